/** The typed tool registry: every tool by name, for the agent (function calling), the MCP server and executeStep. */
import { z } from 'zod';
import { assertChecked } from './assertions/assertChecked.ts';
import { assertCount } from './assertions/assertCount.ts';
import { assertElementHidden } from './assertions/assertElementHidden.ts';
import { assertElementVisible } from './assertions/assertElementVisible.ts';
import { assertEnabled } from './assertions/assertEnabled.ts';
import { assertTextAbsent } from './assertions/assertTextAbsent.ts';
import { assertTextPresent } from './assertions/assertTextPresent.ts';
import { assertTitle } from './assertions/assertTitle.ts';
import { assertUrl } from './assertions/assertUrl.ts';
import { assertValue } from './assertions/assertValue.ts';
import { check } from './check.ts';
import { clear } from './clear.ts';
import { click } from './click.ts';
import type { ToolContext, ToolDef } from './context.ts';
import { dblclick } from './dblclick.ts';
import { dragDrop } from './dragDrop.ts';
import { executeJS } from './executeJS.ts';
import { fill } from './fill.ts';
import { getElementDetails } from './getElementDetails.ts';
import { getElements } from './getElements.ts';
import { getText } from './getText.ts';
import { goBack } from './goBack.ts';
import { goForward } from './goForward.ts';
import { hover } from './hover.ts';
import { navigate } from './navigate.ts';
import { pressKey } from './pressKey.ts';
import { refresh } from './refresh.ts';
import { TOOL_NAMES, type ToolName } from '../common/calls.ts';
import { fail, type ToolResult } from '../common/result.ts';
import { rightClick } from './rightClick.ts';
import { screenshot } from './screenshot.ts';
import { scroll } from './scroll.ts';
import { select } from './select.ts';
import { snapshot } from './snapshot.ts';
import { switchTab } from './switchTab.ts';
import { type } from './type.ts';
import { uncheck } from './uncheck.ts';
import { uploadFile } from './uploadFile.ts';
import { wait } from './wait.ts';
import { waitForElement } from './waitForElement.ts';
import { waitForText } from './waitForText.ts';
import { waitForLoad } from './waitForLoad.ts';
import { waitForUrl } from './waitForUrl.ts';

export { TOOL_NAMES, type ToolName } from '../common/calls.ts';

export const tools = {
  click, type, scroll, navigate, screenshot, wait, hover, select, pressKey, goBack, goForward, refresh, dragDrop,
  uploadFile, switchTab, executeJS, getElements, getElementDetails, dblclick, rightClick, fill, clear, check, uncheck,
  getText, snapshot, waitForElement, waitForText, waitForUrl, waitForLoad, assertTextPresent, assertTextAbsent, assertElementVisible,
  assertElementHidden, assertValue, assertChecked, assertEnabled, assertCount, assertUrl, assertTitle,
} satisfies Record<ToolName, ToolDef>;

/** Names of the tools that change nothing on the page: the only ones healing may call. */
export const READ_ONLY_TOOLS: ReadonlySet<ToolName> = new Set(TOOL_NAMES.filter(name => tools[name].readOnly));

export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(tools, name);
}

/** Run a tool by name; an unknown name is INVALID_INPUT, like any other bad input. */
export async function runTool(ctx: ToolContext, name: string, args: unknown): Promise<ToolResult> {
  if (!isToolName(name))
    return fail('INVALID_INPUT', `Unknown tool ${JSON.stringify(name)}; known: ${TOOL_NAMES.join(', ')}.`);
  return tools[name].run(ctx, args);
}

/** JSON Schema of a tool's arguments, for function calling. */
export function toolJsonSchema(name: ToolName): unknown {
  return z.toJSONSchema(tools[name].schema, { unrepresentable: 'any' });
}
