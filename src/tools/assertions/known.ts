/** Whether a negative check whose target matches nothing knows what it checks: a typo must not read as a pass. */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { holdsWholeName, wholeNameMatcher, type Root } from '../../locator/candidates.ts';
import { sanitizeTarget } from '../../locator/clean.ts';
import { parseTarget, type ParsedTarget, type TargetScope } from '../../locator/parse.ts';
import { finiteOnly, scopeText, searchGroups } from '../../locator/scope.ts';
import { looseMatcher } from '../../locator/text-match.ts';
import { wasResolved } from '../../locator/seen.ts';
import { quietly } from '../../playwright/quiet.ts';

export type Absence = { known: true; why: 'gone' | 'quoted' | 'container' } | { known: false; message: string };

/**
 * A target that matches nothing is known to be absent when it resolved to an element earlier on
 * this page (it is gone); when it is quoted text alone, whose place is the page; or when the
 * words that name it are nowhere they could be shown: a quoted or role-worded name (`the "Trail
 * Backpack" item`, `the Remove button for "Bike Light"`) not shown on the page, or in its scope's
 * container when that container is on the page. A name that is shown there while nothing
 * matches the description says the description is off (a role word the page does not use, a kind
 * word read as a name: `the card for "Bike Light"`), not that the element is gone: "cannot tell".
 */
export async function absenceOf(page: Page, target: string): Promise<Absence> {
  const cleaned = sanitizeTarget(target).cleaned;
  if (wasResolved(page, cleaned))
    return { known: true, why: 'gone' };
  const parsed = parseTarget(target);
  if (!parsed.scope && ((parsed.quoted && parsed.roles.length === 0) || parsed.selector?.engine === 'text'))
    return { known: true, why: 'quoted' };
  // Words that are only a name, unquoted, may be a kind the search read as a name ("card"): nothing tells.
  const name = parsed.text !== undefined && !parsed.selector && (parsed.quoted || parsed.roles.length > 0) ? parsed.text : undefined;
  const unnamed = parsed.text === undefined && !parsed.selector && parsed.roles.length > 0;
  if (parsed.scope) {
    // A look, not an action: quiet in the report, as the lookup itself (src/playwright/quiet.ts).
    if (!await quietly(page, () => containerShown(page, parsed.scope!)))
      return { known: false, message: `cannot tell: nothing matches ${JSON.stringify(cleaned)}, and its scope ${parsed.scope.description} is not on the page` };
    if (unnamed || (name !== undefined && !await quietly(page, () => nameShown(page, parsed, name, parsed.scope))))
      return { known: true, why: 'container' };
    return { known: false, message: name !== undefined
      ? `cannot tell: nothing matches ${JSON.stringify(cleaned)}, yet ${JSON.stringify(name)} is shown in ${parsed.scope.description}`
      : `cannot tell: nothing matches ${JSON.stringify(cleaned)} in ${parsed.scope.description}, and its words may not name an element` };
  }
  if (name !== undefined && !await quietly(page, () => nameShown(page, parsed, name, undefined)))
    return { known: true, why: 'quoted' };
  return { known: false, message: name !== undefined
    ? `cannot tell: nothing matches ${JSON.stringify(cleaned)}, yet ${JSON.stringify(name)} is shown on the page (is it another kind of element?)`
    : `cannot tell: nothing matches ${JSON.stringify(cleaned)} (it never matched an element here, so it may be misspelled)` };
}

/**
 * Whether the name is shown on the page, or in the scope's container: where it would be, were the
 * element there. In any case; as a whole phrase, or, for a quoted name of a button, link, field…
 * (holdsWholeName), as an element's whole text: "Submit feedback" is no sign of a "Submit" button.
 */
async function nameShown(page: Page, parsed: ParsedTarget, name: string, scope: TargetScope | undefined): Promise<boolean> {
  const matcher = holdsWholeName(parsed) ? wholeNameMatcher(name) : looseMatcher(name);
  const shown = (root: Root) => root.getByText(matcher).filter({ visible: true });
  if (!scope) {
    // A read that fails (a page navigating) counts as shown: it cannot tell the name is not there.
    for (const frame of page.frames())
      if (!frame.isDetached() && await shown(frame).count().catch(() => 1) > 0)
        return true;
    return false;
  }
  for (const { root, near } of searchGroups(page, scope).flat()) {
    const matches = near !== undefined ? await finiteOnly(shown(root), near) : shown(root);
    // Where proximity cannot be measured, the name shown anywhere in the root counts.
    if (await (matches ?? shown(root)).count().catch(() => 1) > 0)
      return true;
  }
  return false;
}

/** The scope's container: a named region, role or frame that exists, or its text shown on the page. */
async function containerShown(page: Page, scope: NonNullable<ReturnType<typeof parseTarget>['scope']>): Promise<boolean> {
  for (const { root, near } of searchGroups(page, scope).flat()) {
    // A region or role container is a Locator; a frame scope a FrameLocator, whose owner is the iframe.
    const probe = near !== undefined
      ? root.getByText(scopeText(near)).filter({ visible: true })
      : 'owner' in root ? (root as FrameLocator).owner() : root as Locator;
    if (await probe.count().catch(() => 0) > 0)
      return true;
  }
  return false;
}
