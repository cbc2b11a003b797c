/** Compile benchmark: 1,000 specs cold, warm and one changed; `--list` of them against 1,000 equivalent hand-written tests. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { compileSpecs as CompileSpecs } from '../../src/compile/compile.ts';
import type { compilerFingerprint as CompilerFingerprint, defaultFrontend as DefaultFrontend } from '../../src/compile/frontend.ts';
import { moduleFile, moduleImport, specModules, specSource, type SpecModules } from '../package.ts';
import { median, round } from '../stats.ts';

const SPECS = 1_000;
const LIST_RUNS = 3;
const COLD_RUNS = 3;
const DEFAULT_OUTPUT = '.specwright/gen';
const BEFORE_OUTPUT = '.specwright/gen-before';
const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const root = path.join(projectRoot, 'bench', '.tmp', 'compile');
/** `BENCH_BEFORE=<checkout>`: an earlier tree compiles and lists the same specs, alternating with this one. */
const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : undefined;

const STEPS = [
  'Open /shop/',
  'Fill the Username field with "standard_user"',
  'Enter "secret_sauce" into the Password field',
  'Click the "Login" button',
  'Verify the page shows "Products"',
  'Click "Add to cart" for "Trail Backpack"',
  'Verify the cart badge shows "1"',
];

const from = specSource();
rmSync(root, { recursive: true, force: true });
const after = specModules(root, from);
const earlier = before ? specModules(root, from, before, 'specwright-before') : undefined;
setUp();
console.log(`compiler and runtime: ${after.label}${earlier ? `; before: ${earlier.label}` : ''}`);
const compiler = await compilerOf(after);
const options = { root, specs: 'specs/**/*.md', importTestFrom: moduleImport(root, after, 'fixtures/index') };
const frontend = compiler.defaultFrontend(root);
const fingerprint = compiler.compilerFingerprint();

// Cold compiles, each in a process of its own (a compiler keeps what it planned for the rest of its
// process), alternating with the earlier tree's, so neither side warms the other's caches or JIT.
const colds: number[] = [];
const coldsBefore: number[] = [];
for (let run = 0; run < COLD_RUNS; run++) {
  colds.push(coldCompile(after, DEFAULT_OUTPUT));
  if (earlier)
    coldsBefore.push(coldCompile(earlier, BEFORE_OUTPUT));
}
// In this process, from empty again: what a second run and a one-spec change then cost.
rmSync(path.join(root, DEFAULT_OUTPUT), { recursive: true, force: true });
const cold = time(() => compiler.compileSpecs(options, frontend, fingerprint));
if (cold.value.errors.length)
  throw new Error(`benchmark specs do not compile: ${cold.value.errors[0].message}`);
const warm = compiler.compileSpecs(options, frontend, fingerprint);
writeFileSync(path.join(root, 'specs', 'spec-0500.md'), specText(500, 'Verify the page shows "Your Cart"'));
const changed = time(() => compiler.compileSpecs(options, frontend, fingerprint));

// Baseline for the file system: writing the same files plainly (no parsing, no temp+rename), same run.
const contents = cold.value.written.map(file => readFileSync(file));
const baselineDir = path.join(root, 'fs-baseline');
mkdirSync(baselineDir, { recursive: true });
const fsBaseline = time(() => contents.forEach((content, index) => writeFileSync(path.join(baselineDir, `${index}.txt`), content)));

const generated: number[] = [];
const hand: number[] = [];
const listedBefore: number[] = [];
for (let run = 0; run < LIST_RUNS; run++) {
  // Alternating, so machine load during the run hits both sides alike.
  generated.push(listSeconds('generated.config.ts'));
  if (earlier)
    listedBefore.push(listSeconds('before.config.ts'));
  hand.push(listSeconds('hand.config.ts'));
}

const figures = {
  // The machine is shared: with a load average far above its core count, every figure is inflated alike.
  load_avg: round(loadavg()[0], 2),
  cores: cpus().length,
  // Median of the cold compiles, each in a fresh process.
  compile_1000_s: round(median(colds) / 1000, 3),
  fs_baseline_s: round(fsBaseline.ms / 1000, 3),
  recompile_writes: warm.written.length,
  one_changed_ms: round(changed.ms, 1),
  one_changed_writes: changed.value.written.filter(file => file.endsWith('.spec.js')).length,
  list_generated_s: round(median(generated), 3),
  list_hand_s: round(median(hand), 3),
  list_ratio: round(median(generated) / median(hand), 3),
  ...(earlier ? {
    before: { compile_1000_s: round(median(coldsBefore) / 1000, 3), list_generated_s: round(median(listedBefore), 3), list_ratio: round(median(listedBefore) / median(hand), 3) },
  } : {}),
};
console.log(`compile ${SPECS} specs: ${figures.compile_1000_s} s (target ≤ 2; writing its ${cold.value.written.length} files alone takes ${figures.fs_baseline_s} s here, load ${figures.load_avg} on ${figures.cores} cores), second run wrote ${figures.recompile_writes} files (target 0), one changed: ${figures.one_changed_ms} ms (target ≤ 100)`);
console.log(`--list: generated ${figures.list_generated_s} s vs hand-written ${figures.list_hand_s} s, ratio ${figures.list_ratio} (target ≤ 1.5)`);
if (figures.before)
  console.log(`before: compile ${figures.before.compile_1000_s} s, --list ${figures.before.list_generated_s} s, ratio ${figures.before.list_ratio}`);
console.log(`BENCH compile ${JSON.stringify(figures)}`);

/** The compiler of a tree's modules. */
async function compilerOf(modules: SpecModules): Promise<{ compileSpecs: typeof CompileSpecs; defaultFrontend: typeof DefaultFrontend; compilerFingerprint: typeof CompilerFingerprint }> {
  const compile = await import(pathToFileURL(moduleFile(modules, 'compile/compile')).href) as { compileSpecs: typeof CompileSpecs };
  const frontend = await import(pathToFileURL(moduleFile(modules, 'compile/frontend')).href) as { defaultFrontend: typeof DefaultFrontend; compilerFingerprint: typeof CompilerFingerprint };
  return { compileSpecs: compile.compileSpecs, defaultFrontend: frontend.defaultFrontend, compilerFingerprint: frontend.compilerFingerprint };
}

/**
 * One cold compile of the specs by a tree's modules into `outputDir` (emptied first), in a fresh
 * process; the compile's own time, ms. A failure to compile them fails the bench.
 */
function coldCompile(modules: SpecModules, outputDir: string): number {
  rmSync(path.join(root, outputDir), { recursive: true, force: true });
  const url = (module: string) => JSON.stringify(pathToFileURL(moduleFile(modules, module)).href);
  const script = [
    `const { compileSpecs } = await import(${url('compile/compile')});`,
    `const { defaultFrontend, compilerFingerprint } = await import(${url('compile/frontend')});`,
    `const options = ${JSON.stringify({ root, specs: 'specs/**/*.md', outputDir, importTestFrom: moduleImport(root, modules, 'fixtures/index') })};`,
    `const frontend = defaultFrontend(options.root), fingerprint = compilerFingerprint();`,
    `const start = performance.now();`,
    `const result = compileSpecs(options, frontend, fingerprint);`,
    `const ms = performance.now() - start;`,
    `if (result.errors.length) { console.error(result.errors[0].message); process.exit(1); }`,
    `console.log(ms);`,
  ].join('\n');
  // The sources need tsx to load; a build is plain JavaScript.
  const args = [...(modules.ext === 'ts' ? ['--import', 'tsx'] : []), '--input-type=module', '-e', script];
  return Number(execFileSync(process.execPath, args, { cwd: projectRoot, encoding: 'utf8' }).trim());
}

/** 1,000 specs, the hand-written tests and the configs (the builds are in place already). */
function setUp(): void {
  mkdirSync(path.join(root, 'specs'), { recursive: true });
  mkdirSync(path.join(root, 'hand'), { recursive: true });
  for (let index = 0; index < SPECS; index++) {
    writeFileSync(path.join(root, 'specs', `spec-${pad(index)}.md`), specText(index));
    writeFileSync(path.join(root, 'hand', `spec-${pad(index)}.spec.ts`), handText(index));
  }
  const config = (modules: SpecModules, outputDir?: string) => [
    `import { defineConfig } from '@playwright/test';`,
    `import { defineSpecConfig } from '${moduleImport(root, modules, 'compile/config')}';`,
    `export default defineConfig({ testDir: defineSpecConfig({ root: import.meta.dirname, specs: 'specs/**/*.md', importTestFrom: '${moduleImport(root, modules, 'fixtures/index')}'${outputDir ? `, outputDir: '${outputDir}'` : ''} }), reporter: 'null' });`,
  ].join('\n');
  writeFileSync(path.join(root, 'generated.config.ts'), config(after));
  if (earlier)
    writeFileSync(path.join(root, 'before.config.ts'), config(earlier, BEFORE_OUTPUT));
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
