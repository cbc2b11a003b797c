/**
 * A counter said by what it counts: "the cart count shows 2", 页眉中借阅车数量为 0, 借阅车角标显示 1.
 * The page draws it as a number on (or right after) the control it counts for: the link named
 * 借阅车 holding `<span class="badge">0</span>`. What is checked is that number, the one number
 * shown alone there, never a number elsewhere on the page.
 */
import type { Locator } from '@playwright/test';
import { resolveTarget } from '../../locator/resolve.ts';
import type { ParsedTarget } from '../../locator/parse.ts';
import { quietly } from '../../playwright/quiet.ts';
import { REGION_WORDS } from '../../locator/vocabulary.ts';
import { phrase } from '../../locator/text-match.ts';
import type { ToolContext } from '../context.ts';

const EN_COUNTER = /(\S)\s+(?:count|counter|badge)\b/i;
const ZH_COUNTER = /(\p{Script=Han}|[》」”"])(?:数量|数目|个数|计数|角标|徽标|徽章)(?=$|\s|的)/u;

/** The target of the control a counter counts for ("cart count" → "cart"), when the target's name ends in a counter word; else undefined. */
export function counterOwner(target: string, parsed: ParsedTarget): string | undefined {
  // "the header counter", 页眉角标: the counter of a region of the page.
  const region = /^(?:the\s+)?([a-z][a-z ]*?)\s+(?:count|counter|badge)$|^(\p{Script=Han}{2,5}?)(?:数量|计数|角标|徽标)$/iu.exec(target.trim());
  if (region && REGION_WORDS[(region[1] ?? region[2]).toLowerCase()] !== undefined)
    return region[1] ?? region[2];
  if (parsed.selector || parsed.quoted || parsed.ordinal !== undefined || parsed.pickAny || parsed.roles.length || parsed.text === undefined)
    return undefined;
  const text = parsed.text.trim();
  if (/\p{Script=Han}/u.test(text)) {
    if (!/(?:数量|数目|个数|计数|角标|徽标|徽章)$/u.test(text) || text.length < 3)
      return undefined;
    const owner = target.replace(ZH_COUNTER, '$1');
    return owner !== target ? owner : undefined;
  }
  const words = text.toLowerCase().split(/\s+/);
  if (words.length < 2 || !['count', 'counter', 'badge'].includes(words[words.length - 1]))
    return undefined;
  const owner = target.replace(EN_COUNTER, '$1');
  return owner !== target ? owner : undefined;
}

/** A number shown alone in an element of no children (`2`, `99+`), as an XPath step. */
const NUMBER_ONLY = "[not(*)][normalize-space(.)!=''][translate(normalize-space(.),'0123456789+','')='']";

/**
 * The one number shown in (or right after) the one element `owner` names; undefined when the owner
 * is not found as one element, or shows no number or several.
 */
export async function counterBadge(ctx: ToolContext, owner: string, timeout: number): Promise<Locator | undefined> {
  // "the header counter": the one number shown alone in the page's header.
  const region = REGION_WORDS[owner.trim().replace(/^(?:the|a)\s+/i, '').toLowerCase()];
  // 公告通知角标 on the link "公告通知 3", beside a heading that says 公告通知 too: the control whose
  // name is the owner's and its number, that number shown alone in it.
  const name = region ? undefined : owner.trim().replace(/^(?:the|a)\s+/i, '').replace(/^["“「『《](.*)["”」』》]$/u, '$1');
  if (name) {
    const named = new RegExp(`^\\s*${phrase(name)}\\s*\\d+\\+?\\s*$`, 'iu');
    const controls = ['link', 'button', 'tab', 'menuitem'] as const;
    const number = controls.map(role => ctx.page.getByRole(role, { name: named })).reduce((all, next) => all.or(next))
      .filter({ visible: true }).locator(`xpath=.//*${NUMBER_ONLY}`).filter({ visible: true });
    if (await quietly(ctx.page, () => number.count()).catch(() => 0) === 1)
      return number;
  }
  const found = region ? undefined : await resolveTarget(ctx.page, owner, { timeout });
  if (!region && !found?.ok)
    return undefined;
  const element = region ? ctx.page.locator(region).filter({ visible: true }) : found!.ok ? found!.data.locator : undefined;
  if (!element || await quietly(ctx.page, () => element.count()).catch(() => 0) !== 1)
    return undefined;
  for (const candidate of [element.locator(`xpath=.//*${NUMBER_ONLY}`), element.locator(`xpath=following-sibling::*[1]${NUMBER_ONLY}`)]) {
    const shown = candidate.filter({ visible: true });
    if (await quietly(ctx.page, () => shown.count()).catch(() => 0) === 1)
      return shown;
  }
  return undefined;
}

/** Words naming an item's state, in English and Chinese: what `stateOfItem` reads. */
const STATE_PROPERTY = /^(?:status|state|availability|stage|状态|借阅状态|当前状态|库存状态|订单状态|预约状态)$/iu;

/**
 * The item whose state a target names (`status for "Linen Throw Pillow"`, 《人类简史》的状态), when
 * the value is a word (no digit: a number beside the item may be any of its numbers) and the
 * property a state: the check is then that the item's block shows the value as an element's whole
 * text. Undefined for anything else.
 */
export function stateOfItem(parsed: ParsedTarget, value: string): string | undefined {
  const item = parsed.scope?.text;
  if (item === undefined || parsed.scope?.roles.length || parsed.scope?.region || parsed.scope?.frame || parsed.roles.length || parsed.quoted || parsed.ordinal !== undefined)
    return undefined;
  return parsed.text !== undefined && STATE_PROPERTY.test(parsed.text.trim()) && !/\d/.test(value) && value.trim().length > 0 ? item : undefined;
}
