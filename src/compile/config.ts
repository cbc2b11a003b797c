/** `defineSpecConfig()`: compiles the specs while Playwright loads its config and returns the generated test directory. */
import path from 'node:path';
import { compileSpecs, DEFAULT_OUTPUT_DIR, type CompileOptions, type CompileResult } from './compile.ts';
import { prettifySpecErrors } from './errors.ts';
import { compilerFingerprint, defaultFrontend } from './frontend.ts';
import { hashOf } from './files.ts';
import { isModelConfigured, type ModelOptions } from '../llm/config.ts';

export type SpecConfigOptions = CompileOptions & {
  /** The model for `ai` steps, AI assertions and healing; each field falls back to SPECWRIGHT_* env (README "Models"). */
  model?: ModelOptions;
};

type DefinedConfig = { options: SpecConfigOptions; result?: CompileResult };

/**
 * Every defineSpecConfig call of this process, for `specwright compile --watch` to repeat. Shared
 * through globalThis: a CommonJS project's config, loaded through a require hook, gets a copy of
 * this module of its own, and the CLI must still see the calls that copy records.
 */
export const definedConfigs: DefinedConfig[] = ((globalThis as unknown as Record<symbol, DefinedConfig[] | undefined>)[Symbol.for('specwright.definedConfigs')] ??= []);

/**
 * Use as `testDir` (the way playwright-bdd's defineBddConfig is used):
 * `defineConfig({ testDir: defineSpecConfig({ specs: 'specs/**\/*.md' }) })`.
 *
 * Playwright evaluates the config in the runner and again in every worker. The runner compiles;
 * a worker only needs the directory, so it skips compiling. Anything else evaluating the config
 * concurrently (two shards on one machine, the VS Code extension) is safe too: writes are
 * content-compared and atomic.
 */
export function defineSpecConfig(options: SpecConfigOptions = {}): string {
  const root = path.resolve(options.root ?? process.cwd());
  const outputDir = path.resolve(root, options.outputDir ?? DEFAULT_OUTPUT_DIR);
  // A sentence the grammar refuses becomes a model step only when a model will be there to run it.
  const modelConfigured = options.modelConfigured ?? isModelConfigured(options.model);
  const entry: (typeof definedConfigs)[number] = { options: { ...options, root, modelConfigured } };
  definedConfigs.push(entry);
  if (process.env.TEST_WORKER_INDEX !== undefined)
    return outputDir;
  entry.result = runCompile(entry.options);
  return outputDir;
}

/** The model options given to defineSpecConfig in this process (the worker evaluates the config too). */
export function configuredModel(): ModelOptions | undefined {
  return definedConfigs.find(entry => entry.options.model)?.options.model;
}

/** Compiles and prints the errors, once per distinct set of errors for this run and its child processes. */
export function runCompile(options: SpecConfigOptions): CompileResult {
  const root = path.resolve(options.root ?? process.cwd());
  const result = compileSpecs(options, defaultFrontend(root), compilerFingerprint());
  if (result.errors.length) {
    const text = prettifySpecErrors(result.errors, root);
    // Playwright may evaluate the config more than once in one run (and children inherit the env).
    const digest = hashOf(text);
    if (process.env.SPECWRIGHT_REPORTED_ERRORS !== digest) {
      process.env.SPECWRIGHT_REPORTED_ERRORS = digest;
      process.stderr.write(`${text}\nThe specs above compile to failing tests; the others run.\n\n`);
    }
  }
  return result;
}
