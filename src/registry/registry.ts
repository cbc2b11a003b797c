/** The in-memory registry (seed 002 §4.3 ActionRegistry): lookup with alias_of and deprecation, list, search, reload. */
import { checkRegistry } from './checks.ts';
import { loadAll, type LoadedFile, type LoaderOptions } from './loader.ts';
import { nearest } from './suggest.ts';
import type { ActionDefinition, Diagnostic, NamespaceDefinition } from './types.ts';

export interface ActionInfo {
  fullName: string;
  namespace: string;
  name: string;
  description: string;
  params: Array<{ name: string; type: string; required: boolean; secret: boolean }>;
  deprecated: boolean;
  aliasOf?: string;
  sourcePath: string;
}

export interface NamespaceInfo {
  namespace: string;
  version: string;
  description: string;
  actions: ActionInfo[];
}

export interface Lookup {
  action: ActionDefinition;
  /** Names followed through `alias_of`, first to last. */
  via: string[];
  /** Deprecation notices met on the way. */
  warnings: string[];
}

export class ActionRegistry {
  namespaces = new Map<string, NamespaceDefinition>();
  index = new Map<string, ActionDefinition>();
  files: LoadedFile[] = [];
  diagnostics: Diagnostic[] = [];
  /** Bumped on every reload; caches keyed on it (selectors) go stale with it. */
  generation = 0;

  constructor(readonly options: LoaderOptions = {}) {}

  /** (Re)reads every source; returns this load's diagnostics. */
  load(): Diagnostic[] {
    const result = loadAll(this.options);
    this.namespaces = result.namespaces;
    this.files = result.files;
    this.index = new Map();
    for (const ns of this.namespaces.values())
      for (const action of Object.values(ns.actions))
        this.index.set(action.fullName, action);
    this.diagnostics = [...result.diagnostics, ...checkRegistry(this)];
    this.generation++;
    return this.diagnostics;
  }

  reload(): Diagnostic[] {
    return this.load();
  }

  /**
   * Finds an action by full name (`ui:dialog:open`), by a name relative to `fromNamespace`, or by
   * `component:action` when exactly one namespace has it. Candidates otherwise (see `candidates`).
   */
  find(name: string, fromNamespace?: string): ActionDefinition | undefined {
    const exact = this.index.get(name);
    if (exact)
      return exact;
    if (fromNamespace) {
      const local = this.index.get(`${fromNamespace}:${name}`);
      if (local)
        return local;
    }
    const matches = this.candidates(name);
    return matches.length === 1 ? this.index.get(matches[0]) : undefined;
  }

  /** Full names ending in `:name`. */
  candidates(name: string): string[] {
    return [...this.index.keys()].filter(full => full.endsWith(`:${name}`)).sort();
  }

  /** Like find, following `alias_of` and collecting deprecation warnings. */
  lookup(name: string, fromNamespace?: string): Lookup | undefined {
    const via: string[] = [];
    const warnings: string[] = [];
    let action = this.find(name, fromNamespace);
    while (action) {
      if (action.deprecated)
        warnings.push(`${action.fullName} is deprecated${action.deprecatedMessage ? `: ${action.deprecatedMessage}` : ''}`);
      if (!action.aliasOf)
        return { action, via, warnings };
      if (via.includes(action.fullName))
        return undefined;
      via.push(action.fullName);
      action = this.find(action.aliasOf, action.namespace);
    }
    return undefined;
  }

  /** Nearest known names for a name that does not resolve (ambiguous matches first). */
  suggest(name: string): string[] {
    const ambiguous = this.candidates(name);
    if (ambiguous.length > 1)
      return ambiguous;
    const names = [...this.index.keys()];
    const short = names.map(n => n.split(':').slice(1).join(':'));
    return [...new Set([...nearest(name, names), ...nearest(name, short).map(s => names[short.indexOf(s)])])].slice(0, 5);
  }

  list(namespace?: string): NamespaceInfo[] {
    return [...this.namespaces.values()]
      .filter(ns => namespace === undefined || ns.namespace === namespace)
      .sort((a, b) => a.namespace.localeCompare(b.namespace))
      .map(ns => ({
        namespace: ns.namespace,
        version: ns.version,
        description: ns.description,
        actions: Object.values(ns.actions).sort((a, b) => a.name.localeCompare(b.name)).map(info),
      }));
  }

  /** Actions whose name, description, tags or params contain every word of `query` (name hits first). */
  search(query: string): ActionInfo[] {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const scored = [...this.index.values()].map(action => {
      const name = action.fullName.toLowerCase();
      const text = [name, action.description, ...(action.tags ?? []), ...Object.keys(action.params)].join(' ').toLowerCase();
      const all = words.every(w => text.includes(w));
      return { action, score: all ? words.filter(w => name.includes(w)).length * 2 + 1 : 0 };
    });
    return scored.filter(s => s.score > 0).sort((a, b) => b.score - a.score || a.action.fullName.localeCompare(b.action.fullName)).map(s => info(s.action));
  }
}

export function info(action: ActionDefinition): ActionInfo {
  return {
    fullName: action.fullName,
    namespace: action.namespace,
    name: action.name,
    description: action.description,
    params: Object.entries(action.params).map(([name, p]) => ({ name, type: p.type, required: p.required, secret: !!p.secret })),
    deprecated: !!action.deprecated,
    ...(action.aliasOf ? { aliasOf: action.aliasOf } : {}),
    sourcePath: action.sourcePath,
  };
}
