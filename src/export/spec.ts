/** A spec (and its lock file) → one readable @playwright/test file: a describe per spec, a test per scenario, a test.step per spec step. */
import { buildSpec, type SpecFrontend } from '../compile/build.ts';
import { defaultFrontend } from '../compile/frontend.ts';
import type { CompiledSpec, CompiledStep } from '../compile/model.ts';
import type { LockFile } from '../lock/model.ts';
import { StepKeys, stepHash } from '../lock/keys.ts';
import { loadRegistry, type ActionRegistry } from '../registry/index.ts';
import { parseSpec } from '../spec/parse.ts';
import type { SpecError } from '../spec/model.ts';
import { helperCode, helperImports, helpersUsedBy } from './helpers.ts';
import { RecordedScenario } from './recorded.ts';
import { indent, stepCode } from './steps.ts';
import { dataCode, quote } from './values.ts';

export interface ExportInput {
  /** The spec, relative to the project root, with `/` separators. */
  file: string;
  source: string;
  /** The project root: includes and registry actions are found from here. */
  root: string;
  /** The spec's lock file, read and checked; its locators are used where it recorded one. */
  lock?: LockFile;
  /** A model is configured: sentences the grammar cannot read are `ai` steps (exported as test.fixme) instead of errors. */
  modelConfigured?: boolean;
  /** The registry of actions; loaded from the root on the first `run` step when not given. */
  registry?: ActionRegistry;
}

/** A step left as test.fixme, and why. */
export interface Fixme {
  scenario: string;
  step: string;
  line: number;
  reason: string;
  /** An `ai`/`aiAssert` step with no recorded resolution. */
  needsModel: boolean;
}

export interface ExportedSpec {
  file: string;
  /** The TypeScript test file; undefined when the spec has errors. */
  code?: string;
  /** Compile errors of the spec (`file:line:column CODE: message`); nothing is written for a spec with any. */
  errors: SpecError[];
  tests: number;
  steps: number;
  /** Steps left as test.fixme; a test holding one ends there, marked fixme. */
  fixmes: Fixme[];
  /** Element locators taken from the lock file. */
  fromLock: number;
}

export function exportSpec(input: ExportInput): ExportedSpec {
  const built = buildSpec(input.file, input.source, placeholderFrontend(input.root), { modelConfigured: input.modelConfigured ?? false });
  const empty = { file: input.file, tests: 0, steps: 0, fixmes: [], fromLock: 0 };
  if (built.errors.length)
    return { ...empty, errors: built.errors };
  let registry = input.registry;
  const context = { registry: () => (registry ??= loadRegistry({ cwd: input.root }).registry), specDir: dirOf(input.file) };
  const fixmes: Fixme[] = [];
  let steps = 0;
  let fromLock = 0;
  const tests: string[] = [];
  for (const scenario of built.scenarios) {
    const recorded = RecordedScenario.of(input.lock, scenario.name);
    const keys = new StepKeys();
    const body: string[] = [];
    for (const index of scenario.steps) {
      const step = built.spec.steps[index];
      const code = stepCode(step, { ...context, recorded: recorded.step(keys.keyOf(step.text, step.location.line), step.location.line, stepHash(step.text, step.calls)) });
      steps++;
      fromLock += code.fromLock;
      if (code.fixme)
        fixmes.push({ scenario: scenario.name, step: step.text, line: step.location.line, reason: code.fixme, needsModel: code.needsModel ?? false });
      body.push(...stepBlock(step, code.lines));
    }
    const tags = [...new Set([...built.metadata.tags, ...scenario.tags])].map(tag => quote(tag.startsWith('@') ? tag : `@${tag}`));
    const details = tags.length ? `{ tag: [${tags.join(', ')}] }, ` : '';
    tests.push(`test(${quote(scenario.name)}, ${details}async ({ page }) => {`, ...indent(body), '});', '');
  }
  tests.pop();
  const code = render(input, built.spec, tests);
  return { file: input.file, code, errors: [], tests: built.scenarios.length, steps, fixmes, fromLock };
}

function stepBlock(step: CompiledStep, lines: string[]): string[] {
  return [`await test.step(${quote(step.text)}, async () => {`, ...indent(lines), '});'];
}

function render(input: ExportInput, spec: CompiledSpec, tests: string[]): string {
  const body = [`test.describe(${quote(spec.title)}, () => {`, ...indent(tests), '});'];
  const vars = Object.keys(spec.vars).length ? dataCode(spec.vars) : undefined;
  const head = vars?.ok ? [`const vars = ${vars.code};`, ''] : [];
  const helpers = helpersUsedBy([...head, ...body].join('\n'));
  const used = [...head, ...body, ...helpers.map(helperCode)].join('\n');
  const values = ['expect', 'test'].filter(name => name === 'test' || new RegExp(`\\b${name}[.(]`).test(used));
  const types = helperImports(helpers).map(name => `type ${name}`);
  return [
    `// ${input.file}, exported by specwright${input.lock ? ' with the locators its lock file recorded' : ''}. Plain Playwright: no specwright at run time.`,
    `import { ${[...values, ...types].join(', ')} } from '@playwright/test';`,
    '',
    ...head,
    ...body,
    ...helpers.flatMap(helper => ['', helperCode(helper)]),
    '',
  ].join('\n');
}

/**
 * The compiler's front end, except that `{{VAR}}` reads `${env.VAR}` instead of the variable's
 * value: an exported file reads the environment when it runs and never holds a value (a secret).
 */
function placeholderFrontend(root: string): SpecFrontend {
  // Which name a `{{X}}` reads (AUTOQA_X or X), and whether a base URL is set at all, is the
  // environment's to say now, as it is for a compile; the value is read when the test runs.
  const placeholder = (name: string) => (name.startsWith('AUTOQA_') || /BASE_URL$/.test(name) ? process.env[name] !== undefined : true);
  const env = new Proxy<Record<string, string | undefined>>({}, { get: (_target, name) => (typeof name === 'string' && placeholder(name) ? `\${env.${name}}` : undefined) });
  return { ...defaultFrontend(root), parse: (file, source) => parseSpec(file, source, { root, env }) };
}

function dirOf(file: string): string {
  const at = file.lastIndexOf('/');
  return at < 0 ? '.' : file.slice(0, at);
}
