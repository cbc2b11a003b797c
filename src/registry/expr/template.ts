/** Template strings: `Hello ${params.name}!` split into text and references, one pass, no re-scanning. */
import { ExprError } from './errors.ts';
import type { ExprLimits } from './limits.ts';
import { parsePlaceholder, type Reference } from './path.ts';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'ref'; ref: Reference };

/**
 * Splits `source` into parts. `$${` is a literal `${`; a lone `$` is text. With `recover`, a
 * malformed placeholder is reported and kept as text so scanning can go on (validation lists
 * every problem at once); without it, the first one throws.
 */
export function parseTemplate(source: string, limits: ExprLimits, recover?: (error: ExprError) => void): TemplatePart[] {
  checkLength(source, limits);
  const parts: TemplatePart[] = [];
  let text = '';
  let references = 0;
  let at = 0;
  while (at < source.length) {
    const dollar = source.indexOf('$', at);
    if (dollar === -1) {
      text += source.slice(at);
      break;
    }
    text += source.slice(at, dollar);
    if (source.startsWith('$${', dollar)) {
      text += '${';
      at = dollar + 3;
    } else if (source.startsWith('${', dollar)) {
      const ref = placeholder(source, dollar, limits, recover);
      if (!ref) {
        text += '${';
        at = dollar + 2;
        continue;
      }
      references += 1;
      checkReferenceCount(references, ref, source, limits);
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: 'ref', ref });
      at = ref.end;
    } else {
      text += '$';
      at = dollar + 1;
    }
  }
  if (text) parts.push({ kind: 'text', text });
  return parts;
}

/** Every `${…}` in `source`, in order: for scope checks, dependency graphs and dry runs. */
export function collectReferences(source: string, limits: ExprLimits): Reference[] {
  return parseTemplate(source, limits).flatMap(part => (part.kind === 'ref' ? [part.ref] : []));
}

export function checkLength(source: string, limits: ExprLimits): void {
  if (source.length > limits.maxLength) {
    throw new ExprError('EXPR_LIMIT', `longer than ${limits.maxLength} characters (maxLength)`, source, limits.maxLength, source.length);
  }
}

export function checkReferenceCount(count: number, ref: Reference, source: string, limits: ExprLimits): void {
  if (count > limits.maxReferences) {
    throw new ExprError('EXPR_LIMIT', `more than ${limits.maxReferences} "\${…}" references (maxReferences)`, source, ref.start, ref.end);
  }
}

function placeholder(source: string, at: number, limits: ExprLimits, recover: ((error: ExprError) => void) | undefined): Reference | undefined {
  if (!recover) return parsePlaceholder(source, at, limits);
  try {
    return parsePlaceholder(source, at, limits);
  } catch (error) {
    if (!(error instanceof ExprError)) throw error;
    recover(error);
    return undefined;
  }
}
