/** A source file as positions: offset → 1-based line and column, and the raw step record parsers hand to the finisher. */
import type { Location, StructuredStep } from './model.ts';

/** Maps offsets of one file's text to `file:line:column`. */
export class SourceIndex {
  private readonly lineStarts: number[] = [0];

  readonly text: string;

  constructor(readonly file: string, source: string) {
    // The Markdown parser drops a byte-order mark and counts offsets without it; so do we.
    this.text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
    const text = this.text;
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  /** Location of `offset` (clamped into the text). Columns count UTF-16 units from 1, as editors and Playwright do. */
  locate(offset: number): Location {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { file: this.file, line: lo + 1, column: at - this.lineStarts[lo] + 1 };
  }

  /** Location of a 1-based line and column given by another parser (clamped to ≥ 1). */
  at(line: number, column: number): Location {
    return { file: this.file, line: Math.max(1, line), column: Math.max(1, column) };
  }
}

/** A step as found in a file, before variables are resolved and includes expanded. */
export interface RawStep {
  /** The step's source text as written (may span lines; quotes and code spans kept). */
  raw: string;
  /** Offset of `raw[0]` in `index.text`; variable errors point inside the step with it. */
  offset: number;
  index: SourceIndex;
  structured?: StructuredStep;
  expectation?: boolean;
  includedFrom?: Location;
  /** Marked `(Optional)`: the marker is no longer part of `raw`. */
  optional?: boolean;
  /** The bullets under a check that ends with a colon ("Verify the overview shows:"), each one criterion of it. */
  criteria?: RawStep[];
}
