/**
 * What the speed benches run the spec side on: specwright as a user installs it, or its sources.
 *
 * A user's suite loads specwright's JavaScript from node_modules, where Playwright leaves it as it
 * is. This repository's own configs load `src/` instead, which Playwright transpiles and
 * source-maps: every stack it captures (one per test.step and per API call, probes included) is
 * then mapped frame by frame through those maps, and each file's map is parsed the first time a
 * worker meets it. A CPU profile of one five-step spec test put 236 ms of its steps' worker time
 * there against 60 ms for the same test on the installed build, costs no user pays. So the benches
 * build the package (`BENCH_FROM=src` measures the sources instead).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** `package` (default): the build in node_modules; `src`: the TypeScript sources as this repository's configs load them. */
export type SpecSource = 'package' | 'src';

export function specSource(env: NodeJS.ProcessEnv = process.env): SpecSource {
  const from = env.BENCH_FROM ?? 'package';
  if (from !== 'package' && from !== 'src')
    throw new Error(`BENCH_FROM must be "package" or "src", not ${JSON.stringify(from)}`);
  return from;
}

/** Where a bench loads specwright's modules from. */
export interface SpecModules {
  /** The directory of `compile/`, `fixtures/`…: a tree's src/ or an installed build's dist/. */
  dir: string;
  ext: 'ts' | 'js';
  /** What the bench prints about it. */
  label: string;
}

/**
 * `tree`'s modules: its sources, or its build installed as `<root>/node_modules/<name>` (compiled
 * here, without type checks: the tree's own typecheck is `npm test`'s). `tree` is this repository
 * unless another checkout is named (an earlier commit, measured in the same run).
 */
export function specModules(root: string, from: SpecSource, tree = projectRoot, name = 'specwright'): SpecModules {
  if (from === 'src')
    return { dir: path.join(tree, 'src'), ext: 'ts', label: `${path.relative(projectRoot, path.join(tree, 'src')) || 'src'} (TypeScript, transpiled by Playwright)` };
  return { dir: installBuild(tree, path.join(root, 'node_modules', name)), ext: 'js', label: `the build of ${tree === projectRoot ? 'this tree' : tree}, installed in node_modules/${name}` };
}

/** A module's file (`compile/config`), absolute. */
export function moduleFile(modules: SpecModules, module: string): string {
  return path.join(modules.dir, `${module}.${modules.ext}`);
}

/** A module as a config at `root` imports it (`./node_modules/specwright/dist/compile/config.js`). */
export function moduleImport(root: string, modules: SpecModules, module: string): string {
  const relative = path.relative(root, moduleFile(modules, module)).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Compiles `tree`'s src/ to `<dir>/dist` and copies what the package ships beside it; returns the dist directory. */
function installBuild(tree: string, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dist = path.join(dir, 'dist');
  const tsconfig = path.join(dir, 'tsconfig.build.json');
  writeFileSync(tsconfig, JSON.stringify({
    extends: path.join(tree, 'tsconfig.json'),
    compilerOptions: { noEmit: false, noCheck: true, declaration: false, rootDir: path.join(tree, 'src'), outDir: dist, rewriteRelativeImportExtensions: true },
    include: [path.join(tree, 'src')],
    exclude: [],
  }));
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', tsconfig], { stdio: 'inherit' });
  rmSync(tsconfig);
  const manifest = JSON.parse(readFileSync(path.join(tree, 'package.json'), 'utf8')) as { name?: string; version?: string; files?: string[] };
  for (const entry of manifest.files ?? ['actions', 'schemas']) {
    if (entry !== 'dist' && existsSync(path.join(tree, entry)))
      cpSync(path.join(tree, entry), path.join(dir, entry), { recursive: true });
  }
  // Modules only: what `exports` would say is not needed, the bench imports files by path.
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: manifest.name ?? 'specwright', version: manifest.version ?? '0.0.0', type: 'module' }));
  return dist;
}
