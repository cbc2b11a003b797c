/** Locating for assertions: an element that cannot be found is a failed assertion (retriable), not a tool error; a quoted name of a button, link, field… is a whole name, as for every tool (holdsWholeName). */
import type { Locator } from '@playwright/test';
import type { ResolveOptions } from '../../locator/resolve.ts';
import type { ToolContext } from '../context.ts';
import { recode, type ToolResult } from '../../common/result.ts';
import { locateElement, type Located, type TargetArgs } from '../target.ts';

export async function locateForAssertion(ctx: ToolContext, args: TargetArgs, options: Omit<ResolveOptions, 'timeout'> = {}): Promise<ToolResult<Located & { locator: Locator }>> {
  const located = await locateElement(ctx, args, { ...options, check: true });
  if (located.ok || located.error.code !== 'ELEMENT_NOT_FOUND')
    return located;
  return recode(located.error, 'ASSERTION_FAILED');
}
