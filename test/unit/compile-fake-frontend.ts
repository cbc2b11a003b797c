/** A hand-made spec front end for compiler unit tests: `Scenario:` lines and numbered steps, nothing more. */
import type { Spec, SpecError, SpecStep } from '../../src/spec/model.ts';
import type { StepPlan } from '../../src/steps/plan.ts';
import type { SpecFrontend } from '../../src/compile/build.ts';

/**
 * Understands `# Title`, `## Scenario: name`, `1. Click <target>` and `1. Open <url>`; any other
 * step is STEP_UNPARSED, and a file whose first line is `broken` does not parse at all.
 */
export const fakeFrontend: SpecFrontend & { parsed: string[] } = {
  parsed: [],
  parse(file, source) {
    fakeFrontend.parsed.push(file);
    const lines = source.split('\n');
    if (lines[0] === 'broken')
      return { errors: [{ code: 'SPEC_SCHEMA_INVALID', message: 'broken spec', location: { file, line: 1, column: 1 } }] };
    const spec: Spec = { file, format: 'markdown', title: '', description: '', tags: [], allow: [], vars: {}, secrets: [], background: [], scenarios: [] };
    lines.forEach((text, index) => {
      const line = index + 1;
      if (text.startsWith('# '))
        spec.title = text.slice(2);
      const scenario = /^## Scenario: (.*)$/.exec(text);
      if (scenario)
        spec.scenarios.push({ name: scenario[1], location: { file, line, column: 1 }, tags: [], steps: [] });
      const step = /^(\d+\. )(.*)$/.exec(text);
      if (step)
        spec.scenarios.at(-1)?.steps.push({ text: step[2], location: { file, line, column: step[1].length + 1 } });
    });
    return { spec, errors: [] };
  },
  plan(step: SpecStep): { plans: StepPlan[]; error?: SpecError } {
    const click = /^Click (.*)$/.exec(step.text);
    if (click)
      return { plans: [{ action: 'click', target: click[1] }] };
    const open = /^Open (.*)$/.exec(step.text);
    if (open)
      return { plans: [{ action: 'navigate', url: open[1] }] };
    return { plans: [], error: { code: 'STEP_UNPARSED', message: `no step form matches "${step.text}"`, location: step.location } };
  },
};
