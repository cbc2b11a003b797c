/** Small vocabularies the grammar shares: key names, number words (en, zh), durations, ordinals. */

const KEY_NAMES: Record<string, string> = {
  enter: 'Enter', return: 'Enter', tab: 'Tab', esc: 'Escape', escape: 'Escape', space: 'Space', spacebar: 'Space',
  backspace: 'Backspace', delete: 'Delete', del: 'Delete', insert: 'Insert', home: 'Home', end: 'End',
  pageup: 'PageUp', pagedown: 'PageDown', up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight',
  arrowup: 'ArrowUp', arrowdown: 'ArrowDown', arrowleft: 'ArrowLeft', arrowright: 'ArrowRight',
  uparrow: 'ArrowUp', downarrow: 'ArrowDown', leftarrow: 'ArrowLeft', rightarrow: 'ArrowRight',
  回车: 'Enter', 回车键: 'Enter', 确认键: 'Enter', 退格: 'Backspace', 退格键: 'Backspace', 空格: 'Space', 空格键: 'Space',
  删除: 'Delete', 删除键: 'Delete', 制表: 'Tab', 制表符: 'Tab', 上箭头: 'ArrowUp', 下箭头: 'ArrowDown', 左箭头: 'ArrowLeft',
  右箭头: 'ArrowRight', 上方向键: 'ArrowUp', 下方向键: 'ArrowDown', 左方向键: 'ArrowLeft', 右方向键: 'ArrowRight',
};

const MODIFIER_NAMES: Record<string, string> = {
  ctrl: 'Control', control: 'Control', shift: 'Shift', alt: 'Alt', option: 'Alt', meta: 'Meta', cmd: 'Meta',
  command: 'Meta', win: 'Meta', windows: 'Meta', super: 'Meta', controlormeta: 'ControlOrMeta', mod: 'ControlOrMeta',
};

/**
 * Parses a key or chord as people write it (`Enter`, `the enter key`, `Ctrl + A`, `Cmd-Shift-K`, `回车`)
 * into Playwright's key string (`Enter`, `Control+A`, `Meta+Shift+K`); undefined when it is not a key.
 */
export function parseKey(text: string): string | undefined {
  let t = text.trim().replace(/^["'“”‘’`]|["'“”‘’`]$/g, '').trim();
  t = t.replace(/^(?:the\s+)/i, '').replace(/\s*(?:key|keys|button|键)$/i, '').trim();
  if (!t) return undefined;
  for (const separator of [/\s*\+\s*/, /-/, /\s+/]) {
    const parts = t.split(separator).filter(Boolean);
    if (parts.length < 2) continue;
    const modifiers = parts.slice(0, -1).map(p => MODIFIER_NAMES[p.toLowerCase()]);
    const key = singleKey(parts[parts.length - 1]);
    if (key && modifiers.every(Boolean)) return [...modifiers, key].join('+');
  }
  return singleKey(t);
}

function singleKey(t: string): string | undefined {
  const lower = t.toLowerCase().replace(/[\s_-]/g, '');
  if (KEY_NAMES[lower]) return KEY_NAMES[lower];
  if (MODIFIER_NAMES[lower]) return MODIFIER_NAMES[lower];
  if (/^f(?:[1-9]|1[0-2])$/i.test(t)) return t.toUpperCase();
  if ([...t].length === 1 && /\S/.test(t)) return t;
  return undefined;
}

const EN_NUMBERS: Record<string, number> = {
  zero: 0, no: 0, one: 1, a: 1, an: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20,
};
const ZH_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** `3`, `three`, `三`, `十二` → number; undefined otherwise. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (t in EN_NUMBERS) return EN_NUMBERS[t];
  return parseChineseNumber(t);
}

function parseChineseNumber(t: string): number | undefined {
  if (!t || !/^[零〇一二两三四五六七八九十百]+$/.test(t)) return undefined;
  let total = 0;
  let digit = 0;
  for (const ch of t) {
    if (ch === '百') { total += (digit || 1) * 100; digit = 0; }
    else if (ch === '十') { total += (digit || 1) * 10; digit = 0; }
    else digit = ZH_DIGITS[ch] ?? 0;
  }
  return total + digit;
}

/** A number followed by a unit (`2 seconds`, `500ms`, `1.5 s`, `2 秒`, `三秒钟`) → milliseconds. */
export function parseDuration(amount: string, unit: string): number | undefined {
  const n = parseNumber(amount);
  if (n === undefined) return undefined;
  const u = unit.trim().toLowerCase();
  if (/^(?:ms|msecs?|millis|milliseconds?|毫秒)$/.test(u)) return Math.round(n);
  if (/^(?:s|secs?|seconds?|秒|秒钟)$/.test(u)) return Math.round(n * 1000);
  if (/^(?:m|mins?|minutes?|分|分钟)$/.test(u)) return Math.round(n * 60_000);
  return undefined;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5,
};

/** `first` / `2nd` / `3` → 1-based position. */
export function parseOrdinal(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  return ORDINALS[t] ?? parseNumber(t);
}

/**
 * A unit a number is measured in, as a value is shown (`1200 g`, `45 min`, `7 days`, `3 nights`):
 * the number and its unit are one value, never a count of elements.
 */
export const MEASURE_UNIT = new RegExp(`^(?:${[
  'mg', 'g', 'kg', 'oz', 'lbs?', 'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'cups?', 'kcal', 'cal', 'kj',
  'mm', 'cm', 'm', 'km', 'in', 'ft', 'mi', 'px', 'pt', '%', 'kb', 'mb', 'gb', 'tb', 'kw', 'kwh', 'w', 'v',
  'ms', 's', 'secs?', 'seconds?', 'mins?', 'minutes?', 'h', 'hrs?', 'hours?', 'days?', 'nights?', 'weeks?', 'months?', 'years?',
].join('|')})$`, 'i');

/** A value no field is named by: digits and marks (a date, a time, a number, a phone). */
export const DIGITS_VALUE = /^[\d\s.,:/+()#-]*\d[\d\s.,:/+()#-]*$/;

/** More clicks than this in one sentence are a loop, which a registry action says better. */
export const MAX_REPEAT = 10;

/**
 * "the dialog", 对话框, "the Payment card": words naming a place that holds controls, which no
 * dropdown is called; `In the dialog, select "Alipay"` picks the choice in that place (the
 * container said first), not an option of a dropdown named "dialog".
 */
export function namesNoDropdown(target: string): boolean {
  const words = target.trim().replace(/^(?:the|a|an|this|that)\s+/i, '').replace(/^(?:该|这个|当前|弹出的|打开的)/u, '').toLowerCase();
  return /^(?:popup|pop-up|form|page|header|footer|sidebar|(?:.+\s)?(?:dialog|modal|card|row|panel|section))$/u.test(words)
    || /^(?:.*(?:对话框|弹窗|弹框|弹出框|确认框|窗口|卡片|面板|区域)|表单|页面|页眉|页脚|侧边栏)$/u.test(words);
}
