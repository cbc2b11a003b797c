/** Locates YAML problems in the source: syntax errors and zod issues map to the offending node's line and column. */
import { isMap, isScalar, type Document } from 'yaml';
import type { z } from 'zod';
import type { Location, SpecError, SpecErrorCode } from './model.ts';
import { misspeltKey, SPEC_META_SHAPE } from './schema.ts';

/** Turns a yaml offset (relative to the parsed text) into a location in the spec file. */
export type Locate = (offset: number) => Location;

/** yaml's own errors (syntax, duplicate keys, bad indentation) as spec errors. */
export function yamlSyntaxErrors(doc: Document, locate: Locate, code: SpecErrorCode): SpecError[] {
  return doc.errors.map(e => ({ code, message: `YAML: ${firstLine(e.message)}`, location: locate(e.pos[0]) }));
}

/** zod issues as spec errors at the node each issue is about (the nearest existing ancestor when the node is missing). */
export function schemaErrors(issues: z.core.$ZodIssue[], doc: Document, locate: Locate, code: SpecErrorCode): SpecError[] {
  const errors: SpecError[] = [];
  for (const issue of issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const like = misspeltKey(key, path.length ? ['name', 'tags', 'steps'] : [...Object.keys(SPEC_META_SHAPE), 'background', 'scenarios']);
        const hint = like ? `; did you mean ${JSON.stringify(like)}?` : path.length ? '' : ' (a key of your own becomes a label of the tests, unless it is written like a known key)';
        errors.push({ code, message: `${describe([...path, key])}: unknown key ${JSON.stringify(key)}${hint}`, location: locate(keyOffset(doc, path, key)) });
      }
      continue;
    }
    errors.push({ code, message: `${describe(path)}: ${issue.message}`, location: locate(nodeOffset(doc, path)) });
  }
  return errors;
}

/** Offset of the node at `path`, or of its nearest ancestor that exists. */
export function nodeOffset(doc: Document, path: Array<string | number>): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return range[0];
  }
  return 0;
}

/** Offset of the key `key` in the map at `path`. */
export function keyOffset(doc: Document, path: Array<string | number>, key: string): number {
  const map = path.length ? doc.getIn(path, true) : doc.contents;
  if (isMap(map)) {
    const pair = map.items.find(p => isScalar(p.key) && p.key.value === key);
    const range = isScalar(pair?.key) ? pair.key.range : undefined;
    if (range) return range[0];
  }
  return nodeOffset(doc, path);
}

function describe(path: Array<string | number>): string {
  return path.length ? path.map(p => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[') : '(document)';
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
