/** Runs an action in a fresh Chromium for `specwright action run|debug` (headless unless --headed). */
import { DEFAULT_STEP_TIMEOUT_MS } from '../common/defaults.ts';
import { createToolsDriver } from '../registry/driver-tools.ts';
import { executeAction, type ActionRegistry, type ActionResult, type ExecuteOptions } from '../registry/index.ts';
import { launchSession } from '../session/browser.ts';
import { ToolContext } from '../tools/context.ts';

export interface BrowserOptions {
  url?: string | undefined;
  headed: boolean;
}

export async function runInBrowser(registry: ActionRegistry, name: string, params: Record<string, unknown>, options: ExecuteOptions, browserOptions: BrowserOptions): Promise<ActionResult> {
  const { session, close } = await launchSession({ headless: !browserOptions.headed, ...(browserOptions.url ? { url: browserOptions.url } : {}) });
  try {
    const ctx = new ToolContext(session, { timeout: Math.min(options.limits?.stepTimeout ?? DEFAULT_STEP_TIMEOUT_MS, DEFAULT_STEP_TIMEOUT_MS), ...(browserOptions.url ? { baseURL: browserOptions.url } : {}) });
    return await executeAction(registry, createToolsDriver(ctx), name, params, options);
  } finally {
    await close();
  }
}
