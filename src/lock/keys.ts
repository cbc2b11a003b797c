/** Step keys and hashes: how a lock file names a step (its text) and knows its plan changed (a hash of it). */
import { createHash } from 'node:crypto';
import type { ToolCall } from '../common/calls.ts';

/**
 * Keys steps by their text within one scenario. A text written twice (the same click in two
 * places) is told apart by order, `Click "Next" #2`: the n-th distinct spec line with that text.
 * Lines are not part of the key, so adding a line above a step does not orphan its entry.
 */
export class StepKeys {
  private readonly lines = new Map<string, number[]>();

  keyOf(text: string, line: number): string {
    const seen = this.lines.get(text) ?? this.lines.set(text, []).get(text)!;
    if (!seen.includes(line))
      seen.push(line);
    const n = seen.indexOf(line) + 1;
    return n === 1 ? text : `${text} #${n}`;
  }
}

/**
 * The compiler's plan of a step, hashed: its text and the calls it compiled to. A different
 * compiler that plans the step differently, or an edit, changes it, and the entry is re-validated
 * (run normally and recorded again) instead of trusted.
 */
export function stepHash(text: string, calls: readonly ToolCall[]): string {
  return createHash('sha1').update(JSON.stringify([text, calls])).digest('hex').slice(0, 12);
}
