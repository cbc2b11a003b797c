/** Secrets never reach the model: it reads `${secrets.NAME}` where a value was, and a tool gets the value back. */

export class SecretMask {
  /** Longest values first, so a secret containing another is masked whole. */
  private readonly entries: [placeholder: string, value: string][];

  /** `named`: the spec's secrets by name; `values`: other secret values (masked as `[secret]`, never substituted). */
  constructor(named: Readonly<Record<string, string>>, values: readonly string[] = []) {
    const known = new Set(Object.values(named));
    this.entries = [
      ...Object.entries(named).filter(([, value]) => value !== '').map(([name, value]): [string, string] => [`\${secrets.${name}}`, value]),
      ...values.filter(value => value !== '' && !known.has(value)).map((value): [string, string] => ['[secret]', value]),
    ].sort((a, b) => b[1].length - a[1].length);
  }

  /** Text the model will read, every secret value replaced by its placeholder. */
  mask(text: string): string {
    let out = text;
    for (const [placeholder, value] of this.entries)
      out = out.split(value).join(placeholder);
    return out;
  }

  /** Arguments the model wrote, each `${secrets.NAME}` replaced by the value, in every string at any depth. */
  substitute<T>(value: T): T {
    if (typeof value === 'string') {
      let out: string = value;
      for (const [placeholder, secret] of this.entries)
        if (placeholder !== '[secret]')
          out = out.split(placeholder).join(secret);
      return out as T;
    }
    if (Array.isArray(value))
      return value.map(item => this.substitute(item)) as T;
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.substitute(v)])) as T;
    return value;
  }

  /** The names the model may use. */
  names(): string[] {
    return this.entries.filter(([placeholder]) => placeholder !== '[secret]').map(([placeholder]) => placeholder);
  }
}
