/**
 * Selector engines must be registered before a test's first page exists (a page never learns of an
 * engine registered after it was made), while the fixtures load the code that uses them on first
 * use. So every module that registers one when it loads is listed in tools/selector-engines.ts, and
 * the fixtures import that list statically.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The relative modules a file imports statically (`import … from './x.ts'` or `import './x.ts'`), as absolute paths. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?:[^'";]*?\s+from\s+)?'(\.[^']+)';/gms)]
    .filter(match => !/^import\s+type\s/.test(match[0]))
    .map(match => path.resolve(path.dirname(file), match[1]));
}

test('every module that registers a selector engine when it loads is imported by the fixtures before any page', () => {
  const registering = sources(SRC).filter(file => /^(?:void\s+)?(?:register\w*Engine|selectors\.register)\(/m.test(readFileSync(file, 'utf8')));
  expect(registering.map(file => path.relative(SRC, file)).sort()).toEqual(['locator/caption-field.ts', 'locator/item-kind.ts', 'locator/near-text.ts', 'locator/own-label.ts', 'playwright/ref-engine.ts', 'tools/assertions/caption-value.ts', 'tools/assertions/column-cell.ts', 'tools/assertions/described-engine.ts', 'tools/assertions/shown-text-engine.ts', 'tools/element.ts', 'tools/select-engine.ts']);
  const list = path.join(SRC, 'tools', 'selector-engines.ts');
  expect(staticImports(list).sort()).toEqual(registering.sort());
  expect(staticImports(path.join(SRC, 'fixtures', 'spec.ts'))).toContain(list);
});
