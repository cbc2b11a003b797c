/** The one formatter for located errors: `file:line:column CODE: message`, "did you mean", and a caret under the source. */
import { formatLocation, type Location } from './location.ts';

export interface Located {
  code: string;
  message: string;
  location?: Location;
  /** Nearest known forms or names; shown as "did you mean …?". */
  suggestions?: readonly string[];
  /** Words before the code: a diagnostic's severity. */
  prefix?: string;
}

/** One line (two with suggestions): `file:line:column [prefix ]CODE: message`. */
export function formatError(error: Located): string {
  const where = error.location ? `${formatLocation(error.location)} ` : '';
  const prefix = error.prefix ? `${error.prefix} ` : '';
  return `${where}${prefix}${error.code}: ${error.message}${didYouMean(error.suggestions)}`;
}

/** `\n  did you mean: "a", "b"?`, or nothing. */
export function didYouMean(suggestions: readonly string[] | undefined): string {
  return suggestions?.length ? `\n  did you mean: ${suggestions.map(s => JSON.stringify(s)).join(', ')}?` : '';
}

/**
 * yaml's prettifyError shape: the error, then the source line with a gutter and a caret under the
 * column. `source` is the file's text, or undefined when it cannot be read (then just the error).
 */
export function formatWithCaret(error: Located, source: string | undefined): string {
  const line = error.location && source?.split(/\r?\n/)[error.location.line - 1];
  if (!error.location || line === undefined || line === null)
    return formatError(error);
  const gutter = `${error.location.line} | `;
  const caret = ' '.repeat(gutter.length + visualColumn(line, error.location.column - 1)) + '^';
  return `${formatError(error)}\n\n${gutter}${line}\n${caret}\n`;
}

/** Wide (CJK) characters take two terminal cells, so the caret lands under the right character. */
function visualColumn(line: string, index: number): number {
  let width = 0;
  for (const char of line.slice(0, Math.max(0, index)))
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}
