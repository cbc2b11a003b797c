/** What one integrity run executes: which specs, against which variant of the app, as Playwright projects. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import type { Defect } from './defects.ts';
import { appRoot } from './seed.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/** The example specs (the demo's and the integrity ones, true on the unmodified app) and the corpus. */
export const SUITES = {
  examples: ['specs/**/*.{md,yaml,yml}', 'test/integrity/specs/**/*.{md,yaml,yml}'],
  corpus: ['test/integrity/must-fail/**/*.{md,yaml,yml}', 'test/integrity/must-pass/**/*.{md,yaml,yml}'],
};

export interface PlannedProject {
  name: string;
  suite: 'examples' | 'corpus';
  /** Spec paths relative to the project root. */
  specs: string[];
  /** The seeded variant served to this project, or none for the unmodified app. */
  variant?: string;
  /** Spec paths (every scenario) or `spec path:scenario` this project's tests must fail (marked as expected to fail in the run). */
  expectFailing?: string[];
}

/** The JSON the integrity Playwright config reads (INTEGRITY_PLAN). */
export interface RunPlan {
  workDir: string;
  port: number;
  workers: number;
  suites: typeof SUITES;
  projects: PlannedProject[];
}

/** Every spec file of a suite, relative to the project root, `steps/` folders left out as the compiler does. */
export function specFiles(suite: keyof typeof SUITES): string[] {
  return globSync(SUITES[suite], { cwd: projectRoot, ignore: ['**/steps/**'] }).sort();
}

/**
 * The example specs a defect can reach: those that open a page under a top-level folder of the app
 * whose pages load a patched file (`/zh/` pages load `/shop/js/`). Specs of other pages cannot see
 * the defect, so running them under it would measure nothing.
 */
export function reachableSpecs(defect: Defect, examples: string[]): string[] {
  const patchedDirs = new Set(defect.patches.map(patch => patch.file.split('/')[0]));
  const dirs = topDirs().filter(dir => patchedDirs.has(dir) || loadsFrom(dir, patchedDirs));
  return examples.filter(spec => {
    const text = readFileSync(path.join(projectRoot, spec), 'utf8');
    return dirs.some(dir => text.includes(`/${dir}/`));
  });
}

/** The spec files an `expectFailing` list names, for a run that checks only those files. */
export function expectedSpecs(defect: Defect): string[] {
  return [...new Set(defect.expectFailing.map(entry => specOf(entry)))];
}

/** `spec path` or `spec path:scenario` → the spec path. */
export function specOf(entry: string): string {
  const match = /^(.*?\.(?:md|ya?ml))(?::.*)?$/.exec(entry);
  return match ? match[1] : entry;
}

function topDirs(): string[] {
  return readdirSync(appRoot, { withFileTypes: true }).filter(entry => entry.isDirectory()).map(entry => entry.name);
}

function loadsFrom(dir: string, patchedDirs: Set<string>): boolean {
  return readdirSync(path.join(appRoot, dir)).filter(file => file.endsWith('.html')).some(file => {
    const html = readFileSync(path.join(appRoot, dir, file), 'utf8');
    return [...patchedDirs].some(patched => html.includes(`src="/${patched}/`));
  });
}
