/** The RegistryDriver over specwright's tools (executeStep, snapshot, executeJS) and locator (resolveTarget, resolveSelector). */
import { resolveSelector, resolveTarget } from '../locator/index.ts';
import type { ToolContext } from '../tools/context.ts';
import { executeStep } from '../tools/execute.ts';
import { executeJS } from '../tools/executeJS.ts';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { snapshot } from '../tools/snapshot.ts';
import type { DriverCallOptions, RegistryDriver } from './driver.ts';
import { selectorToTarget } from './step-actions.ts';
import type { VersionDetection } from './types.ts';

/**
 * A driver acting on `ctx`'s session: switchTab inside an action moves the current tab for the steps
 * after it and for the caller. Each call gets its own options (timeout, secrets); `ctx` never changes.
 */
export function createToolsDriver(ctx: ToolContext): RegistryDriver {
  return {
    run: (plan, options) => withOptions(ctx, options, call => executeStep(call, plan)),
    snapshot: options => withOptions(ctx, options, async call => {
      const result = await snapshot.run(call, {});
      return result.ok ? ok((result.data as { snapshot: string }).snapshot) : result;
    }),
    async find(target, options) {
      const result = await resolveTarget(ctx.page, target, { timeout: toolTimeout(ctx, options), allowMany: true });
      if (!result.ok)
        return result;
      const { count, description, locator } = result.data;
      const text = await locator.first().innerText({ timeout: 1_000 }).catch(() => undefined);
      return ok({ count, selector: description, ...(text !== undefined ? { text: text.trim().slice(0, 200) } : {}) });
    },
    evaluate: (script, options) => withOptions(ctx, options, async call => {
      const result = await executeJS.run(call, { code: script });
      return result.ok ? ok((result.data as { result: unknown }).result) : result;
    }),
    async resolveSelector(definition, options) {
      const result = await resolveSelector(ctx.page, definition, { timeout: toolTimeout(ctx, options) });
      return result.ok ? ok(result.data.selector) : result;
    },
    readVersion: (detection, options) => readVersion(ctx, detection, toolTimeout(ctx, options)),
    url: () => ctx.page.url(),
  };
}

/** Seed 002 §6.5.2: version_selector, then version_script, then version_meta; null when none answers. */
async function readVersion(ctx: ToolContext, detection: VersionDetection, timeout: number): Promise<string | null> {
  if (detection.versionSelector) {
    const found = await resolveTarget(ctx.page, selectorToTarget(detection.versionSelector), { timeout, visibleOnly: false });
    if (found.ok) {
      const el = found.data.locator.first();
      const value = await el.getAttribute('content', { timeout }).catch(() => null)
        ?? await el.getAttribute('data-version', { timeout }).catch(() => null)
        ?? await el.textContent({ timeout }).catch(() => null);
      if (value?.trim())
        return value.trim();
    }
  }
  if (detection.versionScript) {
    const result = await executeJS.run(ctx, { code: detection.versionScript });
    const value = result.ok ? (result.data as { result: unknown }).result : undefined;
    if (typeof value === 'string' || typeof value === 'number')
      return String(value);
  }
  if (detection.versionMeta) {
    const code = `document.querySelector('meta[name=' + ${JSON.stringify(JSON.stringify(detection.versionMeta))} + ']')?.getAttribute('content') ?? null`;
    const result = await executeJS.run(ctx, { code });
    const value = result.ok ? (result.data as { result: unknown }).result : undefined;
    if (typeof value === 'string' && value.trim())
      return value.trim();
  }
  return null;
}

function toolTimeout(ctx: ToolContext, options: DriverCallOptions): number {
  return options.explicit ? options.timeout : Math.min(ctx.timeout, options.timeout);
}

/** Runs `fn` on a context derived for this call (its timeout, the action's secrets), and turns a throw into a value. */
async function withOptions<T>(ctx: ToolContext, options: DriverCallOptions, fn: (ctx: ToolContext) => Promise<ToolResult<T>>): Promise<ToolResult<T>> {
  const secrets = options.secrets?.length ? [...new Set([...ctx.secrets, ...options.secrets])] : ctx.secrets;
  try {
    return await fn(ctx.with({ timeout: toolTimeout(ctx, options), secrets }));
  } catch (error) {
    return crashed(error);
  }
}

function crashed(error: unknown): ToolResult<never> {
  return fail('INTERNAL_ERROR', `tool crashed: ${(error as Error)?.message ?? String(error)}`, { retriable: false });
}
