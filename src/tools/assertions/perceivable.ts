/**
 * Which elements a person can see. Playwright calls an element visible when it has a box and is
 * not `visibility: hidden`; a person does not see one that is fully transparent, clipped to a
 * pixel or to nothing (a screen-reader-only copy) or placed off the document's top or left edge.
 * The element checks take this rule, as the text checks do (shown-text-engine.ts).
 */
import type { Locator } from '@playwright/test';

/**
 * Runs in the page: for each element, why a person does not see it ('' when they do). A checkbox,
 * radio or file input is often made transparent or a pixel wide and drawn by a styled label or
 * sibling instead, so its own opacity and size do not count (as in page/runtime/dom.ts); an
 * ancestor's opacity does. No named inner helpers, since page functions are serialized as source.
 */
export function unseenWhy(elements: Element[]): string[] {
  return elements.map(element => {
    const drawnElsewhere = element instanceof HTMLInputElement && /^(?:checkbox|radio|file)$/i.test(element.type);
    for (let up: Element | null = element; up; up = up.parentElement ?? ((up.getRootNode() as Partial<ShadowRoot>).host ?? null)) {
      const style = getComputedStyle(up);
      if (style.display === 'contents' || (drawnElsewhere && up === element))
        continue;
      if (style.opacity === '0')
        return 'fully transparent';
      // clip: rect(0 0 0 0) of a screen-reader-only copy, clip-path: inset(50%) of another.
      const clip = /^rect\(([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px,? ([-\d.]+)px\)$/.exec(style.clip);
      if ((clip && /^(?:absolute|fixed)$/.test(style.position) && (Number(clip[2]) - Number(clip[4]) <= 1 || Number(clip[3]) - Number(clip[1]) <= 1)) || style.clipPath === 'inset(50%)')
        return 'clipped to nothing';
    }
    if (getComputedStyle(element).display === 'contents')
      return '';
    const box = element.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1 && !drawnElsewhere)
      return 'one pixel in size or less';
    if (box.right + scrollX <= 0 || box.bottom + scrollY <= 0)
      return 'placed off the page';
    return '';
  });
}

/** Why each match of `locator` that Playwright calls visible is not seen ('' when it is). Throws as Playwright does (a read cut off by a navigation is poll's to retry). */
export async function unseenMatches(locator: Locator): Promise<string[]> {
  return locator.filter({ visible: true }).evaluateAll(unseenWhy);
}
