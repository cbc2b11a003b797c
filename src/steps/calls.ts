/** toolCallFor: the one table from a grammar StepPlan to the ToolCall that performs it (the run-time currency). Pure. */
import type { ActionToolName, ModelStepName, ToolCall, ToolName } from '../common/calls.ts';
import { fail, type ToolResult } from '../common/result.ts';
import type { StepPlan } from './plan.ts';

/**
 * One name per action: a plan's action is the name of the tool (or model step) that performs it, so
 * the grammar, the registry, the model and MCP speak of `pressKey`, never of `press` here and
 * `pressKey` there. A plan action that is not a tool name fails to compile here.
 */
export type PlanActionIsToolName = Exclude<StepPlan['action'], 'run'> extends ToolName | ModelStepName ? true : never;
export const PLAN_ACTIONS_ARE_TOOL_NAMES: PlanActionIsToolName = true;

/** The mapping alone, with no browser: tested on its own and used by the lock file. A `run` step is its action called as a tool. */
export function toolCallFor(plan: StepPlan): ToolResult<ToolCall> {
  const call = (tool: ToolCall['tool'], args: Record<string, unknown>): ToolResult<ToolCall> => ({ ok: true, data: { tool, args: dropUndefined(args) } });
  switch (plan.action) {
    case 'navigate': return call('navigate', { url: plan.url });
    case 'goBack': return call('goBack', {});
    case 'goForward': return call('goForward', {});
    case 'refresh': return call('refresh', {});
    case 'switchTab': return call('switchTab', plan.index === undefined && plan.url === undefined ? { newest: true } : { index: plan.index, url: plan.url });
    case 'click':
      if (plan.button === 'right')
        return call('rightClick', { target: plan.target, modifiers: plan.modifiers });
      if (plan.clickCount === 2)
        return call('dblclick', { target: plan.target, modifiers: plan.modifiers });
      return call('click', { target: plan.target, button: plan.button, clickCount: plan.clickCount, modifiers: plan.modifiers, expand: plan.expand });
    case 'dblclick': return call('dblclick', { target: plan.target });
    case 'rightClick': return call('rightClick', { target: plan.target });
    case 'hover': return call('hover', { target: plan.target });
    case 'dragDrop': return call('dragDrop', { source: plan.source, destination: plan.destination });
    case 'scroll': return call('scroll', { target: plan.target, direction: plan.direction, amount: plan.amount, to: plan.to });
    case 'fill': return call('fill', { target: plan.target, value: plan.value });
    case 'type': return call('type', { target: plan.target, text: plan.value });
    case 'clear': return call('clear', { target: plan.target });
    case 'select': return call('select', { target: plan.target, value: plan.option });
    case 'check': return call('check', { target: plan.target });
    case 'uncheck': return call('uncheck', { target: plan.target });
    case 'pressKey': return call('pressKey', { key: plan.key, modifiers: plan.modifiers, target: plan.target });
    case 'uploadFile': return call('uploadFile', { target: plan.target, files: plan.files });
    case 'wait': return call('wait', { ms: plan.ms });
    case 'waitForElement': return call('waitForElement', { target: plan.target, state: plan.state });
    case 'waitForText': return call('waitForText', { text: plan.text, gone: plan.gone });
    case 'waitForUrl': return call('waitForUrl', { url: plan.url, match: plan.match });
    case 'waitForLoad': return call('waitForLoad', { state: plan.state });
    case 'assertTextPresent': return call('assertTextPresent', { text: plan.text, target: plan.target, match: plan.match });
    case 'assertTextAbsent': return call('assertTextAbsent', { text: plan.text, target: plan.target });
    case 'assertElementVisible': return call('assertElementVisible', { target: plan.target });
    case 'assertElementHidden': return call('assertElementHidden', { target: plan.target });
    case 'assertEnabled': return call('assertEnabled', { target: plan.target, enabled: plan.enabled });
    case 'assertChecked': return call('assertChecked', { target: plan.target, checked: plan.checked });
    case 'assertValue': return call('assertValue', { target: plan.target, value: plan.value, match: plan.match });
    case 'assertCount': return call('assertCount', { target: plan.target, count: plan.count, comparison: plan.comparison });
    case 'assertUrl': return call('assertUrl', { url: plan.url, match: plan.match, not: plan.not });
    case 'assertTitle': return call('assertTitle', { title: plan.title, match: plan.match, not: plan.not, page: plan.page });
    case 'run': return call(plan.name as ActionToolName, plan.params);
    case 'ai': return call('ai', { instruction: plan.instruction });
    case 'aiAssert': return call('aiAssert', { criterion: plan.criterion });
    default:
      return fail('INVALID_INPUT', `Unknown step action ${JSON.stringify((plan as { action?: unknown }).action)}.`);
  }
}

function dropUndefined(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
}
