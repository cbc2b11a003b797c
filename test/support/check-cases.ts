/** A table of checks, each on its own page: one test per row, passing when the tool's verdict is the row's. */
import { expect, test } from '@playwright/test';
import { createToolContext, executeCall } from '../../src/tools/index.ts';

/** The page's HTML, the tool and its arguments, and the verdict it must give: a pass, or a failed check. */
export type CheckCase = [html: string, tool: string, args: Record<string, unknown>, expected: 'pass' | 'fail'];

export function checkCases(cases: CheckCase[]): void {
  for (const [html, tool, args, expected] of cases) {
    test(`${tool} ${JSON.stringify(args)} on ${html} → ${expected}`, async ({ page }) => {
      await page.setContent(html);
      const result = await executeCall(createToolContext(page, { timeout: 300 }), { tool, args } as never);
      // The failure's message is shown when the verdict is not the expected one.
      expect(result.ok ? 'pass' : `fail (${result.error.code}: ${result.error.message.slice(0, 160)})`).toMatch(expected === 'pass' ? /^pass$/ : /^fail \(ASSERTION_FAILED:/);
    });
  }
}
