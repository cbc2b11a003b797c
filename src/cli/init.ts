/** `specwright init`: a Playwright config, an example spec and .gitignore lines for an existing repository; nothing is overwritten. */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';

export type InitOutcome = 'created' | 'kept' | 'appended' | 'failed';

export interface InitEntry {
  /** Relative to the directory initialized, `/`-separated. */
  file: string;
  outcome: InitOutcome;
  /** What was added to an existing file, or why writing failed. */
  detail?: string;
}

export interface InitResult {
  entries: InitEntry[];
  /** An existing Playwright config without defineSpecConfig, left as it is: the user adds specwright to it by hand. */
  existingConfig?: string;
}

/** Config files Playwright finds on its own; any of them means the project has its config already. */
export const CONFIG_NAMES = ['playwright.config.ts', 'playwright.config.js', 'playwright.config.mts', 'playwright.config.mjs', 'playwright.config.cts', 'playwright.config.cjs'];

/** Generated tests and Playwright's outputs. Not all of `.specwright/`: its `actions/` folder holds the project's own actions. */
export const IGNORED_PATHS = ['.specwright/gen/', 'test-results/', 'playwright-report/'];

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('scaffold playwright.config.ts, specs/example.md and .gitignore lines in the current directory, overwriting nothing')
    .action(() => {
      const result = initProject(process.cwd());
      process.stdout.write(formatInit(result));
      if (result.entries.some(entry => entry.outcome === 'failed'))
        process.exitCode = 1;
    });
}

export function initProject(dir: string): InitResult {
  const existingConfig = CONFIG_NAMES.find(name => existsSync(path.join(dir, name)));
  const entries = [
    existingConfig ? { file: existingConfig, outcome: 'kept' as const } : createFile(dir, 'playwright.config.ts', configText(isModuleProject(dir))),
    createFile(dir, 'specs/example.md', EXAMPLE_SPEC),
    addIgnoreLines(dir, '.gitignore', IGNORED_PATHS),
  ];
  const needsWiring = existingConfig && !readText(path.join(dir, existingConfig)).includes('defineSpecConfig');
  return { entries, ...(needsWiring ? { existingConfig } : {}) };
}

/** What init did, file by file, then how to wire an existing config and what to run next. */
export function formatInit(result: InitResult): string {
  const lines = result.entries.map(({ file, outcome, detail }) => {
    if (outcome === 'kept')
      return `kept existing ${file}`;
    if (outcome === 'failed')
      return `could not write ${file}: ${detail}`;
    return outcome === 'appended' ? `added to ${file}: ${detail}` : `created ${file}`;
  });
  if (result.existingConfig)
    lines.push('', `${result.existingConfig} was left as it is. To run specs with it, add:`, ...EXISTING_CONFIG_HELP);
  lines.push('', 'Next:', ...NEXT_STEPS);
  return lines.join('\n') + '\n';
}

/** The config's root must be its own directory however it is loaded: `__dirname` exists only in CommonJS, `import.meta` only in ESM. */
export function configText(moduleProject: boolean): string {
  return CONFIG_TEMPLATE.replace('ROOT', moduleProject ? 'import.meta.dirname' : '__dirname');
}

/** Playwright loads a `.ts` config as ESM only when package.json says `"type": "module"`. */
function isModuleProject(dir: string): boolean {
  try {
    return (JSON.parse(readText(path.join(dir, 'package.json'))) as { type?: unknown }).type === 'module';
  } catch {
    return false;
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function createFile(dir: string, file: string, text: string): InitEntry {
  const target = path.join(dir, file);
  if (existsSync(target))
    return { file, outcome: 'kept' };
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    // `wx` fails if the file appeared since the check: still never an overwrite.
    writeFileSync(target, text, { flag: 'wx' });
    return { file, outcome: 'created' };
  } catch (error) {
    return failed(file, error);
  }
}

/** Appends the paths the file does not ignore yet (`x/`, `/x/` and `x` are one path to git here). */
function addIgnoreLines(dir: string, file: string, paths: string[]): InitEntry {
  const target = path.join(dir, file);
  try {
    const existing = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    const present = new Set((existing ?? '').split(/\r?\n/).map(normalizeIgnore));
    const missing = paths.filter(entry => !present.has(normalizeIgnore(entry)));
    if (existing === undefined) {
      writeFileSync(target, ['# specwright', ...paths, ''].join('\n'), { flag: 'wx' });
      return { file, outcome: 'created' };
    }
    if (!missing.length)
      return { file, outcome: 'kept' };
    const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
    appendFileSync(target, `${separator}\n# specwright\n${missing.join('\n')}\n`);
    return { file, outcome: 'appended', detail: missing.join(' ') };
  } catch (error) {
    return failed(file, error);
  }
}

function normalizeIgnore(line: string): string {
  return line.trim().replace(/^\//, '').replace(/\/$/, '');
}

function failed(file: string, error: unknown): InitEntry {
  return { file, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

const CONFIG_TEMPLATE = `// Written by \`npx specwright init\`. Every spec under specs/ compiles into a Playwright test when this config loads.
import { defineConfig } from '@playwright/test';
import { browserUse, defineSpecConfig } from 'specwright';

export default defineConfig({
  // A project's testDir keeps report paths relative to this directory: \`specs/example.md:12\`.
  projects: [{ name: 'specs', testDir: defineSpecConfig({ root: ROOT, specs: 'specs/**/*.{md,yaml,yml}', outputDir: '.specwright/gen' }) }],
  use: {
    // The Chromium specwright finds: Playwright's own build, $SPECWRIGHT_CHROMIUM, or one on PATH.
    ...browserUse(),
    // The app under test; paths in specs ("Open /login") are relative to it.
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
  },
});
`;

const EXAMPLE_SPEC = `---
feature: Example
tags: [example]
---
# Example: the home page

<!--
  Written by \`npx specwright init\`. A spec is Markdown (or YAML): a title, scenarios, and numbered
  steps in plain English or Chinese; each step runs as one Playwright test step.
  The steps run against the config's baseURL:  BASE_URL=http://localhost:3000 npx playwright test
  "Welcome" below is a placeholder: put text your home page really shows, or the step fails.
  \`npx specwright validate\` checks every step without a browser.
-->

## Scenario: The home page opens
1. Open /
2. Verify the page shows "Welcome"
`;

const EXISTING_CONFIG_HELP = [
  `  import { browserUse, defineSpecConfig } from 'specwright';`,
  `  projects: [{ name: 'specs', testDir: defineSpecConfig({ specs: 'specs/**/*.{md,yaml,yml}', outputDir: '.specwright/gen' }) }],`,
  `  use: { ...browserUse(), baseURL: 'http://localhost:3000' },   // browserUse(): the Chromium specwright finds`,
];

const NEXT_STEPS = [
  '  1. edit specs/example.md: the text its last step verifies must be one your home page shows',
  '  2. npx specwright validate                              checks every spec without a browser',
  '  3. BASE_URL=http://localhost:3000 npx playwright test   compiles the specs and runs them',
];
