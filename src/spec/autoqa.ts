/** The AutoQA-Agent layout, unchanged: `# Title`, `## Preconditions` (documentation), `## Steps` (one scenario). */
import type { Root, RootContent } from 'mdast';
import type { SpecError } from './model.ts';
import type { DraftResult, DraftScenario } from './draft.ts';
import { readFrontMatter } from './frontmatter.ts';
import { headingLocation, titleOf } from './markdown.ts';
import { listSteps, plainText, sliceOf } from './mdast.ts';
import type { SourceIndex } from './source.ts';

/** `## Steps` (also `## 步骤`, `## Test Steps`), the heading that makes a document AutoQA-style. */
export const STEPS_HEADING = /^(?:test\s+)?(?:steps|步骤|测试步骤)\s*[:：]?\s*$/i;

export function parseAutoqaSpec(tree: Root, index: SourceIndex): DraftResult {
  const errors: SpecError[] = [];
  const meta = readFrontMatter(tree, index, errors);
  const { title, titleNode } = titleOf(tree, meta, index.file);
  const docs: string[] = [];
  let scenario: DraftScenario | undefined;
  let inSteps = false;
  let docNodes: RootContent[] = [];
  const flush = () => {
    const text = sliceOf(index.text, docNodes);
    if (text) docs.push(text);
    docNodes = [];
  };
  for (const node of tree.children) {
    if (node.type === 'yaml' || node === titleNode) continue;
    if (node.type === 'heading' && node.depth <= 2) {
      flush();
      inSteps = node.depth === 2 && STEPS_HEADING.test(plainText(node).trim());
      if (inSteps) scenario ??= { name: title, location: headingLocation(node, index), tags: [], steps: [] };
      else docNodes.push(node);
      continue;
    }
    if (inSteps && node.type === 'list') scenario!.steps.push(...listSteps(node, index));
    else if (!inSteps) docNodes.push(node);
  }
  flush();
  return {
    draft: {
      format: 'autoqa', title, description: docs.join('\n\n'), meta,
      location: titleNode ? headingLocation(titleNode, index) : index.at(1, 1),
      background: [], scenarios: scenario ? [scenario] : [],
    },
    errors,
  };
}
