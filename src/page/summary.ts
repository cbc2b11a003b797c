/** Layer 1 of the page views: the summary always sent to the model (seed 001 PageSummary), ≤ 500 tokens. */
import type { Page } from '@playwright/test';
import type { ToolResult } from '../common/result.ts';
import { runInPage } from './runtime/source.ts';
import type { PageSummary, ViewOptions } from './types.ts';
import { runView } from './view.ts';

/** The summary's text never exceeds this (500 tokens at 4 chars a token). */
export const SUMMARY_MAX_CHARS = 2000;

export async function getPageSummary(page: Page, options: ViewOptions = {}): Promise<ToolResult<PageSummary>> {
  return await runView(page, options, async () => {
    const data = await runInPage(page, 'summary');
    return { ...data, text: renderPageSummary(data) };
  });
}

/** Compact text of a summary, cut to SUMMARY_MAX_CHARS by shortening the URL, title and text first. */
export function renderPageSummary(summary: Omit<PageSummary, 'text'>): string {
  const e = summary.elements;
  const counts = [
    [e.buttons, 'button'], [e.inputs, 'input'], [e.links, 'link'], [e.selects, 'select'], [e.images, 'image'], [e.forms, 'form'],
    [e.checkboxes, 'checkbox'], [e.radios, 'radio'], [e.tabs, 'tab'], [e.dialogs, 'dialog'],
  ] as const;
  const focused = summary.focusedElement;
  const lines = [
    `URL: ${clip(summary.url, 300)}`,
    `Title: ${clip(summary.title, 150)}`,
    `Viewport: ${summary.viewport.width}x${summary.viewport.height}, scrolled to ${summary.scrollPosition.x},${summary.scrollPosition.y} of ${summary.documentSize.width}x${summary.documentSize.height}`,
    `Elements: ${counts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}${n === 1 ? '' : word.endsWith('x') ? 'es' : 's'}`).join(', ') || 'none'}`,
    focused ? `Focused: [${focused.index}] ${focused.tag}${focused.text ? ` "${focused.text}"` : ''}` : '',
    `Text: ${summary.visibleText}`,
  ].filter(Boolean);
  return clip(lines.join('\n'), SUMMARY_MAX_CHARS);
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
