/** specwright Markdown: front matter, `# Title`, prose, `## Background`, `## Scenario: name @tag`, numbered or bulleted steps. */
import path from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import type { Location, SpecError } from './model.ts';
import type { Draft, DraftResult, DraftScenario } from './draft.ts';
import { readFrontMatter } from './frontmatter.ts';
import { listSteps, plainText, sliceOf } from './mdast.ts';
import { normalizeTags, type FrontMatter } from './schema.ts';
import type { RawStep, SourceIndex } from './source.ts';

const BACKGROUND = /^(?:background|背景)\s*[:：]?\s*$/i;
const SCENARIO = /^(?:scenario(?:\s+outline)?|场景|用例|example)(?:\s*[:：\-–—]\s*|\s+|$)(.*)$/i;

export function parseMarkdownSpec(tree: Root, index: SourceIndex): DraftResult {
  const errors: SpecError[] = [];
  const meta = readFrontMatter(tree, index, errors);
  const { title, titleNode } = titleOf(tree, meta, index.file);
  const docs: string[] = [];
  const background: RawStep[] = [];
  const scenarios: DraftScenario[] = [];
  let section: 'intro' | 'background' | 'scenario' | 'doc' = 'intro';
  let docNodes: RootContent[] = [];
  const flushDocs = () => {
    const text = sliceOf(index.text, docNodes);
    if (text) docs.push(text);
    docNodes = [];
  };
  for (const node of tree.children) {
    if (node.type === 'yaml' || node === titleNode) continue;
    if (node.type === 'heading' && node.depth <= 2) {
      flushDocs();
      const text = plainText(node).trim();
      const scenario = node.depth === 2 ? SCENARIO.exec(text) : null;
      if (node.depth === 2 && BACKGROUND.test(text)) section = 'background';
      else if (scenario) {
        section = 'scenario';
        scenarios.push(scenarioOf(scenario[1], headingLocation(node, index), title));
      } else {
        section = 'doc';
        docNodes.push(node);
      }
      continue;
    }
    if (node.type === 'list' && section === 'background') background.push(...listSteps(node, index));
    else if (node.type === 'list' && section === 'scenario') scenarios[scenarios.length - 1].steps.push(...listSteps(node, index));
    else if (section === 'intro' || section === 'doc') docNodes.push(node);
  }
  flushDocs();
  const draft: Draft = {
    format: 'markdown', title, description: docs.join('\n\n'), meta,
    location: titleNode ? headingLocation(titleNode, index) : index.at(1, 1), background, scenarios,
  };
  return { draft, errors };
}

/** The first `# Title`, else the front matter's title or feature, else the file name. */
export function titleOf(tree: Root, meta: FrontMatter, file: string): { title: string; titleNode?: Heading } {
  const titleNode = tree.children.find((n): n is Heading => n.type === 'heading' && n.depth === 1);
  const fromHeading = titleNode ? plainText(titleNode).trim() : '';
  const title = fromHeading || meta.title || meta.feature || path.basename(file).replace(/(?:\.plan)?\.(?:md|markdown|ya?ml)$/i, '');
  return titleNode ? { title, titleNode } : { title };
}

/** Where a heading's text starts (after the `#` marks). */
export function headingLocation(node: Heading, index: SourceIndex): Location {
  const start = node.children[0]?.position?.start.offset ?? node.position?.start.offset ?? 0;
  return index.locate(start);
}

/** `Add two products @smoke @cart` → name and tags; an empty name falls back to the title. */
function scenarioOf(text: string, location: Location, title: string): DraftScenario {
  const tags = normalizeTags([...text.matchAll(/(?:^|\s)@([^\s@]+)/g)].map(m => m[1]));
  const name = text.replace(/(?:^|\s)@[^\s@]+/g, '').trim() || title;
  return { name, location, tags, steps: [] };
}
