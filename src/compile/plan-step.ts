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
