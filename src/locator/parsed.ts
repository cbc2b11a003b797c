/**
 * Targets parsed at compile time: a generated test embeds the ParsedTarget of every target its
 * steps name, and hands them here when it loads, so a lookup reads its target instead of parsing it.
 * Targets first known at run time (a registry step's, one with a variable in it) are parsed then.
 */
import { parseTarget, type ParsedTarget } from './parse.ts';

const known = new Map<string, ParsedTarget>();

/** The target's parse: the compiled one when the compiler saw this exact text, else parsed now. */
export function parsedTarget(input: string): ParsedTarget {
  return known.get(input) ?? parseTarget(input);
}

/** Called by each generated test file as it loads, with the targets the compiler parsed. */
export function rememberParsedTargets(targets: Readonly<Record<string, ParsedTarget>>): void {
  for (const [text, parsed] of Object.entries(targets))
    known.set(text, parsed);
}
