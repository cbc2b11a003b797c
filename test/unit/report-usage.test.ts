/** The run's usage line: each model step's annotation, added up over every test the reporter sees. */
import { expect, test } from '@playwright/test';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import UsageReporter, { usageIn, usageText } from '../../src/report/usage.ts';

const ended = (annotations: { type: string; description?: string }[]) =>
  [{ annotations: [] } as unknown as TestCase, { annotations } as unknown as TestResult] as const;

/** What `run` writes to stdout. */
function printed(run: () => void): string[] {
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
  try {
    run();
  } finally {
    process.stdout.write = write;
  }
  return written;
}

test('a step annotation reads back as the use it states', () => {
  const use = { modelCalls: 3, promptTokens: 12000, completionTokens: 85, modelMs: 2300 };
  expect(usageIn(`Log in: ok; ${usageText(use)}`)).toEqual(use);
  expect(usageIn('no usage here')).toBeUndefined();
});

test('one line at the end adds up every ai and heal step of every test, and nothing else', () => {
  const reporter = new UsageReporter();
  reporter.onTestEnd(...ended([
    { type: 'ai', description: `Log in: ok; ${usageText({ modelCalls: 2, promptTokens: 100, completionTokens: 10, modelMs: 500 })}` },
    { type: 'heal', description: `Click "Sign in": ok; ${usageText({ modelCalls: 1, promptTokens: 50, completionTokens: 5, modelMs: 250 })}` },
    { type: 'healed', description: 'Click "Sign in" → click({"ref":"e3"}); 9 model calls, 1+1 tokens, 1 ms' },
  ]));
  reporter.onTestEnd(...ended([{ type: 'ai', description: `Check: ok; ${usageText({ modelCalls: 4, promptTokens: 1000, completionTokens: 40, modelMs: 1250 })}` }]));
  reporter.onTestEnd(...ended([{ type: 'skip', description: 'needs a model' }]));
  const written = printed(() => reporter.onEnd({ status: 'passed' } as never));
  expect(written).toEqual(['specwright: model use in this run: 7 calls, 1150 prompt + 55 completion tokens, 2.0 s waiting for the model, in 2 tests\n']);
});

test('a run with no model steps prints nothing', () => {
  const reporter = new UsageReporter();
  reporter.onTestEnd(...ended([]));
  const written = printed(() => reporter.onEnd({ status: 'passed' } as never));
  expect(written).toEqual([]);
});
