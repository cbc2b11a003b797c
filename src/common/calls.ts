/** ToolCall: the one run-time currency. Spec steps, registry steps, the model and MCP all hand the tools this shape. */

/** Every browser tool by name; the tools folder maps each to its implementation. */
export const TOOL_NAMES = [
  // seed 001's eighteen
  'click', 'type', 'scroll', 'navigate', 'screenshot', 'wait', 'hover', 'select', 'pressKey', 'goBack', 'goForward',
  'refresh', 'dragDrop', 'uploadFile', 'switchTab', 'executeJS', 'getElements', 'getElementDetails',
  // more actions
  'dblclick', 'rightClick', 'fill', 'clear', 'check', 'uncheck', 'getText', 'snapshot',
  // waits
  'waitForElement', 'waitForText', 'waitForUrl', 'waitForLoad',
  // assertions
  'assertTextPresent', 'assertTextAbsent', 'assertElementVisible', 'assertElementHidden', 'assertValue',
  'assertChecked', 'assertEnabled', 'assertCount', 'assertUrl', 'assertTitle',
] as const;

export type ToolName = (typeof TOOL_NAMES)[number];

/** A registry action called as a tool: `namespace:action`. */
export type ActionToolName = `${string}:${string}`;

/** Steps only a model can perform: an instruction to carry out, a criterion to judge. */
export type ModelStepName = 'ai' | 'aiAssert';

/** The arguments of a tool call (and the fields of a step plan) that name an element by a target description. */
export const TARGET_FIELDS = ['target', 'source', 'destination'] as const;
export type TargetField = (typeof TARGET_FIELDS)[number];

export interface ToolCall {
  tool: ToolName | ActionToolName | ModelStepName;
  args: Record<string, unknown>;
}

export function isActionToolName(name: string): name is ActionToolName {
  return name.includes(':');
}

export function isModelStep(name: string): name is ModelStepName {
  return name === 'ai' || name === 'aiAssert';
}
