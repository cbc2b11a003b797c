/** Checks that need the whole registry: selector aliases, run targets, alias_of, circular run/fallback (seed 002 §6.1.8). */
import type { ActionRegistry } from './registry.ts';
import { allSteps } from './semantics.ts';
import { locationOf } from './source.ts';
import type { ActionDefinition, ActionStep, Diagnostic, NamespaceDefinition } from './types.ts';
import { stringsIn } from './expr/index.ts';
import { references } from './vars.ts';

export function checkRegistry(registry: ActionRegistry): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const ns of registry.namespaces.values()) {
    const aliases = selectorNames(ns);
    for (const action of Object.values(ns.actions)) {
      checkSelectors(action, aliases, out);
      checkTargets(registry, action, out);
    }
  }
  out.push(...findCycles(registry));
  return out;
}

/** Run targets written literally (not templates) of these steps. */
export function runTargets(steps: readonly ActionStep[]): Array<{ step: ActionStep; name: string }> {
  return allSteps(steps)
    .filter(step => step.action === 'run' && typeof step.args.action === 'string' && !step.args.action.includes('${'))
    .map(step => ({ step, name: step.args.action as string }));
}

function selectorNames(ns: NamespaceDefinition): Set<string> {
  const names = new Set(Object.keys(ns.selectors));
  for (const override of Object.values(ns.compatibility?.versionOverrides ?? {}))
    for (const name of Object.keys(override.selectors ?? {})) names.add(name);
  return names;
}

function checkSelectors(action: ActionDefinition, aliases: Set<string>, out: Diagnostic[]): void {
  for (const step of allSteps(action.steps)) {
    for (const text of stringsIn(step.args)) {
      for (const ref of references(text)) {
        const alias = ref.segments[1];
        if (ref.scope === 'selectors' && alias !== undefined && !aliases.has(alias))
          out.push(at(step, action, 'UNKNOWN_SELECTOR', `"\${selectors.${alias}}" is not a selector alias of namespace ${action.namespace}`));
      }
    }
  }
}

function checkTargets(registry: ActionRegistry, action: ActionDefinition, out: Diagnostic[]): void {
  for (const { step, name } of runTargets(action.steps)) {
    if (!registry.find(name, action.namespace))
      out.push({ ...at(step, action, 'RUN_TARGET_MISSING', `run "${name}": no such action`), suggestions: registry.suggest(name) });
  }
  if (action.aliasOf && !registry.lookup(action.fullName))
    out.push({ code: 'ALIAS_TARGET_MISSING', severity: 'error', message: `alias_of "${action.aliasOf}" does not lead to an action`, action: action.fullName, ...(action.location ? { location: action.location } : {}) });
}

/**
 * A cycle of `run` steps (through steps or fallbacks) recurses until MAX_DEPTH_EXCEEDED. Unconditional
 * cycles are errors; a cycle with a `when` on the way may be bounded recursion, so it is a warning.
 */
function findCycles(registry: ActionRegistry): Diagnostic[] {
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  const visit = (action: ActionDefinition, chain: Array<{ action: ActionDefinition; step?: ActionStep }>) => {
    for (const { step, name } of runTargets(action.steps)) {
      const target = registry.lookup(name, action.namespace)?.action;
      if (!target)
        continue;
      const links = [...chain, { action, step }];
      const start = links.findIndex(l => l.action.fullName === target.fullName);
      if (start >= 0) {
        const cycle = links.slice(start);
        const key = cycle.map(l => l.action.fullName).sort().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          const guarded = cycle.some(l => l.step?.when !== undefined);
          out.push({
            ...at(step, action, 'CIRCULAR_REFERENCE', `circular run: ${[...cycle.map(l => l.action.fullName), target.fullName].join(' → ')}`),
            severity: guarded ? 'warning' : 'error',
          });
        }
        continue;
      }
      if (links.length < 50)
        visit(target, links);
    }
  };
  for (const action of registry.index.values())
    visit(action, []);
  return out;
}

function at(step: ActionStep, action: ActionDefinition, code: Diagnostic['code'], message: string): Diagnostic {
  const location = locationOf(step) ?? action.location;
  return { code, severity: 'error', message, action: action.fullName, ...(location ? { location } : {}) };
}
