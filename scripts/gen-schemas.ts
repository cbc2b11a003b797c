/** Writes the JSON Schemas editors use (`# yaml-language-server: $schema=…`): `npx tsx scripts/gen-schemas.ts [--check]`. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionFileJsonSchema } from '../src/registry/schema.ts';
import { specFileJsonSchema } from '../src/spec/schema.ts';

/** One entry per generated schema; add yours here. */
const SCHEMAS: Array<{ file: string; build: () => Record<string, unknown> }> = [
  { file: 'schemas/action.schema.json', build: actionFileJsonSchema },
  { file: 'schemas/spec.schema.json', build: specFileJsonSchema },
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
let stale = 0;
for (const { file, build } of SCHEMAS) {
  const target = path.join(root, file);
  const text = `${JSON.stringify(build(), null, 2)}\n`;
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text)
    continue;
  if (check) {
    console.error(`${file} is out of date: run npx tsx scripts/gen-schemas.ts`);
    stale++;
    continue;
  }
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote ${file}`);
}
process.exitCode = stale ? 1 : 0;
