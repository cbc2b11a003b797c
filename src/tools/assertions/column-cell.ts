/**
 * A table cell by its column and its row: "the status of Linen Throw Pillow is Archived" checks the
 * cell under the header "Status" in the row that names Linen Throw Pillow. A selector engine of ours
 * (playwright/engines.ts), so the check is one query in Playwright's utility world.
 *
 * The header is a `<th>` or `role=columnheader` whose whole text is the column's name (a trailing
 * colon aside, any case). The row is one of its table's body rows holding the item: the rows with a
 * cell whose whole text is the item, else the rows showing it as a whole phrase. Cells are counted
 * with their `colspan`, so the cell found sits under its header; a row whose cells do not line up
 * with the header row gives none.
 */
import type { Frame, Locator, Page } from '@playwright/test';
import { engineSelector, registerEngine } from '../../playwright/engines.ts';
import type { ParsedTarget } from '../../locator/parse.ts';
import { textMatcher } from '../../locator/text-match.ts';
import { poll } from '../../locator/poll.ts';
import { quietly } from '../../playwright/quiet.ts';

/** Runs in the page: the cells of `column` in the rows naming the item (`row`: its whole-phrase expression). No named inner functions. */
export function columnCells(root: Document | Element, column: string, row: { source: string; flags: string }, item: string): Element[] {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  const wanted = norm(column).toLowerCase();
  const phrase = new RegExp(row.source, row.flags);
  const cellSelector = 'th, td, [role="columnheader"], [role="rowheader"], [role="cell"], [role="gridcell"]';
  const cellsOf = (one: Element) => [...one.children].filter(child => child.matches(cellSelector));
  const span = (cell: Element) => Math.max(1, Number(cell.getAttribute('colspan')) || 1);
  const offset = (cells: Element[], cell: Element) => cells.slice(0, cells.indexOf(cell)).reduce((sum, c) => sum + span(c), 0);
  const isHeaderRow = (one: Element) => cellsOf(one).length > 0 && cellsOf(one).every(cell => cell.tagName === 'TH' || cell.getAttribute('role') === 'columnheader');
  const found: Element[] = [];
  for (const header of root.querySelectorAll('th, [role="columnheader"]')) {
    if (norm(header.textContent ?? '').toLowerCase().replace(/\s*[:：]$/, '') !== wanted)
      continue;
    const headerRow = header.parentElement;
    const table = header.closest('table, [role="table"], [role="grid"], [role="treegrid"]');
    if (!headerRow || !table)
      continue;
    const at = offset(cellsOf(headerRow), header);
    const rows = [...table.querySelectorAll('tr, [role="row"]')].filter(one => one !== headerRow && !isHeaderRow(one)
      && one.closest('table, [role="table"], [role="grid"], [role="treegrid"]') === table);
    // A cell names the item by its whole text, or by one element or text in it that is the whole name
    // (the name beside an avatar's initials); the text between elements is read with spaces, so
    // "PN" + "Priya Nair" does not run into "PNPriya Nair".
    const spaced = (one: Element) => {
      let text = '';
      const stack: Array<Node | string> = [one];
      while (stack.length) {
        const node = stack.pop()!;
        if (typeof node === 'string' || node.nodeType === 3) {
          text += typeof node === 'string' ? node : node.nodeValue ?? '';
          continue;
        }
        text += ' ';
        stack.push(' ');
        for (let i = node.childNodes.length - 1; i >= 0; i--)
          stack.push(node.childNodes[i]);
      }
      return norm(text);
    };
    const names = (cell: Element) => norm(cell.textContent ?? '') === norm(item)
      || [...cell.childNodes].some(child => (child.nodeType === 3 || child.nodeType === 1) && norm(child.textContent ?? '') === norm(item));
    const naming = rows.filter(one => cellsOf(one).some(names));
    for (const one of naming.length ? naming : rows.filter(candidate => phrase.test(spaced(candidate)))) {
      const cells = cellsOf(one);
      const cell = cells.find(c => offset(cells, c) === at && span(c) === span(header));
      if (cell && !found.includes(cell))
        found.push(cell);
    }
  }
  return found;
}

const ENGINE = 'specwright_column_cell';

const ENGINE_SOURCE = `({
  queryAll(root, body) {
    var __name = function (f) { return f; };
    var wanted = JSON.parse(decodeURIComponent(body));
    return (${String(columnCells)})(root, wanted.column, wanted.row, wanted.item);
  }
})`;

void registerEngine(ENGINE, ENGINE_SOURCE);

/** The column and the item of a target said as a property of an item (`status for "Linen Throw Pillow"`), or undefined. */
export function columnOfTarget(parsed: ParsedTarget): { column: string; item: string } | undefined {
  const scope = parsed.scope;
  // "the status in the "Ada" row", “前端工程师”这一行的状态: the row said as such is read the same way.
  const row = scope?.roles.length === 1 && scope.roles[0] === 'row';
  if (!scope?.text || (scope.roles.length && !row) || scope.region || scope.frame || scope.beside !== undefined || scope.position !== undefined)
    return undefined;
  if (parsed.selector || parsed.roles.length || parsed.ordinal !== undefined || parsed.container !== undefined || parsed.icon || !parsed.text)
    return undefined;
  return { column: parsed.text, item: scope.text };
}

/** The cells of the column in the item's rows, in every frame; undefined when Playwright refused the engine. */
export async function columnCellLocators(where: Page, column: { column: string; item: string }): Promise<Locator[] | undefined> {
  if (!await registerEngine(ENGINE, ENGINE_SOURCE))
    return undefined;
  const matcher = textMatcher(column.item, 'contains');
  const selector = engineSelector(ENGINE, { column: column.column, item: column.item, row: { source: matcher.source, flags: matcher.flags } });
  return where.frames().filter((frame: Frame) => !frame.isDetached()).map(frame => frame.locator(selector));
}

/**
 * The one cell a check of `column` reads, waited for up to `timeout`: `cell` when one cell answers,
 * `count` of them otherwise (0: no table has such a column for the item, and the caller looks for a
 * caption instead, as on a card; several: the item names more than one row).
 */
export async function columnCell(ctx: { page: Page }, column: { column: string; item: string }, timeout: number): Promise<{ cell?: Locator; count: number } | undefined> {
  const locators = await columnCellLocators(ctx.page, column);
  if (!locators)
    return undefined;
  const headers = ctx.page.locator('th, [role="columnheader"]').filter({ hasText: new RegExp(`^\\s*${column.column.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\s*[:：]?\\s*$`, 'i') });
  const item = ctx.page.getByText(textMatcher(column.item, 'contains')).filter({ visible: true });
  const result = await quietly(ctx.page, () => poll<{ cell?: Locator; count: number }>(timeout, async () => {
    let count = 0;
    let cell: Locator | undefined;
    for (const locator of locators) {
      const here = await locator.count().catch(() => 0);
      if (here === 1 && !cell)
        cell = locator;
      count += here;
    }
    if (count > 0)
      return { pass: true, data: count === 1 ? { cell: cell!, count } : { count } };
    // The item is shown and no column has that name: a card or a list says it by a caption, not a header.
    if (await headers.count().catch(() => 0) === 0 && await item.count().catch(() => 0) > 0)
      return { pass: true, data: { count: 0 } };
    return { pass: false, evidence: 0 };
  }));
  return result.pass ? result.data : { count: 0 };
}
