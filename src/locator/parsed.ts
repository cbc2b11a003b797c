/**
 * Targets parsed at compile time: a generated test embeds the ParsedTarget of every target its
 * steps name, and hands them here when it loads, so a lookup reads its target instead of parsing it.
 * Targets first known at run time (a registry step's, one with a variable in it) are parsed then.
 */
import { parseTarget, type ParsedTarget, type TargetScope } from './parse.ts';

/** Target texts → their compiled parse: packed as loaded, unpacked the first time a lookup reads it. */
const known = new Map<string, ParsedTarget | { packed: PackedTarget }>();

/**
 * A ParsedTarget as a generated file embeds it, under the target's text: without what that text
 * and the defaults say again (`raw` when it is the text, `quoted`, `icon` and `pickAny` when false,
 * empty `roles`), so a suite of a thousand specs does not load every default a thousand times.
 */
export type PackedTarget = Omit<Partial<ParsedTarget>, 'scope'> & { scope?: Omit<TargetScope, 'roles'> & { roles?: TargetScope['roles'] } };

export function packTarget(text: string, parsed: ParsedTarget): PackedTarget {
  const { raw, quoted, roles, icon, pickAny, scope, ...rest } = parsed;
  const packed: PackedTarget = { ...rest };
  if (raw !== text)
    packed.raw = raw;
  if (quoted)
    packed.quoted = true;
  if (roles.length)
    packed.roles = roles;
  if (icon)
    packed.icon = true;
  if (pickAny)
    packed.pickAny = true;
  if (scope) {
    const { roles: scopeRoles, ...scopeRest } = scope;
    packed.scope = scopeRoles.length ? scope : scopeRest;
  }
  return packed;
}

/** packTarget undone: the ParsedTarget parseTarget gives for `text`. */
export function unpackTarget(text: string, packed: PackedTarget): ParsedTarget {
  const { scope, ...rest } = packed;
  return { raw: text, quoted: false, roles: [], icon: false, pickAny: false, ...rest, ...(scope ? { scope: { roles: [], ...scope } } : {}) };
}

/** The target's parse: the compiled one when the compiler saw this exact text, else parsed now. */
export function parsedTarget(input: string): ParsedTarget {
  const entry = known.get(input);
  if (entry === undefined)
    return parseTarget(input);
  if (!('packed' in entry))
    return entry;
  const parsed = unpackTarget(input, entry.packed);
  known.set(input, parsed);
  return parsed;
}

/** Called by each generated test file as it loads, with the targets the compiler parsed. */
export function rememberParsedTargets(targets: Readonly<Record<string, PackedTarget>>): void {
  for (const [text, packed] of Object.entries(targets))
    known.set(text, { packed });
}
