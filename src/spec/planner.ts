/**
 * Playwright's planner layout (`*.plan.md`), unchanged: `## Test Scenarios`, `### 1. Group`, `#### 1.1. name`,
 * `**Steps:**` with nested `- expect:` bullets, or (older plans) a separate `**Expected Results:**` list.
 */
import type { Root, RootContent } from 'mdast';
import type { SpecError } from './model.ts';
import type { DraftResult, DraftScenario } from './draft.ts';
import { readFrontMatter } from './frontmatter.ts';
import { headingLocation, titleOf } from './markdown.ts';
import { listSteps, plainText, sliceOf } from './mdast.ts';
import type { RawStep, SourceIndex } from './source.ts';
import type { SeedRef } from './seed.ts';

export const TEST_SCENARIOS = /^test\s+scenarios\s*:?\s*$|^测试场景\s*[:：]?\s*$/i;
const STEPS_LABEL = /^(?:steps|test\s+steps|步骤)\s*[:：]?\s*$/i;
/** `**Seed:** \`tests/seed.spec.ts\`` */
const SEED_LABEL = /^seed\s*[:：]\s*(\S.*)$/i;
const EXPECTED_LABEL = /^(?:expected(?:\s+results?|\s+outcomes?|\s+behaviou?r)?|预期结果|期望结果)\s*[:：]?\s*$/i;

export function parsePlannerSpec(tree: Root, index: SourceIndex): DraftResult {
  const errors: SpecError[] = [];
  const meta = readFrontMatter(tree, index, errors);
  const { title, titleNode } = titleOf(tree, meta, index.file);
  const docs: string[] = [];
  const scenarios: DraftScenario[] = [];
  let docNodes: RootContent[] = [];
  let group: { name: string; node: RootContent & { type: 'heading' } } | undefined;
  let scenario: DraftScenario | undefined;
  let expected: RawStep[] = [];
  let mode: 'steps' | 'expected' | 'none' = 'none';
  const flushScenario = () => {
    if (scenario) scenario.steps.push(...expected.map(e => ({ ...e, expectation: true })));
    scenario = undefined;
    expected = [];
    mode = 'none';
  };
  const flushDocs = () => {
    const text = sliceOf(index.text, docNodes);
    if (text) docs.push(text);
    docNodes = [];
  };
  let inScenarios = false;
  // A seed given before the first group holds for the whole plan; under a group, for its scenarios.
  let planSeed: SeedRef | undefined;
  let groupSeed: SeedRef | undefined;
  for (const node of tree.children) {
    if (node.type === 'yaml' || node === titleNode) continue;
    if (node.type === 'heading' && node.depth <= 2) {
      flushScenario();
      flushDocs();
      group = undefined;
      inScenarios = node.depth === 2 && TEST_SCENARIOS.test(plainText(node).trim());
      if (!inScenarios) docNodes.push(node);
      continue;
    }
    if (!inScenarios) { docNodes.push(node); continue; }
    if (node.type === 'heading') {
      flushScenario();
      const name = stripNumbering(plainText(node));
      if (node.depth === 3) {
        group = { name, node };
        groupSeed = undefined;
      } else {
        const seed = groupSeed ?? planSeed;
        scenarios.push(scenario = { name, location: headingLocation(node, index), tags: [], steps: [], ...(group ? { group: group.name } : {}), ...(seed ? { seed } : {}) });
      }
      continue;
    }
    if (node.type === 'paragraph') {
      const label = plainText(node).trim();
      const seedPath = SEED_LABEL.exec(label)?.[1].trim();
      if (seedPath) {
        const seed = { path: seedPath, location: index.locate(node.position!.start.offset!) };
        if (scenario) scenario.seed = seed;
        else if (group) groupSeed = seed;
        else planSeed = seed;
        continue;
      }
      if (STEPS_LABEL.test(label) || EXPECTED_LABEL.test(label)) {
        // A `### 1. name` with steps and no `####` below it is itself the scenario.
        if (!scenario && group) {
          const seed = groupSeed ?? planSeed;
          scenarios.push(scenario = { name: group.name, location: headingLocation(group.node, index), tags: [], steps: [], ...(seed ? { seed } : {}) });
          group = undefined;
        }
        mode = STEPS_LABEL.test(label) ? 'steps' : 'expected';
      }
      continue;
    }
    if (node.type === 'list' && scenario) {
      if (mode === 'expected') expected.push(...listSteps(node, index));
      else scenario.steps.push(...listSteps(node, index));
    }
  }
  flushScenario();
  flushDocs();
  return {
    draft: {
      format: 'plan', title, description: docs.join('\n\n'), meta,
      location: titleNode ? headingLocation(titleNode, index) : index.at(1, 1),
      background: [], scenarios,
    },
    errors,
  };
}

/** `1.2. Add item` → `Add item`. */
function stripNumbering(text: string): string {
  return text.trim().replace(/^\d+(?:\.\d+)*\.?\s+/, '').trim() || text.trim();
}
