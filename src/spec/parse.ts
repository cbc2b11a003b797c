/** parseSpec: any spec format → the Spec model with source positions, and every problem as a located SpecError. Never throws. */
import path from 'node:path';
import type { Spec, SpecError } from './model.ts';
import type { DraftResult } from './draft.ts';
import { parseAutoqaSpec } from './autoqa.ts';
import { detectFormat } from './detect.ts';
import { finishSpec } from './finish.ts';
import { readFileOrUndefined, type ReadFile } from './include.ts';
import { parseMarkdownSpec } from './markdown.ts';
import { parseMarkdownTree } from './mdast.ts';
import { parsePlannerSpec } from './planner.ts';
import { SourceIndex } from './source.ts';
import { parseYamlSpec } from './yaml.ts';

export interface ParseSpecOptions {
  /** Project root; `include:` searches step libraries from the spec's folder up to here. Default: the current directory. */
  root?: string;
  /** Values for `{{VAR}}` placeholders. Default: `process.env`. */
  env?: Record<string, string | undefined>;
  /** How step libraries are read. Default: the file system. */
  readFile?: ReadFile;
  /** Nesting limit of includes (default 16). */
  maxIncludeDepth?: number;
}

export interface ParseSpecResult {
  /** Absent only when the file cannot be understood at all (YAML syntax or schema errors). */
  spec?: Spec;
  errors: SpecError[];
}

export function parseSpec(file: string, source: string, options: ParseSpecOptions = {}): ParseSpecResult {
  const index = new SourceIndex(file, source);
  try {
    const drafted = draft(file, index);
    if (!drafted.draft) return { errors: drafted.errors };
    const errors = [...drafted.errors];
    const spec = finishSpec(drafted.draft, {
      env: options.env ?? process.env,
      root: path.resolve(options.root ?? process.cwd()),
      readFile: options.readFile ?? readFileOrUndefined,
      maxDepth: options.maxIncludeDepth ?? 16,
    }, errors);
    return { spec, errors };
  } catch (cause) {
    // A parser bug must not take the whole compile down: report it at the top of the file.
    const message = cause instanceof Error ? cause.message : String(cause);
    return { errors: [{ code: 'SPEC_SCHEMA_INVALID', message: `internal error while parsing: ${message}`, location: index.at(1, 1) }] };
  }
}

function draft(file: string, index: SourceIndex): DraftResult {
  if (detectFormat(file) === 'yaml') return parseYamlSpec(index);
  const tree = parseMarkdownTree(index.text);
  switch (detectFormat(file, tree)) {
    case 'plan': return parsePlannerSpec(tree, index);
    case 'autoqa': return parseAutoqaSpec(tree, index);
    default: return parseMarkdownSpec(tree, index);
  }
}
