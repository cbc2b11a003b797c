/** Text matching shared by the text assertions and waits: contains (case/whitespace-insensitive), exact, regex. */
import { z } from 'zod';

export type TextMatchMode = 'contains' | 'exact' | 'regex';

export const matchField = z.enum(['contains', 'exact', 'regex']).optional()
  .describe('contains (default): case- and whitespace-insensitive substring; exact: whole text, whitespace-normalized; regex: a JavaScript regular expression.');

/** For Playwright's getByText/hasText; throws SyntaxError on a bad regex (callers validate first with checkRegex). */
export function textMatcher(text: string, mode: TextMatchMode = 'contains'): RegExp {
  if (mode === 'regex')
    return new RegExp(text);
  const words = text.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return mode === 'exact' ? new RegExp(`^\\s*${words}\\s*$`) : new RegExp(words, 'i');
}

export function matchesText(actual: string, expected: string, mode: TextMatchMode = 'contains'): boolean {
  return textMatcher(expected, mode).test(actual);
}

/** A message when `text` is not a valid regex in regex mode. */
export function checkRegex(text: string, mode: TextMatchMode | undefined): string | undefined {
  if (mode !== 'regex')
    return undefined;
  try {
    new RegExp(text);
    return undefined;
  } catch (error) {
    return `Invalid regular expression ${JSON.stringify(text)}: ${(error as Error).message}`;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
