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

/** Where a bench's config imports specwright's modules from, relative to the bench's root. */
export interface SpecModules {
  /** `compile/config` (defineSpecConfig). */
  config: string;
  /** `compile/platform` (browserUse). */
  platform: string;
  /** `lock/reporter`. */
  lockReporter: string;
  /** `fixtures/index`: what generated tests import (`importTestFrom`). */
  fixtures: string;
  /** What the bench prints about it. */
  label: string;
}

/**
 * The modules a bench at `root` imports: `tree`'s sources, or its build installed as
 * `<root>/node_modules/<name>` (compiled here, without type checks: the tree's own typecheck is
 * `npm test`'s). `tree` is this repository unless another checkout is named (an earlier commit,
 * measured in the same run).
 */
export function specModules(root: string, from: SpecSource, tree = projectRoot, name = 'specwright'): SpecModules {
  const rel = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const at = (dir: string, ext: string) => ({
    config: rel(path.join(dir, 'compile', `config.${ext}`)),
    platform: rel(path.join(dir, 'compile', `platform.${ext}`)),
    lockReporter: rel(path.join(dir, 'lock', `reporter.${ext}`)),
    fixtures: rel(path.join(dir, 'fixtures', `index.${ext}`)),
  });
  if (from === 'src')
    return { ...at(path.join(tree, 'src'), 'ts'), label: `${path.relative(projectRoot, path.join(tree, 'src')) || 'src'} (TypeScript, transpiled by Playwright)` };
  const dist = installBuild(tree, path.join(root, 'node_modules', name));
  return { ...at(dist, 'js'), label: `the build of ${tree === projectRoot ? 'this tree' : tree}, installed in node_modules/${name}` };
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
