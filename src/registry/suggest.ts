/** Nearest-name suggestions for unknown actions and params. */
import { distance } from 'fastest-levenshtein';

/** Up to `max` candidates close to `name` (edit distance ≤ a third of the longer name, or a shared part). */
export function nearest(name: string, candidates: Iterable<string>, max = 3): string[] {
  const lower = name.toLowerCase();
  return [...candidates]
    .map(candidate => ({ candidate, score: score(lower, candidate.toLowerCase()) }))
    .filter(({ score }) => score !== undefined)
    .sort((a, b) => a.score! - b.score! || a.candidate.localeCompare(b.candidate))
    .slice(0, max)
    .map(({ candidate }) => candidate);
}

function score(name: string, candidate: string): number | undefined {
  const d = distance(name, candidate);
  if (d <= Math.max(2, Math.floor(Math.max(name.length, candidate.length) / 3)))
    return d;
  // `open` finds `ui:dialog:open`: a shorter name matching a whole segment of a qualified one.
  const tail = candidate.split(':').slice(-name.split(':').length).join(':');
  const dTail = distance(name, tail);
  if (dTail <= Math.max(1, Math.floor(tail.length / 3)))
    return dTail + 0.5;
  return undefined;
}
