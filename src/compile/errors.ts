/** Compile errors for people: `file:line:column CODE message`, the source line, and a caret under the column. */
import path from 'node:path';
import { formatWithCaret } from '../common/format.ts';
import type { SpecError } from '../spec/model.ts';
import { readText } from './files.ts';

/** yaml's prettifyError, for spec errors: the source line is read from `root` + the error's file. */
export function prettifySpecError(error: SpecError, root: string): string {
  return formatWithCaret(error, readText(path.resolve(root, error.location.file)));
}

export function prettifySpecErrors(errors: readonly SpecError[], root: string): string {
  const plural = errors.length === 1 ? 'error' : 'errors';
  return `specwright: ${errors.length} spec ${plural}\n\n${errors.map(e => prettifySpecError(e, root)).join('\n')}`;
}
