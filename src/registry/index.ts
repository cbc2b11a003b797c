/**
 * Public API of the action registry (seed 002), for the spec runtime, the CLI and the agent.
 *
 *   loadRegistry(options?: LoaderOptions): { registry: ActionRegistry; diagnostics: Diagnostic[] }
 *     Reads built-in, package, global, project and SPECWRIGHT_ACTIONS_PATH sources (lowest to highest,
 *     see sources.ts), validates every file, applies `extends`, merges by priority. Never throws;
 *     skipped files, conflicts and overrides are diagnostics. `registry.reload()` reads them again.
 *
 *   validateActionFile(file: string, content?: string): Diagnostic[]
 *     The three validation layers for one file (YAML, structure, semantics), each with file:line:column.
 *
 *   validateActionCall(registry, name: string, params: Record<string, unknown>): Diagnostic[]
 *     Compile-time check of a `run` step: ACTION_NOT_FOUND (with nearest names in `suggestions`),
 *     PARAM_REQUIRED, PARAM_INVALID, PARAM_UNKNOWN; DEPRECATED as a warning. Templates (`${env.X}`)
 *     are accepted as values of any type: they resolve at run time.
 *
 *   executeAction(registry, driver: RegistryDriver | undefined, name, params, options?: ExecuteOptions): Promise<ActionResult>
 *     Runs an action; never throws. `options.onStep(info, run)` wraps each registry step (the spec
 *     runtime passes `(info, run) => test.step(info.title, run)`), nested runs nest. `dryRun` plans
 *     without touching the page (a driver may be undefined then); `debug` logs each step through
 *     `options.log`. Secrets (`secrets`, secret params, env) read `***` in every output.
 *
 *   toToolResult(result: ActionResult): ToolResult<Record<string, unknown>>
 *     The result in the tools' contract; a failing browser step keeps its tool code (ASSERTION_FAILED
 *     stays retriable).
 *
 *   createToolsDriver(ctx) (driver-tools.ts): the RegistryDriver over specwright's tools and locator.
 */
import { readFileSync } from 'node:fs';
import { fail, ok, type ToolErrorCode, type ToolResult } from '../common/result.ts';
import type { RegistryDriver } from './driver.ts';
import { execute } from './executor.ts';
import type { LoaderOptions } from './loader.ts';
import { validateParams } from './params.ts';
import { ActionRegistry } from './registry.ts';
import type { ExecuteOptions } from './run-state.ts';
import type { ActionErrorCode, ActionResult, Diagnostic } from './types.ts';
import { validateSource } from './validator.ts';

export { ActionRegistry, type ActionInfo, type NamespaceInfo } from './registry.ts';
export type { RegistryDriver, DriverCallOptions, FoundElement } from './driver.ts';
export type { ExecuteOptions, StepHook, StepInfo, ActionStepOutcome } from './run-state.ts';
export type { LoaderOptions } from './loader.ts';
export { DEFAULT_LIMITS, type ExecutionLimits } from './limits.ts';
export { SOURCE_KINDS, BUILTIN_ACTIONS } from './sources.ts';
export { formatTrace } from './trace.ts';
export { matchVersion, normalizeVersion } from './version.ts';
export { actionFileJsonSchema } from './schema.ts';
export * from './types.ts';

export function loadRegistry(options: LoaderOptions = {}): { registry: ActionRegistry; diagnostics: Diagnostic[] } {
  const registry = new ActionRegistry(options);
  const diagnostics = registry.load();
  return { registry, diagnostics };
}

export function validateActionFile(file: string, content?: string): Diagnostic[] {
  let text = content;
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return [{ code: 'READ_FAILED', severity: 'error', message: `cannot read: ${(error as Error).message}`, location: { file, line: 1, column: 1 } }];
    }
  }
  return validateSource(file, text).diagnostics;
}

export function validateActionCall(registry: ActionRegistry, name: string, params: Record<string, unknown>): Diagnostic[] {
  const found = registry.lookup(name);
  if (!found) {
    const suggestions = registry.suggest(name);
    const ambiguous = registry.candidates(name).length > 1;
    return [{
      code: 'ACTION_NOT_FOUND',
      severity: 'error',
      message: ambiguous ? `"${name}" is ambiguous: write the namespace` : `no action "${name}"`,
      ...(suggestions.length ? { suggestions } : {}),
    }];
  }
  const warnings: Diagnostic[] = found.warnings.map(message => ({ code: 'DEPRECATED', severity: 'warning', message, action: found.action.fullName }));
  return [...warnings, ...validateParams(found.action, params).diagnostics];
}

export function executeAction(registry: ActionRegistry, driver: RegistryDriver | undefined, name: string, params: Record<string, unknown>, options: ExecuteOptions = {}): Promise<ActionResult> {
  return execute(registry, driver, name, params, options);
}

const TOOL_CODE: Record<ActionErrorCode, ToolErrorCode> = {
  ACTION_NOT_FOUND: 'ACTION_NOT_FOUND',
  PARAM_REQUIRED: 'PARAM_REQUIRED',
  PARAM_INVALID: 'PARAM_INVALID',
  ELEMENT_NOT_FOUND: 'ELEMENT_NOT_FOUND',
  TIMEOUT: 'TIMEOUT',
  STEP_FAILED: 'STEP_FAILED',
  VERSION_INCOMPATIBLE: 'VERSION_INCOMPATIBLE',
  VERIFY_FAILED: 'VERIFY_FAILED',
  MAX_DEPTH_EXCEEDED: 'MAX_DEPTH_EXCEEDED',
  MAX_STEPS_EXCEEDED: 'BUDGET_EXCEEDED',
  EXPRESSION_ERROR: 'INVALID_INPUT',
};

export function toToolResult(result: ActionResult): ToolResult<Record<string, unknown>> {
  if (result.success)
    return ok(result.data ?? {});
  const error = result.error!;
  const where = error.step !== undefined ? ` step ${error.step} (${error.stepAction})` : '';
  const at = error.location ? ` at ${error.location.file}:${error.location.line}:${error.location.column}` : '';
  return fail(error.cause?.code ?? TOOL_CODE[error.code], `${error.action}${where}${at}: ${error.code}: ${error.message}`, {
    ...(error.cause ? { retriable: error.cause.retriable } : {}),
    ...(error.cause?.selector ? { selector: error.cause.selector } : {}),
    evidence: { registryCode: error.code, action: error.action, step: error.step, stepAction: error.stepAction, location: error.location, details: error.details, cause: error.cause?.evidence },
  });
}
