/** Merging definitions: `extends` (seed 002 §6.4.3 table) and same-namespace files across sources. */
import type { ActionCompatibility, ActionDefinition, NamespaceDefinition } from './types.ts';

/**
 * Child over parent, per the merge table of §6.4.3:
 * namespace, version: the child's; selectors: shallow (child keys win); actions: by name, an action
 * present in both merged field by field (params and returns by key, steps/verify the child's when
 * it has any); compatibility: deep (overrides merged per version pattern, their selectors by key).
 */
export function mergeExtends(parent: NamespaceDefinition, child: NamespaceDefinition): NamespaceDefinition {
  const actions: Record<string, ActionDefinition> = {};
  for (const [name, action] of Object.entries(parent.actions))
    actions[name] = rehome(action, child.namespace);
  for (const [name, action] of Object.entries(child.actions))
    actions[name] = actions[name] ? mergeAction(actions[name], action) : action;
  const compatibility = mergeCompatibility(parent.compatibility, child.compatibility);
  return {
    namespace: child.namespace,
    version: child.version,
    description: child.description || parent.description,
    ...(child.extends ? { extends: child.extends } : {}),
    ...(compatibility ? { compatibility } : {}),
    selectors: { ...parent.selectors, ...child.selectors },
    actions,
    sourcePath: child.sourcePath,
  };
}

export function mergeAction(parent: ActionDefinition, child: ActionDefinition): ActionDefinition {
  return {
    ...parent,
    ...child,
    description: child.description || parent.description,
    params: { ...parent.params, ...child.params },
    returns: { ...parent.returns, ...child.returns },
    steps: child.steps.length ? child.steps : parent.steps,
    ...(child.verify ?? parent.verify ? { verify: child.verify ?? parent.verify } : {}),
  };
}

export function mergeCompatibility(parent?: ActionCompatibility, child?: ActionCompatibility): ActionCompatibility | undefined {
  if (!parent || !child)
    return child ?? parent;
  const overrides: NonNullable<ActionCompatibility['versionOverrides']> = { ...parent.versionOverrides };
  for (const [pattern, override] of Object.entries(child.versionOverrides ?? {}))
    overrides[pattern] = { selectors: { ...overrides[pattern]?.selectors, ...override.selectors } };
  return { ...parent, ...child, versionOverrides: overrides };
}

/** The same action under another namespace (inherited through `extends`); its source path stays its own. */
function rehome(action: ActionDefinition, namespace: string): ActionDefinition {
  return { ...action, namespace, fullName: `${namespace}:${action.name}` };
}
