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
 * A driver acting on `ctx` itself, not a copy: switchTab inside an action moves `ctx.page` for the
 * steps after it and for the caller. The tools' own timeout stays the default unless a step set one.
 */
export function createToolsDriver(ctx: ToolContext): RegistryDriver {
  return {
    run: (plan, options) => withTimeout(ctx, options, () => executeStep(ctx, plan)),
    snapshot: options => withTimeout(ctx, options, async () => {
      const result = await snapshot.run(ctx, {});
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
    evaluate: (script, options) => withTimeout(ctx, options, async () => {
      const result = await executeJS.run(ctx, { code: script });
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

/** Runs `fn` with ctx.timeout set for this call (restored after), and turns a throw into a value. */
async function withTimeout<T>(ctx: ToolContext, options: DriverCallOptions, fn: () => Promise<ToolResult<T>>): Promise<ToolResult<T>> {
  const saved = { timeout: ctx.timeout, secrets: ctx.secrets };
  ctx.timeout = toolTimeout(ctx, options);
  if (options.secrets?.length)
    ctx.secrets = [...new Set([...(ctx.secrets ?? []), ...options.secrets])];
  try {
    return await fn();
  } catch (error) {
    return crashed(error);
  } finally {
    ctx.timeout = saved.timeout;
    ctx.secrets = saved.secrets;
  }
}

function crashed(error: unknown): ToolResult<never> {
  return fail('INTERNAL_ERROR', `tool crashed: ${(error as Error)?.message ?? String(error)}`, { retriable: false });
}
