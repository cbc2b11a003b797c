/** Validation without writing: load → parse → plan steps → check, for the given files, directories or globs. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import type { SpecError } from '../spec/model.ts';
import { buildSpec, type SpecFrontend } from './build.ts';
import { readText, toPosix } from './files.ts';
import { DEFAULT_IGNORE } from './compile.ts';

export interface ValidateOptions {
  root?: string;
  modelConfigured?: boolean;
}

export interface ValidateResult {
  files: string[];
  errors: SpecError[];
}

const SPEC_GLOB = '**/*.{md,yaml,yml}';

export function validateSpecs(paths: readonly string[], frontend: SpecFrontend, options: ValidateOptions = {}): ValidateResult {
  const root = path.resolve(options.root ?? process.cwd());
  const files = expand(root, paths.length ? paths : ['specs']);
  const errors: SpecError[] = [];
  for (const file of files) {
    const source = readText(path.join(root, file));
    if (source === undefined) {
      errors.push({ code: 'SPEC_READ_FAILED', message: `cannot read ${file}`, location: { file, line: 1, column: 1 } });
      continue;
    }
    errors.push(...buildSpec(file, source, frontend, { modelConfigured: options.modelConfigured ?? false }).errors);
  }
  return { files, errors };
}

/** A directory means every spec under it, but not the step files `include:` reads (they are no specs alone). */
function expand(root: string, paths: readonly string[]): string[] {
  const files = new Set<string>();
  for (const given of paths) {
    const absolute = path.resolve(root, given);
    const isDirectory = statSafe(absolute)?.isDirectory();
    const matches = isDirectory
      ? globSync(SPEC_GLOB, { cwd: absolute, ignore: ['**/node_modules/**', ...DEFAULT_IGNORE] }).map(f => path.join(absolute, f))
      : statSafe(absolute) ? [absolute] : globSync(given, { cwd: root, absolute: true });
    if (!matches.length)
      files.add(toPosix(path.relative(root, absolute)));
    for (const match of matches)
      files.add(toPosix(path.relative(root, match)));
  }
  return [...files].sort();
}

function statSafe(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
