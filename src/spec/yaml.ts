/** YAML specs: the Spec model as data, validated by zod; every error points at its YAML node. */
import path from 'node:path';
import { isScalar, parseDocument, stringify, type Document } from 'yaml';
import { planStructured } from '../steps/structured.ts';
import { STRUCTURED_STEP_SCHEMAS } from '../steps/structured-schema.ts';
import type { SpecError, StructuredStep } from './model.ts';
import type { DraftResult, DraftScenario } from './draft.ts';
import { YAML_SPEC_SHAPE_SCHEMA, normalizeTags, splitCustomKeys } from './schema.ts';
import type { RawStep, SourceIndex } from './source.ts';
import { keyOffset, nodeOffset, schemaErrors, yamlSyntaxErrors } from './yaml-errors.ts';

export function parseYamlSpec(index: SourceIndex): DraftResult {
  const locate = (offset: number) => index.locate(offset);
  const doc = parseDocument(index.text, { prettyErrors: false, uniqueKeys: true, logLevel: 'error' });
  if (doc.errors.length) return { errors: yamlSyntaxErrors(doc, locate, 'SPEC_YAML_SYNTAX') };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    return { errors: [{ code: 'SPEC_YAML_SYNTAX', message: `YAML: ${(cause as Error).message}`, location: locate(0) }] };
  }
  const { known, labels, invalid } = splitCustomKeys(value ?? {}, ['background', 'scenarios']);
  const customErrors: SpecError[] = invalid.map(({ key, message }) => ({ code: 'SPEC_SCHEMA_INVALID', message, location: locate(keyOffset(doc, [], key)) }));
  const parsed = YAML_SPEC_SHAPE_SCHEMA.safeParse(known);
  if (!parsed.success) return { errors: [...customErrors, ...schemaErrors(parsed.error.issues, doc, locate, 'SPEC_SCHEMA_INVALID')] };
  if (customErrors.length) return { errors: customErrors };
  const data = parsed.data;
  const errors: SpecError[] = [];
  const steps = (list: unknown[] | undefined, at: Array<string | number>) => (list ?? []).flatMap((step, i) => rawStep(step, [...at, i], doc, index, errors));
  const scenarios: DraftScenario[] = data.scenarios.map((s, i) => ({
    name: s.name,
    location: locate(nodeOffset(doc, ['scenarios', i])),
    tags: normalizeTags(s.tags),
    steps: steps(s.steps, ['scenarios', i, 'steps']),
  }));
  const { background, scenarios: _, ...meta } = data;
  return {
    draft: {
      format: 'yaml',
      title: meta.title ?? meta.feature ?? path.basename(index.file).replace(/\.ya?ml$/i, ''),
      description: meta.description ?? '',
      meta: Object.keys(labels).length ? { ...meta, labels } : meta,
      location: locate(nodeOffset(doc, ['scenarios'])),
      background: steps(background, ['background']),
      scenarios,
    },
    errors,
  };
}

/** A sentence keeps its own text; a structured step is checked now (errors at the exact node) and rendered readably. */
function rawStep(step: unknown, at: Array<string | number>, doc: Document, index: SourceIndex, errors: SpecError[]): RawStep[] {
  const node = doc.getIn(at, true);
  const offset = nodeOffset(doc, at);
  if (typeof step === 'string') {
    const quoted = isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE');
    return [{ raw: step, offset: offset + (quoted ? 1 : 0), index }];
  }
  const structured = step as StructuredStep;
  if (typeof structured.include === 'string' && Object.keys(structured).length === 1) return [{ raw: `include: ${structured.include}`, offset, index }];
  const checked = planStructured(structured);
  if (!checked.ok) {
    const [first, ...rest] = checked.error.path;
    // An unknown or extra action key is reported at the key itself, other problems at the value that is wrong.
    const offset = typeof first === 'string' && !rest.length && !(first in STRUCTURED_STEP_SCHEMAS) ? keyOffset(doc, at, first) : nodeOffset(doc, [...at, ...checked.error.path]);
    errors.push({ code: 'STEP_INVALID', message: `${describe(at)}: ${checked.error.message}`, location: index.locate(offset) });
    return [];
  }
  return [{ raw: render(structured), offset, index, structured }];
}

/** `click: { target: Login, within: header }` — the step as one readable line (its test.step title). */
function render(step: StructuredStep): string {
  return stringify(step, { collectionStyle: 'flow', lineWidth: 0 }).trim().replace(/^\{\s*|\s*\}$/g, '');
}

function describe(at: Array<string | number>): string {
  return at.map(p => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[');
}
