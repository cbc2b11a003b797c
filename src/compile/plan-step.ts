/** A SpecStep → StepPlans: structured steps 1:1, sentences through the grammar, the rest to the model or a compile error. */
import type { SpecError, SpecStep } from '../spec/model.ts';
import type { StepPlan } from '../steps/plan.ts';
import { planStep } from '../steps/grammar.ts';
import { planStructured } from '../steps/structured.ts';

export interface PlanSpecStepOptions {
  /** A model is configured: unparsed sentences become `ai` / `aiAssert` steps instead of errors. */
  modelConfigured: boolean;
}

export interface PlanSpecStepResult {
  plans: StepPlan[];
  error?: SpecError;
}

/** Plans one spec step. Never throws; an error carries the step's location. */
export function planSpecStep(step: SpecStep, options: PlanSpecStepOptions): PlanSpecStepResult {
  if (step.structured) {
    const result = planStructured(step.structured);
    if (result.ok) return { plans: result.plans };
    return { plans: [], error: { code: 'STEP_INVALID', message: result.error.message, location: step.location } };
  }
  if (step.criteria?.length) return planCriteria(step, step.criteria, options);
  const result = planStep(step.text, { assertion: !!step.expectation });
  if (result.ok) return { plans: result.plans };
  if (options.modelConfigured) {
    return { plans: [result.looksLikeAssertion ? { action: 'aiAssert', criterion: step.text } : { action: 'ai', instruction: step.text }] };
  }
  return {
    plans: [],
    error: {
      code: 'STEP_UNPARSED',
      message: `step ${JSON.stringify(step.text)}: no step form matches; reword it or configure a model to run it as an AI step`,
      location: step.location,
      suggestions: result.error.suggestions,
    },
  };
}

/** A check that ends in a verb of showing takes its criteria as its object: "Verify the overview shows" + "Total: $10". */
const SHOW_VERB_END = /\b(?:shows?|displays?|contains?|includes?|lists?)$|(?:显示|包含|展示|列出)$/iu;

/**
 * A check with nested criteria: every bullet is one assertion, read as the end of the check's sentence ("Verify the
 * overview shows" + `"Total: $10"`) or alone ("the total is "$10""); the first criterion nothing reads is the error.
 */
function planCriteria(step: SpecStep, criteria: SpecStep[], options: PlanSpecStepOptions): PlanSpecStepResult {
  const lead = step.text.replace(/\s*[:：]\s*$/u, '');
  const plans: StepPlan[] = [];
  for (const criterion of criteria) {
    // As the object of the check first: `"Item total: $29.99"` under "the overview shows" is looked for in the overview.
    const object = SHOW_VERB_END.test(lead) ? planStep(`${lead} ${criterion.text}`, { assertion: true }) : undefined;
    const joined = object?.ok ? object : planStep(criterion.text, { assertion: true });
    if (joined.ok) {
      plans.push(...joined.plans);
      continue;
    }
    if (options.modelConfigured) {
      plans.push({ action: 'aiAssert', criterion: `${lead}: ${criterion.text}` });
      continue;
    }
    // Criteria sit in the check's own file: its (display) file name, the criterion's line.
    const location = { ...step.location, line: criterion.location.line, column: criterion.location.column };
    return {
      plans: [],
      error: {
        code: 'STEP_UNPARSED',
        message: `criterion ${JSON.stringify(criterion.text)} of ${JSON.stringify(step.text)}: no step form matches; reword it or configure a model to run it as an AI check`,
        location,
        suggestions: joined.error.suggestions,
      },
    };
  }
  return { plans };
}
