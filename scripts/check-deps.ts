/**
 * Folder boundaries, checked in `npm run lint` (as Playwright's check_deps): each folder of src/ may
 * import only the folders its rule names; no folder cycles; the pure folders reach no Playwright at run
 * time; Playwright-private API (`_name`) is touched in src/playwright/ only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from '../src/compile/import-graph.ts';

/** What each folder may import (besides itself). Files directly in src/ (the package entry) may import anything. */
export const DEPS: Record<string, readonly string[]> = {
  common: [],
  playwright: ['common'],
  locator: ['common', 'playwright'],
  steps: ['common', 'locator'],
  spec: ['common', 'steps'],
  page: ['common', 'playwright'],
  safety: ['common'],
  session: ['common', 'page', 'safety'],
  lock: ['common', 'pipeline'],
  tools: ['common', 'locator', 'lock', 'page', 'playwright', 'safety', 'session', 'steps'],
  registry: ['common', 'locator', 'steps', 'tools'],
  pipeline: ['common', 'steps', 'tools'],
  llm: ['common'],
  agent: ['common', 'llm', 'locator', 'pipeline', 'tools'],
  compile: ['common', 'llm', 'locator', 'registry', 'session', 'spec', 'steps'],
  report: ['common', 'compile', 'pipeline', 'steps'],
  fixtures: ['agent', 'common', 'compile', 'llm', 'locator', 'lock', 'page', 'pipeline', 'registry', 'report', 'safety', 'session', 'steps', 'tools'],
  mcp: ['common', 'page', 'registry', 'safety', 'session', 'tools'],
  export: ['common', 'compile', 'locator', 'lock', 'registry', 'spec', 'steps'],
  cli: ['common', 'compile', 'export', 'locator', 'lock', 'mcp', 'page', 'registry', 'safety', 'session', 'spec', 'steps', 'tools'],
};

/** Folders (or sub-folders) that must run without a browser: no run-time import of Playwright anywhere in what they load. */
export const PURE = ['common', 'spec', 'steps', 'pipeline', 'registry/expr', 'safety'];

const PLAYWRIGHT_PACKAGE = /(?:\bfrom\s*|\bimport\s*\(\s*)(['"])(?:@playwright\/test|playwright|playwright-core)(?:\/[^'"]*)?\1/;
/** A private member read or call, `x._name` (not `this._x` of our own classes, not a number like `1_000`). */
const PRIVATE_MEMBER = /(?<![\w$])(?!this\.)[A-Za-z$][\w$]*(?:\(\))?\._[A-Za-z]\w*/;

export interface Violation {
  file: string;
  line: number;
  message: string;
}

export function checkDeps(srcRoot: string, rules: Record<string, readonly string[]> = DEPS, pure: readonly string[] = PURE): Violation[] {
  const files = sourceFiles(srcRoot);
  const violations: Violation[] = [];
  const folderOf = (file: string) => path.relative(srcRoot, file).split(path.sep).slice(0, -1)[0];
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    const text = readFileSync(file, 'utf8');
    if (from !== undefined && !(from in rules))
      violations.push({ file, line: 1, message: `folder src/${from} has no rule in scripts/check-deps.ts DEPS: say what it may import` });
    for (const edge of importsOf(file, text)) {
      if (!edge.file.startsWith(srcRoot + path.sep))
        continue;
      const to = folderOf(edge.file);
      if (from === undefined || to === undefined || to === from)
        continue;
      (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
      if (!(rules[from] ?? []).includes(to))
        violations.push({ file, line: edge.line, message: `src/${from} may not import src/${to} (allowed: ${(rules[from] ?? []).join(', ') || 'nothing'})` });
    }
    if (from !== 'playwright') {
      const line = text.split('\n').findIndex(l => !/^\s*(?:\/\/|\*|\/\*)/.test(l) && PRIVATE_MEMBER.test(l.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '""')));
      if (line >= 0)
        violations.push({ file, line: line + 1, message: 'Playwright-private API (`._name`) belongs in src/playwright/' });
    }
  }
  for (const cycle of cycles(graph))
    violations.push({ file: path.join(srcRoot, cycle[0]), line: 1, message: `folder cycle: ${cycle.map(f => `src/${f}`).join(' → ')}` });
  for (const folder of pure)
    violations.push(...impure(srcRoot, files.filter(file => path.relative(srcRoot, file).startsWith(folder + path.sep))));
  return violations;
}

/** Files of a pure folder that load Playwright at run time, directly or through what they import. */
function impure(srcRoot: string, files: string[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const seen = new Set<string>();
    const pending = [file];
    while (pending.length) {
      const current = pending.pop()!;
      if (seen.has(current))
        continue;
      seen.add(current);
      let text: string;
      try {
        text = readFileSync(current, 'utf8');
      } catch {
        continue;
      }
      const line = text.split('\n').findIndex(l => PLAYWRIGHT_PACKAGE.test(l) && !/^\s*(?:import|export)\s+type\b/.test(l));
      if (line >= 0) {
        const via = current === file ? '' : ` through ${path.relative(srcRoot, current)}:${line + 1}`;
        violations.push({ file, line: 1, message: `must run without a browser but loads Playwright${via}` });
        break;
      }
      pending.push(...importsOf(current, text).filter(edge => !edge.typeOnly).map(edge => edge.file));
    }
  }
  return violations;
}

/** Each elementary cycle found by a depth-first walk, as folder names (first repeated at the end). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open')
        found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next))
        visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort())
    if (!state.has(node))
      visit(node);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && entry.name.endsWith('.ts'))
    .map(entry => path.join(entry.parentPath, entry.name))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const violations = checkDeps(path.join(root, 'src'));
  for (const v of violations)
    console.error(`${path.relative(root, v.file)}:${v.line}: ${v.message}`);
  if (violations.length) {
    console.error(`check-deps: ${violations.length} boundary violation${violations.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log('check-deps: folder boundaries hold');
}
