/** Pure: turns Playwright's ai-mode ARIA snapshot (JSON) into the filtered tree of seed 004, and renders it. */
import type { AriaNode, AriaStates, Box } from './types.ts';
import type { RefInfo } from './runtime/registry.ts';

/** A node of `ariaSnapshotJSON({ mode: 'ai' })`, as Playwright 1.65 documents it. */
export interface RawAriaNode {
  role: string;
  name?: string;
  text?: string;
  ref?: string;
  cursor?: string;
  box?: Box;
  url?: string;
  placeholder?: string;
  ariaHidden?: boolean;
  checked?: boolean | 'mixed';
  disabled?: boolean;
  expanded?: boolean;
  selected?: boolean;
  pressed?: boolean | 'mixed';
  level?: number;
  active?: boolean;
  children?: Array<RawAriaNode | string>;
}

export const INTERACTIVE_ROLES: ReadonlySet<string> = new Set([
  'button', 'link', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'option', 'menuitem',
  'menuitemcheckbox', 'menuitemradio', 'tab', 'switch', 'slider', 'spinbutton', 'treeitem',
]);
const VALUE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

export interface FilterContext {
  refs: Readonly<Record<string, RefInfo>>;
  /** Document scroll, to tell content left of / above the document origin (never reachable) from below the fold. */
  scroll: { x: number; y: number };
  depth?: number;
  /** More children of one role than this (rows of a big table) are cut to the first REPEATS_KEPT; default 25. */
  maxRepeats?: number;
}

const DEFAULT_MAX_REPEATS = 25;
const REPEATS_KEPT = 10;

/** Refs of nodes a user can operate, in document order: the ones that need locating attributes. */
export function interactiveRefs(raw: unknown): string[] {
  const refs: string[] = [];
  const visit = (node: RawAriaNode | string) => {
    if (typeof node === 'string')
      return;
    if (node.ref && isInteractive(node))
      refs.push(node.ref);
    node.children?.forEach(visit);
  };
  rootsOf(raw).forEach(visit);
  return refs;
}

/** Refs of the nodes a filtered tree offers for action (interactive roles or an element index). */
export function actionableRefs(nodes: readonly AriaNode[]): string[] {
  return nodes.flatMap(node => [
    ...(node.ref && (node.index !== undefined || INTERACTIVE_ROLES.has(node.role)) ? [node.ref] : []),
    ...actionableRefs(node.children ?? []),
  ]);
}

/** Drops hidden (aria-hidden, zero-size, off-screen) and decorative nodes, hoists anonymous wrappers, adds attributes. */
export function filterAriaTree(raw: unknown, context: FilterContext): AriaNode[] {
  return rootsOf(raw).flatMap(node => visit(node, context, 0));
}

/** Compact indented text: refs and attributes only where a model may act. */
export function renderAriaTree(nodes: readonly AriaNode[], indent = ''): string {
  return nodes.map(node => {
    const head = node.role === 'text' ? `${indent}- text: ${node.text ?? ''}` : `${indent}- ${headOf(node)}`;
    return node.children?.length ? `${head}\n${renderAriaTree(node.children, indent + '  ')}` : head;
  }).join('\n');
}

function visit(node: RawAriaNode | string, context: FilterContext, depth: number): AriaNode[] {
  if (typeof node === 'string')
    return node.trim() ? [{ role: 'text', text: node }] : [];
  const info = node.ref ? context.refs[node.ref] : undefined;
  if (node.ariaHidden || info?.hidden || (context.depth !== undefined && depth > context.depth))
    return [];
  if (node.box && isUnreachable(node, context.scroll))
    return [];
  // Text cleaned of aria-hidden descendants the snapshot merged in.
  const cleanText = info?.text;
  const children = collapseRepeats((node.children ?? [])
    .filter(child => typeof child !== 'string' || cleanText === undefined || cleanText.includes(child.trim()))
    .flatMap(child => visit(child, context, depth + 1)), context.maxRepeats ?? DEFAULT_MAX_REPEATS);
  let text = cleanText !== undefined && node.text !== undefined ? cleanText : node.text;
  if (text !== undefined && text === node.name)
    text = undefined;
  const interactive = isInteractive(node);
  if (node.role === 'generic' && !node.name && !interactive)
    return text ? [{ role: 'text', text }, ...children] : children;
  if (!node.name && !text && !children.length && !interactive && !node.ref)
    return [];
  const out: AriaNode = { role: node.role };
  if (node.name)
    out.name = node.name;
  if (node.ref)
    out.ref = node.ref;
  if (info?.index !== undefined)
    out.index = info.index;
  const states = { ...info?.states, ...statesOf(node) };
  if (VALUE_ROLES.has(node.role) && text !== undefined) {
    // Unknown means the element could not be inspected: never risk showing a password.
    states.value = info?.secret || !info ? '[redacted]' : text;
    text = undefined;
  }
  if (Object.keys(states).length)
    out.states = states;
  const attrs = { ...info?.attrs, ...(node.url !== undefined ? { url: node.url } : {}) };
  if (Object.keys(attrs).length)
    out.attrs = attrs;
  if (text)
    out.text = text;
  if (children.length)
    out.children = children;
  return [out];
}

/** Keeps the first REPEATS_KEPT children of an over-repeated role and says how many were left out. */
function collapseRepeats(children: AriaNode[], maxRepeats: number): AriaNode[] {
  const counts = new Map<string, number>();
  for (const child of children)
    counts.set(child.role, (counts.get(child.role) ?? 0) + 1);
  const over = [...counts].filter(([role, count]) => role !== 'text' && count > maxRepeats).map(([role]) => role);
  if (!over.length)
    return children;
  const seen = new Map<string, number>();
  const out: AriaNode[] = [];
  for (const child of children) {
    const nth = (seen.get(child.role) ?? 0) + 1;
    seen.set(child.role, nth);
    if (!over.includes(child.role) || nth <= REPEATS_KEPT)
      out.push(child);
    else if (nth === REPEATS_KEPT + 1)
      out.push({ role: 'text', text: `… ${counts.get(child.role)! - REPEATS_KEPT} more ${child.role} nodes (getElementList with group:false and offset pages through them)` });
  }
  return out;
}

function isInteractive(node: RawAriaNode): boolean {
  return INTERACTIVE_ROLES.has(node.role) || node.cursor === 'pointer';
}

/** Zero-size without a ref (refs go to visible nodes only), or wholly left of / above the document. */
function isUnreachable(node: RawAriaNode, scroll: { x: number; y: number }): boolean {
  const box = node.box!;
  // Options of a closed <select> have no box yet are its choices.
  if (box.width * box.height === 0)
    return !node.ref && node.role !== 'option';
  return box.x + box.width <= -scroll.x || box.y + box.height <= -scroll.y;
}

function statesOf(node: RawAriaNode): AriaStates {
  const states: AriaStates = {};
  for (const key of ['checked', 'disabled', 'expanded', 'selected', 'pressed', 'level', 'active'] as const) {
    if (node[key] !== undefined)
      (states as Record<string, unknown>)[key] = node[key];
  }
  return states;
}

function headOf(node: AriaNode): string {
  const parts = [node.role];
  if (node.name)
    parts.push(JSON.stringify(node.name));
  const s = node.states ?? {};
  for (const [key, value] of Object.entries(s)) {
    if (key === 'value' || key === 'active')
      continue;
    parts.push(value === true ? `[${key}]` : `[${key}=${String(value)}]`);
  }
  if (node.ref && (INTERACTIVE_ROLES.has(node.role) || node.index !== undefined))
    parts.push(`[ref=${node.ref}${node.index !== undefined ? ` #${node.index}` : ''}]`);
  if (node.attrs) {
    const attrs = Object.entries(node.attrs).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
    parts.push(`{${attrs.join(' ')}}`);
  }
  const value = s.value !== undefined ? `: ${JSON.stringify(s.value)}` : node.text ? `: ${node.text}` : '';
  return parts.join(' ') + value;
}

function rootsOf(raw: unknown): Array<RawAriaNode | string> {
  if (Array.isArray(raw))
    return raw as Array<RawAriaNode | string>;
  return raw && typeof raw === 'object' ? [raw as RawAriaNode] : [];
}
