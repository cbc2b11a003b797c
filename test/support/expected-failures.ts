/**
 * What a harness's generated tests import (`importTestFrom`): specwright's own `test`, with the tests
 * its project lists in `metadata.expectFailing` (spec paths, or `spec path:scenario`) marked as
 * expected to fail. Playwright restarts a worker after every unexpected failure, browser and all; a
 * run made mostly of failures it provokes on purpose spent much of its time restarting. The mark
 * decides nothing: the JSON report still records each test's own status and errors ("failed", or
 * "passed" when a marked test passes), which is what the harnesses read.
 */
import type { TestInfo } from '@playwright/test';
import { test as specwright } from '../../src/fixtures/index.ts';
import { specOfTestFile } from '../../src/fixtures/spec-data.ts';

export { defineSpec, expect } from '../../src/fixtures/index.ts';

export const test = specwright.extend<{ expectedFailure: void }>({
  // Playwright reads a fixture's dependencies from its destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  expectedFailure: [async ({}, use, testInfo) => {
    testInfo.fail(listedAsFailing(testInfo), 'the harness expects it to fail');
    await use();
  }, { auto: true, box: true }],
});

/** The project's `metadata.expectFailing` names this test's spec file, or the spec file and this scenario. */
export function listedAsFailing(testInfo: Pick<TestInfo, 'file' | 'title' | 'project'>): boolean {
  const expected = (testInfo.project.metadata as { expectFailing?: string[] }).expectFailing ?? [];
  const spec = specOfTestFile(testInfo.file)?.file;
  return !!spec && expected.some(entry => entry === spec || entry === `${spec}:${testInfo.title}`);
}
