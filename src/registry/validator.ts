/** Validates one action file in three layers (seed 002 §6.1): YAML parse → structure (zod) → semantics. */
import type { z } from 'zod';
import { NamespaceFileSchema, type ActionDefinitionFile, type ActionStepInput, type NamespaceFile } from './schema.ts';
import { checkNamespace, type SemanticOptions } from './semantics.ts';
import { parseYamlSource, setDataPath, setLocation, type DataPath, type YamlSource } from './source.ts';
import type { ActionDefinition, ActionStep, Diagnostic, NamespaceDefinition } from './types.ts';

export interface FileValidation {
  /** Present when the file parsed and has the right structure (it may still have semantic errors). */
  definition?: NamespaceDefinition;
  diagnostics: Diagnostic[];
  source?: YamlSource;
}

/** Validates a definition file's text; `file` is only used for locations. Never throws. */
export function validateSource(file: string, content: string, options: SemanticOptions = {}): FileValidation {
  const source = parseYamlSource(file, content);
  if (source.syntaxErrors.length > 0) {
    return {
      source,
      diagnostics: source.syntaxErrors.map(e => ({ code: 'YAML_PARSE_ERROR', severity: 'error', message: e.message, location: e.location })),
    };
  }
  let data: unknown;
  try {
    // toJS throws on what the parser accepts but cannot build: unresolved aliases, alias bombs.
    data = source.doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    return { source, diagnostics: [{ code: 'YAML_PARSE_ERROR', severity: 'error', message: (error as Error).message, location: source.locate([]) }] };
  }
  const parsed = NamespaceFileSchema.safeParse(data);
  if (!parsed.success)
    return { source, diagnostics: parsed.error.issues.map(issue => schemaDiagnostic(source, issue)) };
  const definition = toDefinition(parsed.data, source);
  return { source, definition, diagnostics: checkNamespace(definition, source, options) };
}

function schemaDiagnostic(source: YamlSource, issue: z.core.$ZodIssue): Diagnostic {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  const where = path.length ? path.join('.') : '(file)';
  // A missing key is reported at its parent; an unknown key at the key itself.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const location = keys.length ? source.locateKey([...path, keys[0]]) : source.locate(path);
  let message = `${where}: ${issue.message}`;
  if (issue.code === 'invalid_type' && issue.input === undefined)
    message = `${where}: required`;
  return { code: 'SCHEMA_INVALID', severity: 'error', message, location };
}

function toDefinition(file: NamespaceFile, source: YamlSource): NamespaceDefinition {
  const c = file.compatibility;
  const actions: Record<string, ActionDefinition> = {};
  for (const [name, action] of Object.entries(file.actions))
    actions[name] = toAction(file.namespace, name, action, source);
  return {
    namespace: file.namespace,
    version: file.version,
    description: file.description,
    ...(file.extends !== undefined ? { extends: typeof file.extends === 'string' ? [file.extends] : file.extends } : {}),
    ...(c ? {
      compatibility: omitUndefined({
        minVersion: c.min_version,
        maxVersion: c.max_version,
        versionSelector: c.version_selector,
        versionScript: c.version_script,
        versionMeta: c.version_meta,
        versionOverrides: c.version_overrides,
      }),
    } : {}),
    selectors: file.selectors,
    actions,
    sourcePath: source.file,
  };
}

function toAction(namespace: string, name: string, a: ActionDefinitionFile, source: YamlSource): ActionDefinition {
  const base: DataPath = ['actions', name];
  const action: ActionDefinition = omitUndefined({
    name,
    namespace,
    fullName: `${namespace}:${name}`,
    description: a.description,
    since: a.since,
    deprecated: a.deprecated,
    deprecatedMessage: a.deprecated_message,
    aliasOf: a.alias_of,
    tags: a.tags,
    params: Object.fromEntries(Object.entries(a.params).map(([k, p]) => [k, omitUndefined({ ...p })])),
    steps: a.steps.map((s, i) => toStep(s, [...base, 'steps', i], source)),
    returns: a.returns,
    verify: a.verify,
    sourcePath: source.file,
    location: source.locateKey(base),
  });
  setLocation(action, action.location!);
  return action;
}

function toStep(s: ActionStepInput, path: DataPath, source: YamlSource): ActionStep {
  const step: ActionStep = omitUndefined({
    action: s.action,
    args: s.args ?? {},
    when: s.when,
    output: s.output,
    timeout: s.timeout,
    retry: s.retry,
    retryDelay: s.retryDelay,
    onError: s.onError,
    fallback: s.fallback?.map((f, i) => toStep(f, [...path, 'fallback', i], source)),
  });
  setLocation(step, source.locate(path));
  setDataPath(step, path);
  return step;
}

function omitUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
