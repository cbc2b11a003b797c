/** Helpers for registry tests: action files in a temp folder, and a mock driver recording every call. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StepPlan } from '../../src/steps/plan.ts';
import type { ToolErrorCode, ToolResult } from '../../src/common/result.ts';
import type { DriverCallOptions, FoundElement, RegistryDriver } from '../../src/registry/driver.ts';
import { loadRegistry, type LoaderOptions } from '../../src/registry/index.ts';
import type { SelectorDefinition, VersionDetection } from '../../src/registry/types.ts';

/** Writes `files` (relative path → YAML) under a new temp folder and returns it. */
export function tempTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sw-registry-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

/** A registry from inline files only (no built-ins, no HOME, no packages). */
export function registryOf(files: Record<string, string>, options: LoaderOptions = {}) {
  const root = tempTree(files);
  const home = tempTree({});
  return { root, ...loadRegistry({ builtin: false, home, cwd: root, env: {}, discoverPackages: false, paths: [root], ...options }) };
}

export interface Call {
  method: string;
  plan?: StepPlan;
  arg?: unknown;
  timeout: number;
}

type Reply = ToolResult<unknown> | Promise<ToolResult<unknown>>;

/** Records calls; `respond` decides each `run` reply (default ok). */
export class MockDriver implements RegistryDriver {
  calls: Call[] = [];
  currentUrl = 'http://app.test/';
  version: string | null = null;
  /** Which selector candidates exist on the "page". */
  present = new Set<string>();
  respond: (plan: StepPlan, call: number) => Reply = () => ({ ok: true, data: { done: true } });

  run(plan: StepPlan, options: DriverCallOptions): Promise<ToolResult<unknown>> {
    this.calls.push({ method: 'run', plan, timeout: options.timeout });
    return Promise.resolve(this.respond(plan, this.calls.filter(c => c.method === 'run').length));
  }
  snapshot(options: DriverCallOptions): Promise<ToolResult<string>> {
    this.calls.push({ method: 'snapshot', timeout: options.timeout });
    return Promise.resolve({ ok: true, data: '- button "New" [ref=e1]' });
  }
  find(target: string, options: DriverCallOptions): Promise<ToolResult<FoundElement>> {
    this.calls.push({ method: 'find', arg: target, timeout: options.timeout });
    return Promise.resolve({ ok: true, data: { count: 2, selector: target, ref: 'e5' } });
  }
  evaluate(script: string, options: DriverCallOptions): Promise<ToolResult<unknown>> {
    this.calls.push({ method: 'evaluate', arg: script, timeout: options.timeout });
    return Promise.resolve({ ok: true, data: 42 });
  }
  resolveSelector(definition: SelectorDefinition, options: DriverCallOptions): Promise<ToolResult<string>> {
    this.calls.push({ method: 'resolveSelector', arg: definition, timeout: options.timeout });
    const list = typeof definition === 'string' ? [definition] : [definition.primary, ...definition.fallback];
    const hit = list.find(s => this.present.has(s));
    return Promise.resolve(hit ? { ok: true, data: hit } : toolError('ELEMENT_NOT_FOUND', `none of ${list.join(', ')} matched`));
  }
  readVersion(_detection: VersionDetection): Promise<string | null> {
    this.calls.push({ method: 'readVersion', timeout: 0 });
    return Promise.resolve(this.version);
  }
  url(): string {
    return this.currentUrl;
  }
  runs(): StepPlan[] {
    return this.calls.filter(c => c.method === 'run').map(c => c.plan!);
  }
}

export function toolError(code: ToolErrorCode, message: string, retriable = code === 'ASSERTION_FAILED' || code === 'ELEMENT_NOT_FOUND'): ToolResult<never> {
  return { ok: false, error: { code, message, retriable } };
}
