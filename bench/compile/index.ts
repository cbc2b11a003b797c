/** Compile benchmark: 1,000 specs cold, warm and one changed; `--list` of them against 1,000 equivalent hand-written tests. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileSpecs } from '../../src/compile/compile.ts';
import { compilerFingerprint, defaultFrontend } from '../../src/compile/frontend.ts';
import { median, round } from '../stats.ts';

const SPECS = 1_000;
const LIST_RUNS = 3;
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const root = path.join(projectRoot, 'bench', '.tmp', 'compile');

const STEPS = [
  'Open /shop/',
  'Fill the Username field with "standard_user"',
  'Enter "secret_sauce" into the Password field',
  'Click the "Login" button',
  'Verify the page shows "Products"',
  'Click "Add to cart" for "Trail Backpack"',
  'Verify the cart badge shows "1"',
];

setUp();
const options = { root, specs: 'specs/**/*.md' };
const frontend = defaultFrontend(root);
const fingerprint = compilerFingerprint();

const cold = time(() => compileSpecs(options, frontend, fingerprint));
if (cold.value.errors.length)
  throw new Error(`benchmark specs do not compile: ${cold.value.errors[0].message}`);
const warm = compileSpecs(options, frontend, fingerprint);
writeFileSync(path.join(root, 'specs', 'spec-0500.md'), specText(500, 'Verify the page shows "Your Cart"'));
const changed = time(() => compileSpecs(options, frontend, fingerprint));

// Baseline for the file system: writing the same files plainly (no parsing, no temp+rename), same run.
const contents = cold.value.written.map(file => readFileSync(file));
const baselineDir = path.join(root, 'fs-baseline');
mkdirSync(baselineDir, { recursive: true });
const fsBaseline = time(() => contents.forEach((content, index) => writeFileSync(path.join(baselineDir, `${index}.txt`), content)));

const generated: number[] = [];
const hand: number[] = [];
for (let run = 0; run < LIST_RUNS; run++) {
  // Alternating, so machine load during the run hits both sides alike.
  generated.push(listSeconds('generated.config.ts'));
  hand.push(listSeconds('hand.config.ts'));
}

const figures = {
  // The machine is shared: with a load average far above its core count, every figure is inflated alike.
  load_avg: round(loadavg()[0], 2),
  cores: cpus().length,
  compile_1000_s: round(cold.ms / 1000, 3),
  fs_baseline_s: round(fsBaseline.ms / 1000, 3),
  recompile_writes: warm.written.length,
  one_changed_ms: round(changed.ms, 1),
  one_changed_writes: changed.value.written.filter(file => file.endsWith('.spec.js')).length,
  list_generated_s: round(median(generated), 3),
  list_hand_s: round(median(hand), 3),
  list_ratio: round(median(generated) / median(hand), 3),
};
console.log(`compile ${SPECS} specs: ${figures.compile_1000_s} s (target ≤ 2; writing its ${cold.value.written.length} files alone takes ${figures.fs_baseline_s} s here, load ${figures.load_avg} on ${figures.cores} cores), second run wrote ${figures.recompile_writes} files (target 0), one changed: ${figures.one_changed_ms} ms (target ≤ 100)`);
console.log(`--list: generated ${figures.list_generated_s} s vs hand-written ${figures.list_hand_s} s, ratio ${figures.list_ratio} (target ≤ 1.5)`);
console.log(`BENCH compile ${JSON.stringify(figures)}`);

/** 1,000 specs and, for the baseline, the same tests written by hand with Playwright's API. */
function setUp(): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'specs'), { recursive: true });
  mkdirSync(path.join(root, 'hand'), { recursive: true });
  for (let index = 0; index < SPECS; index++) {
    writeFileSync(path.join(root, 'specs', `spec-${pad(index)}.md`), specText(index));
    writeFileSync(path.join(root, 'hand', `spec-${pad(index)}.spec.ts`), handText(index));
  }
  const src = path.relative(root, path.join(projectRoot, 'src')).split(path.sep).join('/');
  writeFileSync(path.join(root, 'generated.config.ts'), [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${src}/compile/config.ts';`,
    `export default defineConfig({ testDir: defineSpecConfig({ root: import.meta.dirname, specs: 'specs/**/*.md' }), reporter: 'null' });`,
  ].join('\n'));
  writeFileSync(path.join(root, 'hand.config.ts'), [
    `import { defineConfig } from '@playwright/test';`,
    `export default defineConfig({ testDir: './hand', reporter: 'null' });`,
  ].join('\n'));
}

function specText(index: number, extra?: string): string {
  const steps = extra ? [...STEPS, extra] : STEPS;
  return `---\nfeature: Shop\ntags: [bench]\n---\n# Spec ${index}\n\n## Scenario: Buy item ${index}\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n`;
}

function handText(index: number): string {
  const steps = STEPS.map(step => `    await test.step(${JSON.stringify(step)}, async () => { await page.title(); }, { box: true });`);
  return `import { test } from '@playwright/test';\n\ntest.describe(${JSON.stringify(`Spec ${index}`)}, () => {\n  test(${JSON.stringify(`Buy item ${index}`)}, { tag: ['@bench'] }, async ({ page }) => {\n${steps.join('\n')}\n  });\n});\n`;
}

function listSeconds(config: string): number {
  const start = performance.now();
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list', '-c', config], { cwd: root, stdio: 'ignore' });
  return (performance.now() - start) / 1000;
}

function time<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

function pad(index: number): string {
  return String(index).padStart(4, '0');
}
