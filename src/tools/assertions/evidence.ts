/** Evidence for failed text assertions: the page texts nearest to what was expected. */
import type { Page } from '@playwright/test';
import { distance } from 'fastest-levenshtein';

/** Up to `limit` visible texts most like `wanted`, by edit distance of lower-cased, whitespace-collapsed text. */
export async function nearestTexts(page: Page, wanted: string, limit = 3): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode as Element | null; node && found.size < 2000; node = walker.nextNode() as Element | null) {
      const own = [...node.childNodes].filter(c => c.nodeType === Node.TEXT_NODE).map(c => c.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
      const box = own ? (node as HTMLElement).getBoundingClientRect?.() : undefined;
      if (own && box && box.width > 0 && box.height > 0)
        found.add(((node as HTMLElement).innerText ?? own).replace(/\s+/g, ' ').trim().slice(0, 200));
    }
    return [...found];
  }).catch(() => [] as string[]);
  const target = wanted.toLowerCase().replace(/\s+/g, ' ').trim();
  return texts
    .map(text => ({ text, score: distance(target, text.toLowerCase().slice(0, target.length * 2 + 10)) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(t => t.text);
}
