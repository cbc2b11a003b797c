/** loadSpec: read a spec file and parse it (includes resolved from the file system). */
import { readFileSync } from 'node:fs';
import { parseSpec, type ParseSpecOptions, type ParseSpecResult } from './parse.ts';

export function loadSpec(file: string, options: ParseSpecOptions = {}): ParseSpecResult {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code ?? (cause as Error).message;
    return { errors: [{ code: 'SPEC_READ_FAILED', message: `cannot read ${file}: ${reason}`, location: { file, line: 1, column: 1 } }] };
  }
  return parseSpec(file, source, options);
}
