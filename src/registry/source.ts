/** YAML source positions: maps a data path (and an offset inside a string value) to `file:line:column`. */
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { SourceLocation } from './types.ts';

export type DataPath = ReadonlyArray<string | number>;

export interface YamlSource {
  file: string;
  doc: Document;
  /** YAML syntax errors, already located. */
  syntaxErrors: Array<{ message: string; location: SourceLocation }>;
  /** The deepest node that exists along `path`; `offset` points inside a scalar string value. */
  locate(path: DataPath, offset?: number): SourceLocation;
  /** The key of the pair at `path` (`actions."dialog:open"` points at `dialog:open`). */
  locateKey(path: DataPath): SourceLocation;
}

export function parseYamlSource(file: string, content: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(content, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (pos: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(pos);
    return { file, line, column: col };
  };
  const syntaxErrors = doc.errors.map(error => ({ message: firstLine(error.message), location: at(error.pos[0]) }));
  const locate = (path: DataPath, offset?: number): SourceLocation => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
      const range = (node as { range?: [number, number, number] } | null)?.range;
      if (!range)
        continue;
      if (offset === undefined || depth !== path.length || !isScalar(node))
        return at(range[0]);
      // Quoted scalars start one character before their text.
      const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
      return at(range[0] + (quoted ? 1 : 0) + offset);
    }
    return { file, line: 1, column: 1 };
  };
  return {
    file,
    doc,
    syntaxErrors,
    locate,
    locateKey(path) {
      const parent: unknown = path.length <= 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
      if (isMap(parent)) {
        for (const pair of parent.items) {
          if (isScalar(pair.key) && pair.key.value === path[path.length - 1] && pair.key.range)
            return at(pair.key.range[0]);
        }
      }
      return locate(path);
    },
  };
}

/** Locations attached to parsed definitions (steps, actions) so run-time errors can point at their line. */
const locations = new WeakMap<object, SourceLocation>();

export function setLocation(value: object, location: SourceLocation): void {
  locations.set(value, location);
}

export function locationOf(value: object): SourceLocation | undefined {
  return locations.get(value);
}

/** Data path of each parsed step, so later checks can point inside its strings. */
const dataPaths = new WeakMap<object, DataPath>();

export function setDataPath(value: object, path: DataPath): void {
  dataPaths.set(value, path);
}

export function dataPathOf(value: object): DataPath | undefined {
  return dataPaths.get(value);
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
