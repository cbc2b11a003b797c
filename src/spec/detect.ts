/** Which format a spec file is written in, from its name and its headings. */
import type { Root } from 'mdast';
import type { SpecFormat } from './model.ts';
import { STEPS_HEADING } from './autoqa.ts';
import { plainText } from './mdast.ts';
import { TEST_SCENARIOS } from './planner.ts';

const SCENARIO_HEADING = /^(?:scenario|场景|用例|example|background|背景)\b/i;

/**
 * `.yaml`/`.yml` → yaml; `.plan.md` or a `## Test Scenarios` heading → plan; `## Steps` without any
 * `## Scenario` → autoqa; anything else → markdown.
 */
export function detectFormat(file: string, tree?: Root): SpecFormat {
  if (/\.ya?ml$/i.test(file)) return 'yaml';
  if (/\.plan\.md$/i.test(file)) return 'plan';
  const h2 = (tree?.children ?? []).filter(n => n.type === 'heading' && n.depth === 2).map(n => plainText(n).trim());
  if (h2.some(t => TEST_SCENARIOS.test(t))) return 'plan';
  if (h2.some(t => STEPS_HEADING.test(t)) && !h2.some(t => SCENARIO_HEADING.test(t))) return 'autoqa';
  return 'markdown';
}
