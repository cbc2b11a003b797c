/** Word-level helpers for target descriptions: ordinals and filler, English and Chinese. Pure. */
import { CHINESE_FILLER, CHINESE_NUMBERS, ENGLISH_FILLER, ENGLISH_ORDINALS } from './vocabulary.ts';

/** 1-based position among the matches; -1 is the last one. */
export type Ordinal = number;

const EN_ORDINAL = /^(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|(\d+)(?:st|nd|rd|th))\b\s*/i;
const ZH_ORDINAL = /^(?:第\s*([一二两三四五六七八九十\d]+)\s*个?|(最后一个|最后|末尾的?))\s*(?:的)?\s*/;
const ANY = /^(?:any|some|one of the|任意一个|任一|任意|某个)\s*/i;

/**
 * "the second …", "the 3rd …", "the last …", "第二个 …", "最后一个 …"; "any …" allows several
 * matches. `word`: the ordinal word as written, when it may instead begin a name ("Last name",
 * "第一联系人", "最后登录时间"): an English one, or a bare Chinese one with no counter after it.
 */
export function readOrdinal(phrase: string): { ordinal?: Ordinal; word?: string; pickAny: boolean; rest: string } {
  const text = phrase.trim();
  const en = EN_ORDINAL.exec(text);
  if (en) {
    const word = en[1].toLowerCase();
    const ordinal = word === 'last' ? -1 : en[2] ? Number(en[2]) : ENGLISH_ORDINALS[word];
    return { ordinal, word: en[1], pickAny: true, rest: text.slice(en[0].length) };
  }
  const zh = ZH_ORDINAL.exec(text);
  if (zh && zh[0].trim()) {
    const ordinal = zh[2] ? -1 : chineseNumber(zh[1]);
    // Bare, with no counter or 的 after it, it may begin a name: 第一联系人, 最后登录时间 (not 第二个, 最后一个).
    const bare = zh[0].trim();
    const word = /^(?:第\s*[一二两三四五六七八九十\d]+|最后)$/.test(bare) ? bare : undefined;
    if (ordinal !== undefined)
      return { ordinal, ...(word ? { word } : {}), pickAny: true, rest: text.slice(zh[0].length) };
  }
  const any = ANY.exec(text);
  if (any)
    return { pickAny: true, rest: text.slice(any[0].length) };
  return { pickAny: false, rest: text };
}

/** Filler words at either edge go; words in the middle stay ("Sign in with Google"). */
export function stripFiller(phrase: string): string {
  let words = phrase.trim().split(/\s+/).filter(Boolean);
  while (words.length && ENGLISH_FILLER.has(words[0].toLowerCase()))
    words = words.slice(1);
  while (words.length && ENGLISH_FILLER.has(words[words.length - 1].toLowerCase()))
    words = words.slice(0, -1);
  let text = words.join(' ');
  for (let changed = true; changed;) {
    changed = false;
    for (const filler of CHINESE_FILLER) {
      if (text.startsWith(filler)) {
        text = text.slice(filler.length).trim();
        changed = true;
      }
      if (text.endsWith(filler) && text.length > filler.length) {
        text = text.slice(0, -filler.length).trim();
        changed = true;
      }
    }
  }
  return text;
}

function chineseNumber(text: string): number | undefined {
  if (/^\d+$/.test(text))
    return Number(text);
  if (text.length === 1)
    return CHINESE_NUMBERS[text];
  // 十一 … 九十九
  const [a, b, c] = [...text];
  if (a === '十')
    return 10 + (CHINESE_NUMBERS[b] ?? 0);
  if (b === '十')
    return (CHINESE_NUMBERS[a] ?? 0) * 10 + (c ? CHINESE_NUMBERS[c] ?? 0 : 0);
  return undefined;
}
