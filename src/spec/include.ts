/** `include: login` steps: the step library `steps/login.md` (or `specs/steps/login.md`) found from the spec's folder up to the project root. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Location, SpecError } from './model.ts';
import { listSteps, parseMarkdownTree, plainText } from './mdast.ts';
import { STEPS_HEADING } from './autoqa.ts';
import { SourceIndex, type RawStep } from './source.ts';

/** `include: login`, `Include: login`, `include login`, `include: auth/login.md`. */
const INCLUDE = /^include\s*(?::\s*|\s+)`?([\w-]+(?:\/[\w-]+)*)(?:\.md)?`?\s*$/i;

/** Reads a file; undefined when it does not exist or cannot be read. Replaceable for tests and virtual files. */
export type ReadFile = (file: string) => string | undefined;

export const readFileOrUndefined: ReadFile = file => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export interface IncludeOptions {
  /** Project root: the search for step libraries stops here. */
  root: string;
  readFile: ReadFile;
  /** Nesting limit of includes inside step libraries (default 16); deeper is reported as a cycle-like error. */
  maxDepth: number;
}

/** The library name of an include step, or undefined when the step is not one. */
export function includeName(step: RawStep): string | undefined {
  if (step.structured) return undefined;
  return INCLUDE.exec(step.raw.trim())?.[1];
}

/**
 * The steps of library `name` for an include step in `from` (a RawStep of that file), each keeping its own
 * location; `chain` holds the files currently being included, to report cycles.
 */
export function loadInclude(name: string, from: RawStep, chain: string[], options: IncludeOptions, errors: SpecError[]): RawStep[] {
  const at = from.index.locate(from.offset);
  const includedFrom: Location = from.includedFrom ?? at;
  const found = findLibrary(name, from.index.file, options);
  if (!found) {
    errors.push({ code: 'SPEC_INCLUDE_NOT_FOUND', message: `include: ${name}: no steps/${name}.md or specs/steps/${name}.md from ${relative(options.root, path.dirname(from.index.file))} up to the project root`, location: at });
    return [];
  }
  if (chain.includes(found.file) || chain.length > options.maxDepth) {
    const cycle = [...chain, found.file].map(f => relative(options.root, f)).join(' → ');
    errors.push({ code: 'SPEC_INCLUDE_CYCLE', message: `include: ${name}: ${chain.includes(found.file) ? 'includes itself' : `nested deeper than ${options.maxDepth}`}: ${cycle}`, location: at });
    return [];
  }
  const index = new SourceIndex(found.file, found.source);
  const steps = librarySteps(index);
  // The outermost include step is where the user pulled these in; nested libraries keep pointing there.
  return steps.map(s => ({ ...s, includedFrom }));
}

/** Steps of a library file: its `## Steps` section if it has one, else every top-level list. */
function librarySteps(index: SourceIndex): RawStep[] {
  const tree = parseMarkdownTree(index.text);
  const hasSteps = tree.children.some(n => n.type === 'heading' && n.depth === 2 && STEPS_HEADING.test(plainText(n).trim()));
  const steps: RawStep[] = [];
  let inSteps = !hasSteps;
  for (const node of tree.children) {
    if (hasSteps && node.type === 'heading' && node.depth <= 2) inSteps = node.depth === 2 && STEPS_HEADING.test(plainText(node).trim());
    else if (inSteps && node.type === 'list') steps.push(...listSteps(node, index));
  }
  return steps;
}

function findLibrary(name: string, specFile: string, options: IncludeOptions): { file: string; source: string } | undefined {
  const root = path.resolve(options.root);
  let dir = path.resolve(path.dirname(specFile));
  const underRoot = (d: string) => d === root || d.startsWith(root + path.sep);
  for (;;) {
    for (const candidate of [path.join(dir, 'steps', `${name}.md`), path.join(dir, 'specs', 'steps', `${name}.md`)]) {
      const source = options.readFile(candidate);
      if (source !== undefined) return { file: candidate, source };
    }
    const parent = path.dirname(dir);
    if (dir === root || !underRoot(dir) || parent === dir) return undefined;
    dir = parent;
  }
}

function relative(root: string, file: string): string {
  return path.relative(root, file) || '.';
}
