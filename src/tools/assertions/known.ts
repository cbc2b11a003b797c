/** Whether a negative check whose target matches nothing knows what it checks: a typo must not read as a pass. */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { sanitizeTarget } from '../../locator/clean.ts';
import { parseTarget } from '../../locator/parse.ts';
import { scopeText, searchGroups } from '../../locator/scope.ts';
import { wasResolved } from '../../locator/seen.ts';
import { quietly } from '../../playwright/quiet.ts';

export type Absence = { known: true; why: 'gone' | 'quoted' | 'container' } | { known: false; message: string };

/**
 * A target that matches nothing is known to be absent when it resolved to an element earlier on
 * this page (it is gone); when it names quoted text, whose place is the page; or when its scope's
 * container is on the page (and holds none). Otherwise nothing tells a description that is gone
 * from one that never meant anything here: "cannot tell".
 */
export async function absenceOf(page: Page, target: string): Promise<Absence> {
  const cleaned = sanitizeTarget(target).cleaned;
  if (wasResolved(page, cleaned))
    return { known: true, why: 'gone' };
  const parsed = parseTarget(target);
  if (parsed.scope) {
    // A look, not an action: quiet in the report, as the lookup itself (src/playwright/quiet.ts).
    if (await quietly(page, () => containerShown(page, parsed.scope!)))
      return { known: true, why: 'container' };
    return { known: false, message: `cannot tell: nothing matches ${JSON.stringify(cleaned)}, and its scope ${parsed.scope.description} is not on the page` };
  }
  if (parsed.quoted || parsed.selector?.engine === 'text')
    return { known: true, why: 'quoted' };
  return { known: false, message: `cannot tell: nothing matches ${JSON.stringify(cleaned)} (it never matched an element here, so it may be misspelled)` };
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
