/** Keyboard modifier names as specs, models and Playwright spell them → Playwright's. */
import { z } from 'zod';

export type PlaywrightModifier = 'Alt' | 'Control' | 'ControlOrMeta' | 'Meta' | 'Shift';

const ALIASES: Record<string, PlaywrightModifier> = {
  ctrl: 'Control', control: 'Control', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta',
  command: 'Meta', win: 'Meta', controlormeta: 'ControlOrMeta', mod: 'ControlOrMeta',
};

export const modifiersField = z.array(z.string().refine(m => m.toLowerCase() in ALIASES, { message: 'Unknown modifier; use ctrl, alt, shift, meta or ControlOrMeta.' }))
  .optional().describe('Modifier keys held during the action: ctrl, alt, shift, meta.');

export function toModifiers(names: string[] | undefined): PlaywrightModifier[] | undefined {
  return names?.map(n => ALIASES[n.toLowerCase()]);
}
