/** Element fingerprints: whether an element found on replay is the one a lock file recorded. */
import type { Fingerprint } from '../common/element.ts';

export type { ElementRecord, Fingerprint } from '../common/element.ts';

/** Attributes that name an element for a person or a test and do not change with its state. */
export const STABLE_ATTRIBUTES = ['id', 'name', 'type', 'for', 'data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-cy', 'href'] as const;

/**
 * The element found by the recorded locator is the recorded one when what identifies it for a person
 * is unchanged: tag, role and accessible name, the stable attributes both have, and its text when it
 * has no name (a badge, a heading). Its place is not compared: a moved element is still itself.
 * Text is compared whole, not as a prefix: "Add" is not "Add to cart". `compareText` false leaves
 * the text out: the caller checks it itself (a text check's pin, identified without it: textFreeIdentity).
 */
export function sameElement(recorded: Fingerprint, found: Fingerprint, compareText = true): boolean {
  if (recorded.tag !== found.tag || recorded.role !== found.role || recorded.name !== found.name)
    return false;
  if (compareText && !recorded.name && recorded.text !== found.text)
    return false;
  const keys = new Set([...Object.keys(recorded.attrs), ...Object.keys(found.attrs)]);
  for (const key of keys) {
    if (recorded.attrs[key] !== found.attrs[key])
      return false;
  }
  return true;
}

/**
 * Whether an element recorded as the target of a text check is identified with its text left out:
 * it has an accessible name or a stable attribute other than `type`. And, given the words the step
 * described it by, none of them is in its text, so the text was not what the search found it by
 * ("the cart badge" showing "2": yes; "the Checkout heading" showing "Checkout": no).
 */
export function textFreeIdentity(print: Fingerprint, targetWords?: string): boolean {
  if (!print.name && !Object.keys(print.attrs).some(key => key !== 'type'))
    return false;
  const text = print.text.toLowerCase();
  return !(targetWords ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).some(word => word && text.includes(word));
}

/** One line for a report: `button "Login" #login-button`. */
export function describeFingerprint(print: Fingerprint): string {
  const who = [print.role || print.tag, print.name ? JSON.stringify(print.name) : print.text ? `text ${JSON.stringify(print.text)}` : ''];
  const attrs = Object.entries(print.attrs).map(([key, value]) => key === 'id' ? `#${value}` : `[${key}=${JSON.stringify(value)}]`);
  return [...who, ...attrs].filter(Boolean).join(' ');
}

/** Whether a value read from a lock file is a fingerprint (a lock file is user-editable text). */
export function isFingerprint(value: unknown): value is Fingerprint {
  if (!value || typeof value !== 'object')
    return false;
  const v = value as Record<string, unknown>;
  return ['role', 'name', 'text', 'tag', 'place'].every(key => typeof v[key] === 'string')
    && !!v.attrs && typeof v.attrs === 'object' && Object.values(v.attrs).every(x => typeof x === 'string');
}
