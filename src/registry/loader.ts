/** Loads action files from every source (seed 002 §6.4): read → validate → extends → merge by priority. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { mergeAction, mergeCompatibility, mergeExtends } from './merge.ts';
import { packageActionDirs, resolveSources, type ActionSource, type SourceKind, type SourceOptions } from './sources.ts';
import type { Diagnostic, NamespaceDefinition } from './types.ts';
import { validateSource } from './validator.ts';

export interface LoaderOptions extends SourceOptions {
  /** Most steps one action may hold (default 100). */
  maxSteps?: number;
}

export interface LoadedFile {
  file: string;
  kind: SourceKind;
  /** The source folder it was found in: a relative `extends` may not leave it. */
  root: string;
  definition: NamespaceDefinition;
}

export interface LoadResult {
  namespaces: Map<string, NamespaceDefinition>;
  files: LoadedFile[];
  diagnostics: Diagnostic[];
}

export function loadAll(options: LoaderOptions = {}): LoadResult {
  const diagnostics: Diagnostic[] = [];
  const files: LoadedFile[] = [];
  for (const source of resolveSources(options, diagnostics))
    files.push(...loadFromSource(source, options, diagnostics));
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const resolved = files.map(f => ({ ...f, definition: resolveExtends(f.definition, files, cwd, options, diagnostics, []) }));
  return { namespaces: mergeByPriority(resolved, diagnostics), files: resolved, diagnostics };
}

/** One file, validated; undefined (with the reasons in `diagnostics`) when it has errors. */
export function loadFile(file: string, options: LoaderOptions, diagnostics: Diagnostic[]): NamespaceDefinition | undefined {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    diagnostics.push({ code: 'READ_FAILED', severity: 'error', message: `cannot read: ${(error as Error).message}`, location: { file, line: 1, column: 1 } });
    return undefined;
  }
  const result = validateSource(file, content, { ...(options.maxSteps !== undefined ? { maxSteps: options.maxSteps } : {}) });
  diagnostics.push(...result.diagnostics);
  const errors = result.diagnostics.filter(d => d.severity === 'error').length;
  if (errors > 0 || !result.definition) {
    diagnostics.push({ code: 'FILE_SKIPPED', severity: 'warning', message: `skipped: ${errors} error(s)`, location: { file, line: 1, column: 1 } });
    return undefined;
  }
  return result.definition;
}

function loadFromSource(source: ActionSource, options: LoaderOptions, diagnostics: Diagnostic[]): LoadedFile[] {
  let stat;
  try {
    stat = statSync(source.path);
  } catch {
    if (source.explicit)
      diagnostics.push({ code: 'SOURCE_MISSING', severity: 'warning', message: `${source.kind} action source not found: ${source.path}` });
    return [];
  }
  const list = stat.isDirectory()
    ? globSync(['**/*.yaml', '**/*.yml'], { cwd: source.path, absolute: true, ignore: ['**/node_modules/**'] }).sort()
    : [source.path];
  const root = stat.isDirectory() ? path.resolve(source.path) : path.dirname(path.resolve(source.path));
  return list.flatMap(file => {
    const definition = loadFile(path.normalize(file), options, diagnostics);
    return definition ? [{ file: path.normalize(file), kind: source.kind, root, definition }] : [];
  });
}

/** Applies `extends` (a relative file, a namespace already loaded, or an npm package), parents first. */
function resolveExtends(def: NamespaceDefinition, files: LoadedFile[], cwd: string, options: LoaderOptions, diagnostics: Diagnostic[], chain: string[]): NamespaceDefinition {
  if (!def.extends?.length)
    return def;
  if (chain.includes(def.sourcePath)) {
    diagnostics.push({ code: 'EXTENDS_CYCLE', severity: 'error', message: `extends cycle: ${[...chain, def.sourcePath].join(' → ')}`, location: { file: def.sourcePath, line: 1, column: 1 } });
    return { ...def, extends: [] };
  }
  let merged: NamespaceDefinition | undefined;
  for (const ref of def.extends) {
    const parent = findParent(ref, def, files, cwd, options, diagnostics);
    if (!parent) {
      diagnostics.push({ code: 'EXTENDS_NOT_FOUND', severity: 'error', message: `extends "${ref}": no such file, namespace or installed package`, location: { file: def.sourcePath, line: 1, column: 1 } });
      continue;
    }
    const full = resolveExtends(parent, files, cwd, options, diagnostics, [...chain, def.sourcePath]);
    merged = merged ? mergeExtends(merged, { ...full, namespace: merged.namespace }) : full;
  }
  return merged ? mergeExtends(merged, def) : def;
}

function findParent(ref: string, child: NamespaceDefinition, files: LoadedFile[], cwd: string, options: LoaderOptions, diagnostics: Diagnostic[]): NamespaceDefinition | undefined {
  if (ref.startsWith('.') || path.isAbsolute(ref)) {
    const file = path.resolve(path.dirname(child.sourcePath), ref);
    // Seed 002 §4.4.8.1 path traversal: a parent file must be YAML inside the child's own source folder.
    const root = files.find(f => f.file === child.sourcePath)?.root ?? path.dirname(child.sourcePath);
    if (!/\.ya?ml$/i.test(file) || !file.startsWith(root + path.sep)) {
      diagnostics.push({ code: 'EXTENDS_NOT_FOUND', severity: 'error', message: `extends "${ref}": parent files must be .yaml/.yml inside ${root}`, location: { file: child.sourcePath, line: 1, column: 1 } });
      return { ...child, actions: {}, selectors: {}, extends: [] };
    }
    return files.find(f => f.file === file)?.definition ?? loadFile(file, options, diagnostics);
  }
  const byNamespace = files.filter(f => f.definition.namespace === ref && f.file !== child.sourcePath);
  if (byNamespace.length)
    return byNamespace.map(f => f.definition).reduce((a, b) => ({ ...mergeExtends(a, b), extends: [] }));
  const dirs = packageActionDirs(ref, cwd);
  if (!dirs)
    return undefined;
  const defs = dirs.flatMap(dir => loadFromSource({ kind: 'package', path: dir, label: ref, explicit: true }, options, diagnostics)).map(f => f.definition);
  return defs.length ? defs.reduce((a, b) => mergeExtends(a, b)) : undefined;
}

/** Same-namespace files merged in load order; each override or same-level clash is reported. */
function mergeByPriority(files: LoadedFile[], diagnostics: Diagnostic[]): Map<string, NamespaceDefinition> {
  const namespaces = new Map<string, NamespaceDefinition>();
  const kindOf = new Map<string, SourceKind>();
  for (const { definition: def, kind } of files) {
    const existing = namespaces.get(def.namespace);
    if (!existing) {
      namespaces.set(def.namespace, def);
      for (const a of Object.values(def.actions)) kindOf.set(a.fullName, kind);
      continue;
    }
    const actions = { ...existing.actions };
    for (const [name, action] of Object.entries(def.actions)) {
      const previous = actions[name];
      if (previous && previous.sourcePath !== action.sourcePath) {
        const sameLevel = kindOf.get(action.fullName) === kind;
        diagnostics.push({
          code: sameLevel ? 'ACTION_CONFLICT' : 'ACTION_OVERRIDDEN',
          severity: sameLevel ? 'warning' : 'info',
          message: `${action.fullName} from ${action.sourcePath} ${sameLevel ? 'clashes with' : 'overrides'} the one from ${previous.sourcePath} (${kindOf.get(action.fullName)}); the ${kind} one is used`,
          action: action.fullName,
          ...(action.location ? { location: action.location } : {}),
        });
      }
      actions[name] = previous && previous.sourcePath === action.sourcePath ? mergeAction(previous, action) : action;
      kindOf.set(action.fullName, kind);
    }
    const compatibility = mergeCompatibility(existing.compatibility, def.compatibility);
    namespaces.set(def.namespace, {
      ...existing,
      version: def.version,
      description: def.description || existing.description,
      selectors: { ...existing.selectors, ...def.selectors },
      ...(compatibility ? { compatibility } : {}),
      actions,
    });
  }
  return namespaces;
}
