/** Plans become tool calls at compile time, and their target descriptions structured targets, so nothing is parsed at run time. */
import { LRUCache } from 'lru-cache';
import { parseTarget, notReadWhy, type ParsedTarget } from '../locator/parse.ts';
import { packTarget, type PackedTarget } from '../locator/parsed.ts';
import { TARGET_FIELDS, type ToolCall } from '../common/calls.ts';
import { toolCallFor } from '../steps/calls.ts';
import type { StepPlan } from '../steps/plan.ts';


export type CompiledCall =
  | { ok: true; call: ToolCall; targets: Record<string, PackedTarget> }
  | { ok: false; message: string };

/**
 * The plan's tool call, and the parse of each target it names (packed, embedded in the generated
 * file and handed to the locator when the test loads); a target the locator cannot read is an error. The
 * call keeps its targets as text: the one form a model, MCP client or registry step also writes.
 */
export function compileCall(plan: StepPlan): CompiledCall {
  const mapped = toolCallFor(plan);
  if (!mapped.ok)
    return { ok: false, message: mapped.error.message };
  const targets: Record<string, PackedTarget> = {};
  for (const field of TARGET_FIELDS) {
    const value = mapped.data.args[field];
    if (typeof value !== 'string')
      continue;
    const read = readTarget(value);
    if ('problem' in read)
      return { ok: false, message: `${field} ${JSON.stringify(value)}: ${read.problem}` };
    targets[value] = read.packed;
  }
  return { ok: true, call: mapped.data, targets };
}

/** Reads by description: a suite names the same elements in many specs. */
const read = new LRUCache<string, { packed: PackedTarget } | { problem: string }>({ max: 5_000 });

/** A target description parsed and packed (only serialized, never changed), or why the locator cannot read it. */
function readTarget(value: string): { packed: PackedTarget } | { problem: string } {
  let known = read.get(value);
  if (!known) {
    const parsed = parseTarget(value);
    const problem = unreadable(parsed);
    known = problem ? { problem } : { packed: packTarget(value, parsed) };
    read.set(value, known);
  }
  return known;
}

/** Why the locator could not look for this target, or undefined: it needs a selector, a name or a role to look for. */
function unreadable(parsed: ParsedTarget): string | undefined {
  if (!parsed.raw.trim())
    return 'the target is empty: describe the element or give a selector';
  if (parsed.selector?.error)
    return parsed.selector.error;
  if (parsed.selector)
    return parsed.selector.value.trim() ? undefined : `the ${parsed.selector.engine}: selector is empty`;
  const notRead = notReadWhy(parsed);
  if (notRead)
    return notRead;
  if (parsed.text === undefined && parsed.roles.length === 0 && !parsed.roleWord)
    return 'names nothing to look for (no quoted text, element name or element kind)';
  if (parsed.scope && parsed.scope.text === undefined && parsed.scope.roles.length === 0 && !parsed.scope.region)
    return `its scope ${JSON.stringify(parsed.scope.description)} names no container`;
  return undefined;
}
