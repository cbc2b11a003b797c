/** A verdict's evidence must quote what this step observed: each quote occurs in a tool result the model was shown. */

/** Quotes shorter than this (after trimming) prove nothing: "1" or "ok" occurs on almost any page. */
export const MIN_QUOTE_CHARS = 3;

export interface EvidenceCheck {
  ok: boolean;
  /** The quotes not found in any observation, or too short to count. */
  unverified: string[];
}

/**
 * Every quote, whitespace collapsed, must be a case-sensitive substring of one of the observations
 * (also whitespace collapsed); at least one quote is required.
 */
export function checkEvidence(quotes: readonly string[], observations: readonly string[]): EvidenceCheck {
  const seen = observations.map(collapse);
  const unverified = quotes.filter(quote => {
    const q = collapse(quote);
    return q.length < MIN_QUOTE_CHARS || !seen.some(text => text.includes(q));
  });
  return { ok: quotes.length > 0 && unverified.length === 0, unverified: quotes.length ? unverified : ['(no evidence given)'] };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
