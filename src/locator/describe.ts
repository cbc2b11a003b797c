/** Short, serializable summaries of matched elements for AMBIGUOUS_TARGET evidence. */
import type { Match } from './pick.ts';
import { locatorOf } from './pick.ts';

export interface ElementSummary {
  tag: string;
  text: string;
  id?: string;
  testId?: string;
  role?: string;
  label?: string;
}

export async function describeElements(matches: Match[], limit = 10): Promise<ElementSummary[]> {
  const summaries: ElementSummary[] = [];
  for (const match of matches.slice(0, limit)) {
    const summary = await locatorOf(match).evaluate(summarize).catch(() => undefined);
    if (summary)
      summaries.push(summary);
  }
  return summaries;
}

/** Runs in the page: no named inner helpers, since page functions are serialized as source. */
function summarize(element: Element): ElementSummary {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const pick = [['id'], ['data-testid', 'data-test', 'data-qa', 'data-cy'], ['role'], ['aria-label', 'placeholder', 'title', 'alt', 'name']]
    .map(names => names.map(n => element.getAttribute(n)).find(v => v !== null) ?? undefined);
  return { tag: element.tagName.toLowerCase(), text, id: pick[0], testId: pick[1], role: pick[2], label: pick[3] };
}
