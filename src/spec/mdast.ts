/** Markdown → mdast with positions (front matter included), and list items → raw steps keeping the text as written. */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import type { List, ListItem, Nodes, Paragraph, Root } from 'mdast';
import type { RawStep, SourceIndex } from './source.ts';

/** Built once: the syntax and tree extensions are the same for every spec (a compile parses thousands). */
const MARKDOWN_OPTIONS = { extensions: [frontmatter(['yaml'])], mdastExtensions: [frontmatterFromMarkdown(['yaml'])] };

/** Parses CommonMark plus YAML front matter; every node keeps its offsets. */
export function parseMarkdownTree(source: string): Root {
  return fromMarkdown(source, MARKDOWN_OPTIONS);
}

/** The readable text of a node (headings, `**Steps:**` labels): text and code values, markup dropped. */
export function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.type === 'yaml' || node.type === 'html' ? '' : node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

/** Source text of a run of nodes, exactly as written. */
export function sliceOf(source: string, nodes: Nodes[]): string {
  const first = nodes[0]?.position?.start.offset;
  const last = nodes[nodes.length - 1]?.position?.end.offset;
  return first === undefined || last === undefined ? '' : source.slice(first, last).trim();
}

/** Labels that make a nested bullet an expectation and are not part of its sentence (`- expect: …`, `Expected: …`, `预期：…`). */
const EXPECT_LABEL = /^(?:expect(?:ed|ation)?(?:\s+results?|\s+outcomes?)?|then|预期(?:结果)?|期望(?:结果)?)\s*[:：]\s*/i;
/** Sentences that read as checks; nested under a step they become expectation steps. */
const EXPECT_WORD = /^(?:expect|verify|assert|ensure|check\s+(?:that|if|whether)|confirm|should|then\b|验证|断言|预期|期望|确认|检查)/i;

/**
 * Steps of a list: each item's first paragraph is a step; a later line or paragraph that starts with an expectation label,
 * and nested bullets that read as checks, become expectation steps after it; other nested bullets are steps of their own.
 */
export function listSteps(list: List, index: SourceIndex): RawStep[] {
  const steps: RawStep[] = [];
  for (const item of list.children) steps.push(...itemSteps(item, index, false));
  return steps;
}

function itemSteps(item: ListItem, index: SourceIndex, nested: boolean): RawStep[] {
  const steps: RawStep[] = [];
  const expectations: RawStep[] = [];
  let mainSeen = false;
  for (const child of item.children) {
    if (child.type === 'paragraph') {
      for (const part of paragraphLines(child, index).map(optionalStep)) {
        const labelled = EXPECT_LABEL.exec(part.raw);
        if (labelled) expectations.push(expectation(part, labelled[0].length));
        else if (!mainSeen) {
          const isCheck = nested && EXPECT_WORD.test(part.raw);
          steps.push(isCheck ? { ...part, expectation: true } : part);
          mainSeen = true;
        } else {
          // A continuation line belongs to the step above it.
          const last = steps[steps.length - 1];
          last.raw = index.text.slice(last.offset, part.offset + part.raw.length);
        }
      }
    } else if (child.type === 'list') {
      const nestedSteps = child.children.flatMap(sub => itemSteps(sub, index, true));
      const head = steps[steps.length - 1];
      // "Verify the overview shows:" + bullets: one check whose criteria are the bullets.
      if (head && !expectations.length && listsCriteria(head)) head.criteria = [...(head.criteria ?? []), ...nestedSteps];
      else expectations.push(...nestedSteps);
    }
  }
  return [...steps, ...expectations];
}

/** `(Optional)` / `[optional]` / `（可选）` before or after a step, or `Optional:` before it. */
const OPTIONAL_LEAD = /^(?:\(\s*optional\s*\)|\[\s*optional\s*\]|optional\s*[:：]|[（(]\s*可选\s*[）)]|可选\s*[:：])\s*/i;
const OPTIONAL_TAIL = /\s*(?:\(\s*optional\s*\)|\[\s*optional\s*\]|[（(]\s*可选\s*[）)])[.。]?$/i;

/** A step marked optional, without its marker; other steps as they are. */
function optionalStep(step: RawStep): RawStep {
  const lead = OPTIONAL_LEAD.exec(step.raw);
  if (lead) return { ...step, raw: step.raw.slice(lead[0].length), offset: step.offset + lead[0].length, optional: true };
  const tail = OPTIONAL_TAIL.exec(step.raw);
  return tail ? { ...step, raw: step.raw.slice(0, tail.index), optional: true } : step;
}

/** A check that ends with a colon announces a list of criteria. */
function listsCriteria(step: RawStep): boolean {
  return /[:：]\s*$/.test(step.raw) && (!!step.expectation || EXPECT_WORD.test(step.raw) || /^(?:the\s+)?\S+(?:\s+\S+){0,4}\s+(?:shows?|displays?|contains?|lists?)\s*[:：]\s*$/i.test(step.raw));
}

/** Splits a paragraph at lines that start with an expectation label (`1. Click X\n   Expected: Y`). */
function paragraphLines(p: Paragraph, index: SourceIndex): RawStep[] {
  const start = p.position?.start.offset;
  const end = p.position?.end.offset;
  if (start === undefined || end === undefined) return [];
  const text = index.text.slice(start, end);
  const parts: string[] = [];
  let from = 0;
  const re = /\n[ \t]*(?=(?:[-*•][ \t]+)?(?:expect(?:ed)?(?:\s+results?)?|预期(?:结果)?|期望(?:结果)?)\s*[:：])/gi;
  for (const m of text.matchAll(re)) {
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  const out: RawStep[] = [];
  let cursor = 0;
  for (const part of parts) {
    const at = text.indexOf(part, cursor);
    cursor = at + part.length;
    const bullet = /^[-*•][ \t]+/.exec(part)?.[0].length ?? 0;
    const raw = part.slice(bullet).trim();
    if (raw) out.push({ raw, offset: start + at + bullet + (part.slice(bullet).length - part.slice(bullet).trimStart().length), index });
  }
  return out;
}

function expectation(step: RawStep, labelLength: number): RawStep {
  const rest = step.raw.slice(labelLength);
  const lead = rest.length - rest.trimStart().length;
  return { ...step, raw: rest.trim(), offset: step.offset + labelLength + lead, expectation: true };
}
