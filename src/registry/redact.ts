/** Secret masking for everything the registry shows: traces, errors, CLI output, reports (seed 002 §4.4.7). */

export const MASK = '***';

/** Collects secret values as they become known and replaces them wherever they appear. */
export class Redactor {
  private readonly values = new Set<string>();

  add(value: unknown): void {
    // Very short values would mask unrelated text ("a", "1"); they are still masked where they are known secrets (display scope).
    if (typeof value === 'string' && value.length >= 3)
      this.values.add(value);
    else if (typeof value === 'number')
      this.add(String(value));
  }

  /** The secret values known so far, for code that must keep them out of what it records (fill). */
  list(): readonly string[] {
    return [...this.values];
  }

  /** A copy of `value` with every known secret replaced by `***` (strings, arrays, plain objects). */
  apply<T>(value: T): T {
    if (this.values.size === 0)
      return value;
    return this.walk(value) as T;
  }

  text(value: string): string {
    let out = value;
    // Longest first, so a secret containing another is masked whole.
    for (const secret of [...this.values].sort((a, b) => b.length - a.length))
      out = out.split(secret).join(MASK);
    return out;
  }

  private walk(value: unknown): unknown {
    if (typeof value === 'string')
      return this.text(value);
    if (Array.isArray(value))
      return value.map(v => this.walk(v));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.walk(v)]));
    return value;
  }
}
