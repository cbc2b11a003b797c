/**
 * The run's model use in one line at the end: each model step says its use in an `ai` or `heal`
 * annotation (the report shows it per step); this reporter adds them up over every test of the run,
 * all workers and retries included.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { addUsage, NO_USAGE, type Usage } from '../pipeline/outcome.ts';

/** Annotation types that carry one step's model use. */
export const USAGE_ANNOTATIONS: ReadonlySet<string> = new Set(['ai', 'heal']);

/** One step's use as its annotation ends: `3 model calls, 1200+80 tokens, 2100 ms`. */
export function usageText(usage: Usage): string {
  return `${usage.modelCalls} model calls, ${usage.promptTokens}+${usage.completionTokens} tokens, ${usage.modelMs} ms`;
}

/** The use an annotation written with `usageText` states, or undefined. */
export function usageIn(text: string): Usage | undefined {
  const match = /(\d+) model calls, (\d+)\+(\d+) tokens, (\d+) ms$/.exec(text);
  return match ? { modelCalls: Number(match[1]), promptTokens: Number(match[2]), completionTokens: Number(match[3]), modelMs: Number(match[4]) } : undefined;
}

export default class UsageReporter implements Reporter {
  private total: Usage = NO_USAGE;
  private tests = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = result.annotations ?? test.annotations;
    let used = false;
    for (const annotation of annotations) {
      const usage = USAGE_ANNOTATIONS.has(annotation.type) ? usageIn(annotation.description ?? '') : undefined;
      if (!usage)
        continue;
      this.total = addUsage(this.total, usage);
      used = true;
    }
    if (used)
      this.tests++;
  }

  onEnd(_result: FullResult): void {
    const u = this.total;
    if (u.modelCalls === 0)
      return;
    process.stdout.write(`specwright: model use in this run: ${u.modelCalls} calls, ${u.promptTokens} prompt + ${u.completionTokens} completion tokens, ${(u.modelMs / 1000).toFixed(1)} s waiting for the model, in ${this.tests} test${this.tests === 1 ? '' : 's'}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
