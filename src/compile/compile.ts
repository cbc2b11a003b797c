/** The compiler: load → parse → plan steps → check → write, for every spec matching the globs. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SpecError } from '../spec/model.ts';
import { isModelConfigured } from '../llm/config.ts';
import { buildSpec, type SpecFrontend } from './build.ts';
import { generateSpecModule } from './codegen.ts';
import { findSpecs, hashOf, outputFileFor, readText, removeStale, toPosix, writeIfChanged } from './files.ts';
import { readManifest, writeManifest, type ManifestEntry } from './manifest.ts';

export interface CompileOptions {
  /** Root the globs, spec paths and outputDir are relative to; the current directory by default. */
  root?: string;
  /** Globs of spec files; `specs/**\/*.{md,yaml,yml}` by default. */
  specs?: string | string[];
  /** Where generated tests go; `.specwright/gen` by default. Playwright's testDir. */
  outputDir?: string;
  /** Whether an LLM is configured (default: SPECWRIGHT_MODEL is set): without one, a sentence the grammar cannot parse is a compile error. */
  modelConfigured?: boolean;
  /** Globs that are not specs; `**\/steps/**` by default (files `include:` reads). */
  ignore?: string[];
  /** Module the generated files import `test` and `defineSpec` from (to add your own fixtures); specwright's by default. */
  importTestFrom?: string;
}

export interface CompileResult {
  outputDir: string;
  /** Root-relative spec files found. */
  specs: string[];
  /** Files written (generated tests, maps, manifest); empty when nothing changed. */
  written: string[];
  /** Stale generated files removed because their spec is gone. */
  removed: string[];
  errors: SpecError[];
}

export const DEFAULT_SPECS = 'specs/**/*.{md,yaml,yml}';
export const DEFAULT_OUTPUT_DIR = '.specwright/gen';
export const DEFAULT_IGNORE = ['**/steps/**'];
const ESM_MARKER = '{ "type": "module" }\n';

export function compileSpecs(options: CompileOptions, frontend: SpecFrontend, fingerprint = ''): CompileResult {
  const root = path.resolve(options.root ?? process.cwd());
  const outputDir = path.resolve(root, options.outputDir ?? DEFAULT_OUTPUT_DIR);
  const runtime = path.resolve(root, options.importTestFrom ?? defaultRuntime());
  const modelConfigured = options.modelConfigured ?? isModelConfigured(undefined);
  const globalKey = hashOf(fingerprint, String(modelConfigured), runtime, outputDir);

  const specs = findSpecs(root, toArray(options.specs ?? DEFAULT_SPECS), outputDir, options.ignore ?? DEFAULT_IGNORE);
  const manifest = readManifest(outputDir);
  const entries: Record<string, ManifestEntry> = {};
  const result: CompileResult = { outputDir, specs, written: [], removed: [], errors: [] };
  const outputs = new Set<string>();

  for (const file of specs) {
    const output = outputFileFor(outputDir, file);
    outputs.add(output);
    const source = readText(path.join(root, file)) ?? '';
    const previous = manifest.entries[file];
    const key = previous && specKey(root, globalKey, source, previous, previous.registry ? frontend.registryKey?.() : undefined);
    if (previous && key === previous.key && !previous.errors.length && existsSync(output)) {
      entries[file] = previous;
      continue;
    }
    const built = buildSpec(file, source, frontend, { modelConfigured });
    const generated = generateSpecModule({
      ...built,
      runtimeImport: importSpecifier(path.dirname(output), runtime),
      sourcePath: spec => toPosix(path.relative(path.dirname(output), path.resolve(root, spec))),
      fileName: path.basename(output),
      rootFromOutput: toPosix(path.relative(path.dirname(output), root)) || '.',
    });
    if (writeIfChanged(output, generated.code))
      result.written.push(output);
    const registryKey = built.usesRegistry ? frontend.registryKey?.() : undefined;
    const entry = { deps: built.deps, env: built.env, registry: built.usesRegistry, errors: built.errors };
    entries[file] = { key: specKey(root, globalKey, source, entry, registryKey), ...entry };
  }

  result.errors = specs.flatMap(file => entries[file].errors);
  result.removed = removeStale(outputDir, outputs);
  if (writeManifest(outputDir, { version: 1, entries }))
    result.written.push(path.join(outputDir, '.manifest.json'));
  // Generated tests are ESM (`import`, `import.meta.url`); in a CommonJS project (npm init's default) Node would
  // load them as CommonJS without this marker. A fixed file, not an output of any spec: not counted as written.
  writeIfChanged(path.join(outputDir, 'package.json'), ESM_MARKER);
  return result;
}

/** The spec's own text, every file it includes, the env values it read, the registry if it runs actions, and the compiler itself. */
function specKey(root: string, globalKey: string, source: string, inputs: Pick<ManifestEntry, 'deps' | 'env'>, registryKey = ''): string {
  return hashOf(
    globalKey, registryKey, source,
    ...inputs.deps.flatMap(dep => [dep, readText(path.resolve(root, dep)) ?? '\0missing']),
    ...(inputs.env ?? []).flatMap(name => [name, process.env[name] ?? '\0unset']),
  );
}

/** The runtime beside this compiler: `index.ts` when run from the sources, `index.js` from the built package. */
function defaultRuntime(): string {
  return path.join(import.meta.dirname, '..', 'fixtures', `index${path.extname(import.meta.filename)}`);
}

function importSpecifier(fromDir: string, module: string): string {
  const relative = toPosix(path.relative(fromDir, module));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function toArray(value: string | string[]): string[] {
  return Array.isArray(value) ? value : [value];
}
