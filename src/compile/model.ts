/** What the compiler embeds in a generated test file: the spec as run-time data, already planned. */
import type { Location, Severity } from '../spec/model.ts';
import type { ToolCall } from '../common/calls.ts';
import type { PackedTarget } from '../locator/parsed.ts';

/** One user-written step, planned at compile time so the runtime does no parsing. */
export interface CompiledStep {
  /** The user's own words: the test.step title. */
  text: string;
  /** Where the step is written; `file` is relative to the project root until the runtime resolves it. */
  location: Location;
  /** The tool calls the step makes, targets already parsed; a compound sentence has several. */
  calls: ToolCall[];
  /** For a step read through `include:`, where the `include:` line is (root-relative). */
  includedFrom?: Location;
  /** `(Optional)` in the spec: an action of it that fails is reported skipped with a warning; a failed check still fails. */
  optional?: true;
  /** A compile error attached to this step (`file:line:column CODE: message`); the step fails with it. */
  error?: string;
}

export interface CompiledScenario {
  name: string;
  location: Location;
  tags: string[];
  /** Indexes into CompiledSpec.steps: the background's steps first, then the scenario's. */
  steps: number[];
}

/** The spec-level facts the runtime needs (variables, secrets, policy) plus every step once. */
export interface CompiledSpec {
  /** The spec file, relative to the project root. */
  file: string;
  title: string;
  vars: Record<string, unknown>;
  secrets: string[];
  allow: string[];
  /** The spec's narrowing of the project's allowlist. */
  allowedDomains?: string[];
  url?: string;
  /** The saved profile the tests start with, and the one a passing test saves to (README "Sessions and profiles"). */
  session?: string;
  saveSession?: string;
  steps: CompiledStep[];
  /** Every target text the steps name, parsed by the locator at compile time (packed: src/locator/parsed.ts). */
  targets: Record<string, PackedTarget>;
}

/** Labels that go to Playwright (tags, annotations) and through them to Allure. */
export interface SpecMetadata {
  /** The spec file, root-relative: the Allure suite, so reports name the spec, never the generated file. */
  file?: string;
  description?: string;
  feature?: string;
  story?: string;
  severity?: Severity;
  tags: string[];
  /** The spec's own metadata keys (`owner`, `优先级`): Allure labels of those names. */
  labels?: Record<string, string>;
}
