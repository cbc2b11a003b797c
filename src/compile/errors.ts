/** Compile errors for people: `file:line:column CODE message`, the source line, and a caret under the column. */
import path from 'node:path';
import { formatSpecError, type SpecError } from '../spec/model.ts';
import { readText } from './files.ts';

/** yaml's prettifyError, for spec errors: the source line is read from `root` + the error's file. */
export function prettifySpecError(error: SpecError, root: string): string {
  const { file, line, column } = error.location;
  const source = readText(path.resolve(root, file))?.split(/\r?\n/)[line - 1];
  if (source === undefined)
    return formatSpecError(error);
  const gutter = `${line} | `;
  const caret = ' '.repeat(gutter.length + visualColumn(source, column - 1)) + '^';
  return `${formatSpecError(error)}\n\n${gutter}${source}\n${caret}\n`;
}

export function prettifySpecErrors(errors: readonly SpecError[], root: string): string {
  const plural = errors.length === 1 ? 'error' : 'errors';
  return `specwright: ${errors.length} spec ${plural}\n\n${errors.map(e => prettifySpecError(e, root)).join('\n')}`;
}

/** Wide (CJK) characters take two terminal cells, so the caret lands under the right character. */
function visualColumn(line: string, index: number): number {
  let width = 0;
  for (const char of line.slice(0, Math.max(0, index)))
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return width;
}
