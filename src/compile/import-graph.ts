/** The project's own import graph, read from the sources: the compiler's fingerprint and the folder-boundary check both walk it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `import … from './x.ts'`, `export … from '../y.ts'`, `import('./z.ts')`, `import './side-effect.ts'`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;

export interface ImportEdge {
  /** Absolute path of the imported file. */
  file: string;
  /** 1-based line of the import, for messages. */
  line: number;
  /** Only types are imported (`import type`, `export type`): erased at run time. */
  typeOnly: boolean;
}

/** The relative imports of one source file (package imports are not followed). */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const start = text.lastIndexOf('\n', match.index) + 1;
    const statement = text.slice(start, match.index + match[0].length);
    edges.push({
      file: path.resolve(path.dirname(file), match[2]),
      line: text.slice(0, match.index).split('\n').length,
      typeOnly: /^\s*(?:import|export)\s+type\b/.test(statement),
    });
  }
  return edges;
}

/** Every file reachable from `entries` through relative imports, entries included, sorted; with each file's text. */
export function importClosure(entries: readonly string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const pending = entries.map(entry => path.resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file))
      continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    seen.set(file, text);
    for (const edge of importsOf(file, text))
      pending.push(edge.file);
  }
  return new Map([...seen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
