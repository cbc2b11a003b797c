/** spec-data: what a worker knows of the specs it loaded, and what it is told of each as it loads it. */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CompiledSpec } from '../../src/compile/model.ts';
import { defineSpec, eachSpec, specOfTestFile } from '../../src/fixtures/spec-data.ts';

const dir = path.resolve('/project/.specwright/gen/specs');

function load(file: string): CompiledSpec {
  const spec = { file, title: file, vars: {}, secrets: [], allow: [], steps: [], targets: {} } as unknown as CompiledSpec;
  return defineSpec(pathToFileURL(path.join(dir, `${path.basename(file)}.spec.js`)).href, '../../..', spec);
}

test('each spec is handed over once: those loaded before, then each as it loads', () => {
  const first = load('specs/one.md');
  const seen: string[] = [];
  eachSpec(spec => seen.push(spec.file));
  expect(seen).toContain('specs/one.md');
  // Known under two names (the generated file and the spec), handed over once.
  expect(seen.filter(file => file === 'specs/one.md')).toHaveLength(1);
  expect(specOfTestFile('/project/specs/one.md')).toBe(first);
  load('specs/two.yaml');
  expect(seen.slice(-1)).toEqual(['specs/two.yaml']);
});
