/** Public surface of the step grammar: sentences, structured steps and spec steps → StepPlans. */
export { planStep, MAX_SENTENCE_LENGTH, type PlanStepOptions, type PlanStepResult } from './grammar.ts';
export { planStructured, type StructuredResult } from './structured.ts';
export { STRUCTURED_STEP_SCHEMA, STRUCTURED_STEP_SCHEMAS, STRUCTURED_KEYS } from './structured-schema.ts';
export { suggestForms, FORM_EXAMPLES } from './suggest.ts';
export { parseKey } from './words.ts';
export type { StepPlan, StepAction, Target, Modifier, TextMatch } from './plan.ts';
export { isAssertion, ASSERTION_ACTIONS } from './plan.ts';
