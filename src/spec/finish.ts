/** Draft → Spec: includes expanded, variables resolved, empty scenarios and specs reported. */
import path from 'node:path';
import type { Spec, SpecError, SpecStep } from './model.ts';
import type { Draft } from './draft.ts';
import { includeName, loadInclude, type IncludeOptions } from './include.ts';
import { normalizeTags } from './schema.ts';
import { seedSteps } from './seed.ts';
import type { RawStep } from './source.ts';
import { resolveStructured, resolveText, type VariableContext } from './variables.ts';

export interface FinishOptions extends IncludeOptions {
  env: Record<string, string | undefined>;
}

export function finishSpec(draft: Draft, options: FinishOptions, errors: SpecError[]): Spec {
  const { meta } = draft;
  const ctx: VariableContext = { env: options.env, vars: meta.vars ?? {}, secrets: new Set(meta.secrets ?? []), errors };
  const included = new Set<string>();
  const steps = (raws: RawStep[]) => expand(raws, [path.resolve(draft.location.file)], ctx, options, included);
  const background = steps(draft.background);
  const scenarios = draft.scenarios.map(s => {
    const seeded = s.seed ? seedSteps(s.seed, options, errors, included) : [];
    const scenario = { name: s.name, location: s.location, tags: s.tags, steps: [...seeded, ...steps(s.steps)], ...(s.group ? { group: s.group } : {}) };
    if (!s.steps.length) errors.push({ code: 'SPEC_EMPTY_SCENARIO', message: `scenario ${JSON.stringify(s.name)} has no steps`, location: s.location });
    return scenario;
  });
  if (!scenarios.length) {
    const hint = draft.format === 'autoqa' ? 'a "## Steps" list' : draft.format === 'plan' ? 'a "#### 1.1. name" heading with "**Steps:**"' : draft.format === 'yaml' ? 'an entry under "scenarios:"' : 'a "## Scenario: name" heading with a numbered list';
    errors.push({ code: 'SPEC_NO_SCENARIOS', message: `no scenarios; add ${hint}`, location: draft.location });
  }
  const spec: Spec = {
    file: draft.location.file,
    format: draft.format,
    title: draft.title,
    description: draft.description,
    tags: normalizeTags(meta.tags),
    allow: meta.allow ?? [],
    vars: meta.vars ?? {},
    secrets: [...ctx.secrets],
    background,
    scenarios,
  };
  if (meta.feature) spec.feature = meta.feature;
  if (meta.story) spec.story = meta.story;
  if (meta.severity) spec.severity = meta.severity;
  if (meta.labels) spec.labels = meta.labels;
  if (meta.url) spec.url = meta.url;
  if (meta.allowedDomains) spec.allowedDomains = meta.allowedDomains;
  if (meta.session) spec.session = meta.session;
  if (meta.saveSession) spec.saveSession = meta.saveSession;
  if (included.size) spec.includes = [...included];
  return spec;
}

function expand(raws: RawStep[], chain: string[], ctx: VariableContext, options: FinishOptions, included: Set<string>): SpecStep[] {
  const out: SpecStep[] = [];
  for (const raw of raws) {
    const name = includeName(raw);
    if (name === undefined) {
      out.push(finishStep(raw, ctx));
      continue;
    }
    const library = loadInclude(name, raw, chain, options, ctx.errors);
    const file = library[0]?.index.file;
    if (file) included.add(file);
    out.push(...expand(library, file ? [...chain, file] : chain, ctx, options, included));
  }
  return out;
}

function finishStep(raw: RawStep, ctx: VariableContext): SpecStep {
  // A structured step's title renders the same strings its data holds: report their problems once, from the data.
  const textCtx = raw.structured ? { ...ctx, errors: [] } : ctx;
  const text = resolveText(raw, textCtx).replace(/\s*\n\s*/g, ' ').trim();
  const step: SpecStep = { text, location: raw.index.locate(raw.offset) };
  if (raw.structured) step.structured = resolveStructured(raw.structured, raw, ctx) as Record<string, unknown>;
  if (raw.expectation) step.expectation = true;
  if (raw.includedFrom) step.includedFrom = raw.includedFrom;
  if (raw.optional) step.optional = true;
  if (raw.criteria?.length) step.criteria = raw.criteria.map(c => finishStep({ ...c, expectation: true }, ctx));
  return step;
}
