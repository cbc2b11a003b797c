/** Debug output and step titles (seed 002 §4.4.4): `[DEBUG]` lines, the context dump, one-line step summaries. */
import type { ActionError, StepStatus, StepTrace } from './types.ts';
import type { Frame } from './run-state.ts';
import { displayDeep } from './vars.ts';

export function formatDebugHeader(label: string, value: unknown): string {
  return `[DEBUG] ${label}: ${typeof value === 'string' ? value : compact(value)}`;
}

export function formatDebugStep(path: string, action: string, title: string, detail?: { durationMs: number; status: StepStatus; output?: unknown; error?: ActionError | undefined; context?: unknown }): string {
  const lines = [`[DEBUG] Step ${path}: ${action === title.split(' ')[0] ? title : `${action} ${title}`}`];
  if (detail) {
    if (detail.context !== undefined)
      lines.push(`[DEBUG]   Context: ${compact(detail.context)}`);
    lines.push(`[DEBUG]   Duration: ${detail.durationMs}ms`);
    lines.push(detail.error
      ? `[DEBUG]   Result: ${detail.status} ${detail.error.code}: ${detail.error.message}`
      : `[DEBUG]   Result: ${detail.status}${detail.output !== undefined ? ` ${compact(detail.output)}` : ''}`);
  }
  return lines.join('\n');
}

/** `click css:#new`, `fill role:textbox[name="Password"] "***"`: what a report shows for a step. */
export function stepTitle(action: string, args: Record<string, unknown>): string {
  const { selector, target, ...rest } = args;
  const where = selector ?? target;
  const parts = [action];
  if (where !== undefined)
    parts.push(typeof where === 'string' ? where : compact(where));
  for (const [key, value] of Object.entries(rest))
    parts.push(`${key}=${typeof value === 'string' ? JSON.stringify(value) : compact(value)}`);
  return parts.join(' ');
}

/** The variables at a failure, secrets masked, env hidden (seed 002 §4.4.4 Context Dump, §4.4.7). */
export function contextDump(frame: Frame): Record<string, unknown> {
  return {
    params: displayDeep(Object.fromEntries(Object.entries(frame.scope.params).map(([k, v]) => [k, frame.secretParams.has(k) ? '***' : v])), frame.scope, frame.secretParams),
    steps: frame.scope.steps,
    selectors: frame.scope.selectors,
    vars: frame.scope.vars,
    env: `(${Object.keys(frame.scope.env).length} variables, not shown)`,
    secrets: Object.fromEntries(Object.keys(frame.scope.secrets).map(k => [k, '***'])),
  };
}

/** The short context of a debug line: params (secrets masked) and which step outputs exist. */
export function debugContext(frame: Frame): Record<string, unknown> {
  return {
    params: Object.fromEntries(Object.entries(frame.scope.params).map(([k, v]) => [k, frame.secretParams.has(k) ? '***' : v])),
    steps: Object.keys(frame.scope.steps),
  };
}

/** The whole trace as `[DEBUG]` lines, for the CLI's `debug` command and attachments. */
export function formatTrace(trace: readonly StepTrace[]): string {
  return trace.map(t => {
    const head = `[DEBUG] Step ${t.path} (${t.owner}): ${stepTitle(t.action, t.args)}`;
    const body = [
      `[DEBUG]   Status: ${t.status}${t.attempts > 1 ? ` after ${t.attempts} attempts` : ''}${t.usedFallback ? ' (fallback used)' : ''}`,
      `[DEBUG]   Duration: ${t.durationMs}ms`,
      ...(t.output !== undefined ? [`[DEBUG]   Output: ${compact(t.output)}`] : []),
      ...(t.error ? [`[DEBUG]   Error: ${t.error.code}: ${t.error.message}`] : []),
      ...(t.context ? [`[DEBUG]   Context: ${compact(t.context)}`] : []),
    ];
    return [head, ...body].join('\n');
  }).join('\n');
}

function compact(value: unknown, max = 300): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
