/** Where action files come from, in priority order (seed 002 §4.4.1, §6.4.2), and how npm packages are found. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { RegistryConfigSchema, type RegistryConfig } from './schema.ts';
import type { Diagnostic } from './types.ts';

/**
 * Lowest to highest: a later source overrides an earlier one action by action.
 * - `builtin`: specwright's own `actions/`.
 * - `package`: npm packages — dependencies of the project named `specwright-actions-*` (or
 *   `@scope/specwright-actions-*`), any dependency whose package.json has a `specwright.actions`
 *   field (a folder or list of folders; default `actions/`), and packages listed under
 *   `actions.packages` in a config file. They rank just above the built-ins: they are shared
 *   libraries, and the user's own files must be able to override them.
 * - `global`: `~/.specwright/actions` (HOME may be overridden, e.g. in tests).
 * - `project`: `<project>/.specwright/actions` and the `actions.paths` of the config files.
 * - `env`: `SPECWRIGHT_ACTIONS_PATH`, folders or files separated by the platform's path delimiter.
 */
export const SOURCE_KINDS = ['builtin', 'package', 'global', 'project', 'env'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface ActionSource {
  kind: SourceKind;
  /** A folder (searched for *.yaml / *.yml) or a single file. */
  path: string;
  /** For npm packages, the package name. */
  label?: string;
  /** Whether the user asked for it explicitly: a missing explicit source is reported. */
  explicit: boolean;
}

export interface SourceOptions {
  /** The project root; default process.cwd(). */
  cwd?: string;
  /** Home folder for `~/.specwright`; default os.homedir(). */
  home?: string;
  env?: NodeJS.ProcessEnv;
  /** specwright's built-in actions folder; `false` to leave them out. */
  builtin?: string | false;
  /** Extra project-level folders or files. */
  paths?: string[];
  /** Extra npm packages. */
  packages?: string[];
  /** Look through the project's package.json for action packages (default true). */
  discoverPackages?: boolean;
}

export const BUILTIN_ACTIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'actions');

export function resolveSources(options: SourceOptions, diagnostics: Diagnostic[]): ActionSource[] {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const home = options.home ?? os.homedir();
  const env = options.env ?? process.env;
  const globalConfig = readConfig(path.join(home, '.specwright', 'config.yaml'), diagnostics);
  const projectConfig = readConfig(path.join(cwd, '.specwright', 'config.yaml'), diagnostics);
  const sources: ActionSource[] = [];
  if (options.builtin !== false)
    sources.push({ kind: 'builtin', path: options.builtin ?? BUILTIN_ACTIONS, explicit: false });

  const packageNames = new Set([...(options.packages ?? []), ...globalConfig.actions.packages, ...projectConfig.actions.packages]);
  const discovered = options.discoverPackages === false ? [] : discoverPackages(cwd);
  for (const name of new Set([...discovered, ...packageNames])) {
    const dirs = packageActionDirs(name, cwd);
    if (!dirs)
      diagnostics.push({ code: 'PACKAGE_NOT_FOUND', severity: 'warning', message: `npm package "${name}" is not installed (looked in node_modules from ${cwd} up)` });
    for (const dir of dirs ?? [])
      sources.push({ kind: 'package', path: dir, label: name, explicit: packageNames.has(name) });
  }
  sources.push({ kind: 'global', path: path.join(home, '.specwright', 'actions'), explicit: false });
  for (const p of globalConfig.actions.paths)
    sources.push({ kind: 'global', path: expand(p, home, home), explicit: true });
  sources.push({ kind: 'project', path: path.join(cwd, '.specwright', 'actions'), explicit: false });
  for (const p of [...projectConfig.actions.paths, ...(options.paths ?? [])])
    sources.push({ kind: 'project', path: expand(p, home, cwd), explicit: true });
  for (const p of (env.SPECWRIGHT_ACTIONS_PATH ?? '').split(path.delimiter).filter(Boolean))
    sources.push({ kind: 'env', path: expand(p, home, cwd), explicit: true });
  return sources;
}

/** The folders of action files an installed package provides, or undefined if it is not installed. */
export function packageActionDirs(name: string, cwd: string): string[] | undefined {
  const dir = findPackageDir(name, cwd);
  if (!dir)
    return undefined;
  const field = readPackageJson(dir)?.specwright?.actions;
  const rels = typeof field === 'string' ? [field] : Array.isArray(field) ? field.filter((f): f is string => typeof f === 'string') : ['actions'];
  return rels.map(rel => path.resolve(dir, rel)).filter(p => p === dir || p.startsWith(dir + path.sep));
}

function discoverPackages(cwd: string): string[] {
  const pkg = readPackageJson(cwd);
  if (!pkg)
    return [];
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  return names.filter(name => /^(@[^/]+\/)?specwright-actions(-.+)?$/.test(name) || hasActionsField(name, cwd)).sort();
}

function hasActionsField(name: string, cwd: string): boolean {
  const dir = findPackageDir(name, cwd);
  return !!dir && readPackageJson(dir)?.specwright?.actions !== undefined;
}

function findPackageDir(name: string, cwd: string): string | undefined {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(path.join(candidate, 'package.json')))
      return candidate;
    if (path.dirname(dir) === dir)
      return undefined;
  }
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  specwright?: { actions?: unknown };
}

function readPackageJson(dir: string): PackageJson | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
}

function readConfig(file: string, diagnostics: Diagnostic[]): RegistryConfig {
  const empty = RegistryConfigSchema.parse({});
  if (!existsSync(file) || !statSync(file).isFile())
    return empty;
  try {
    const parsed = RegistryConfigSchema.safeParse(parse(readFileSync(file, 'utf8')) ?? {});
    if (parsed.success)
      return parsed.data;
    diagnostics.push({ code: 'SCHEMA_INVALID', severity: 'error', message: `config ignored: ${parsed.error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; ')}`, location: { file, line: 1, column: 1 } });
  } catch (error) {
    diagnostics.push({ code: 'YAML_PARSE_ERROR', severity: 'error', message: `config ignored: ${String(error)}`, location: { file, line: 1, column: 1 } });
  }
  return empty;
}

function expand(p: string, home: string, base: string): string {
  if (p === '~' || p.startsWith('~/'))
    return path.join(home, p.slice(1));
  return path.resolve(base, p);
}
