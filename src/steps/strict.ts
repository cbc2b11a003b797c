/** The one rule every form's output obeys: a target or text taken from a sentence is a quoted string or a plain noun phrase, never a clause, an aside or a choice. */
import { TARGET_FIELDS } from '../common/calls.ts';
import { isAssertion, type StepPlan } from './plan.ts';
import { quotedSpans } from '../locator/quotes.ts';
import { notReadWhy, parseTarget } from '../locator/parse.ts';
import { MEASURE_UNIT } from './words.ts';

/**
 * Why a whole sentence cannot be read deterministically, or undefined. Looks only outside quotes: asides in
 * parentheses, examples (`e.g.`), alternatives (`or`), unspecified picks (`any`, `another`), order and change.
 */
export function sentenceRefusal(sentence: string): string | undefined {
  const skeleton = withoutControlNames(unquotedSkeleton(sentence));
  for (const [pattern, reason] of SENTENCE_RULES) if (pattern.test(pattern === ORDER_RULE ? skeleton.replace(SORT_ACTION, '') : skeleton)) return reason;
  return undefined;
}

/**
 * `Sort by "Newest first"` does something, where `the list is sorted by date` claims an order: the
 * imperative with the option quoted or as a capitalized label is no claim, unless more order words follow.
 */
const SORT_ACTION = /^(?:(?:[Gg]iven|[Ww]hen|[Tt]hen|[Aa]nd|[Bb]ut)\s+)?(?:(?:I|[Tt]he\s+user|[Uu]sers?)\s+)?[Ss]orts?\s+(?:(?:[Tt]he\s+)?[\p{L}\s-]+?\s+)?by\s+(?=""|\p{Lu})/u;

let notRead: Array<{ target: string; why: string }> | undefined;

/**
 * Runs `plan` (a planning of one sentence) and returns, with its result, why the longest target the
 * forms tried was refused by the locator (notReadWhy), for the refusal's message.
 */
export function withNotReadWhy<T>(plan: () => T): { result: T; why?: string } {
  const outer = notRead;
  notRead = [];
  try {
    const result = plan();
    const longest = notRead.reduce<{ target: string; why: string } | undefined>((best, next) => !best || next.target.length > best.target.length ? next : best, undefined);
    return { result, ...(longest ? { why: `${JSON.stringify(longest.target)}: ${longest.why}` } : {}) };
  } finally {
    notRead = outer;
  }
}

/**
 * True when every target, text and value of `plan` is something a check can be exact about. `sentence` is the
 * clause the plan came from: a text that was quoted there is taken as written, whatever its words.
 */
export function admissiblePlan(plan: StepPlan, sentence: string): boolean {
  const quoted = quotedContents(sentence);
  // J-1032 的状态为已关闭: said of a status, 已关闭 is the word the status shows, not an element's state.
  const ofStatus = plan.action === 'assertTextPresent' && plan.match === 'exact' && typeof plan.target === 'string' && /状态$/u.test(plan.target.trim());
  const literal = (value: string) => quoted.has(value) || /^\$\{[^}]+\}$|^\{\{[^}]+\}\}$/.test(value.trim()) || admissibleText(value, ofStatus);
  const record = plan as Record<string, unknown>;
  for (const key of TARGET_FIELDS) {
    const value = record[key];
    // A count is about a kind ("3 items"); any other check needs one element the sentence names.
    if (typeof value === 'string' && !admissibleTarget(value, isAssertion(plan) && plan.action !== 'assertCount')) return false;
  }
  for (const key of TEXT_FIELDS) {
    const value = record[key];
    if (typeof value === 'string' && !literal(value)) return false;
  }
  // "should contain exactly 5 ticket rows", "shows exactly one ticket": a count of things, not the
  // element's whole text. Quoted (`shows exactly "2 items"`), it is the text.
  if (TEXT_CHECKS.has(plan.action) && record.match === 'exact' && typeof record.text === 'string' && !quoted.has(record.text) && countPhrase(record.text.trim())) return false;
  return true;
}

const TEXT_CHECKS = new Set(['assertTextPresent', 'assertTextAbsent']);
/** A number and what it counts: `5 ticket rows`, `one ticket`. Not a measure (`1200 g`, `7 days`), which is a value shown. */
const COUNT_PHRASE = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+\p{L}/iu;
const countPhrase = (text: string) => COUNT_PHRASE.test(text) && !MEASURE_UNIT.test(text.replace(/^\S+\s+/, ''));

/**
 * A target description: quoted names and selectors pass; the words around them must be a noun phrase. A check's
 * target must also be an element: "the products page" is a place, and seeing it is not one element being visible.
 */
export function admissibleTarget(target: string, checked = false): boolean {
  const t = target.trim();
  if (!t) return false;
  if (/^(?:css|xpath|role|text|testid|test-id|data-testid|ref|id|label|placeholder|alt|title)\s*[:=]/i.test(t)) return true;
  // Words beside a quoted name that the locator would not read ("below the table", "quickly"), a place beside an element.
  const why = notReadWhy(parseTarget(t));
  if (why) {
    notRead?.push({ target: t, why });
    return false;
  }
  const parsed = parseTarget(t);
  // An unquoted caption of its container ("the Standing Desk Frame row") is one name, however many words it has.
  // So is the name a row or card is said to hold ("the row for Grace Hopper", "the 10 Mar – 12 Mar row").
  const held = !parsed.quoted && (parsed.container !== undefined || parsed.roles.some(role => HOLDER_ROLES.has(role))) ? parsed.text : undefined;
  const said = parsed.scope?.text ?? held;
  // Said in sentence case or as a date ("the Audit color contrast card", "the 3 Feb – 4 Feb 2025 row") it is one name too, when no word of it is a clause's.
  const sentenceCase = (text: string) => /^[\p{Lu}\d]/u.test(text) && !englishWords(text).some(w => CLAUSE_WORDS.has(w) || VAGUE_WORDS.has(w) || JUDGEMENT_WORDS.has(w) || DETERMINERS.has(w));
  const caption = said !== undefined && !t.includes(`"${said}"`) && (CAPITALIZED_NAME.test(said) || sentenceCase(said)) ? said : undefined;
  const skeleton = withoutControlNames(unquotedSkeleton(caption && t.includes(caption) ? t.replace(caption, '""') : t));
  // Two quoted names joined by "and" or a comma are a list, not one element; a comma outside quotes
  // parts a clause from its place ("In the catalogue, The Baker's Almanac's status").
  if (/"\s*(?:,|&|\band\b|、|和|与|及)\s*"/i.test(skeleton) || (!parsed.selector && /[,，;；]/.test(skeleton.replace(/"[^"]*"/g, '""')))) return false;
  // "Its Renew button", "their status": a possessive pointing back at an element the sentence does not name.
  if (/^(?:its|their|his|her)\s/i.test(t)) return false;
  const words = englishWords(skeleton);
  if (words.some(w => CLAUSE_WORDS.has(w) || VAGUE_WORDS.has(w))) return false;
  if (TARGET_PHRASES.some(p => p.test(skeleton))) return false;
  if (ZH_TARGET.test(skeleton) || ZH_TARGET_CLAUSE.test(skeleton.trim())) return false;
  const content = words.filter(w => !NOUN_FILLER.has(w));
  // "Click Next": a capitalized word alone is a name, even one that is elsewhere a filler ("next to").
  if (!content.length && !/["\p{Script=Han}]/u.test(skeleton) && !(/^\p{Lu}\p{Ll}+$/u.test(t) && !DETERMINERS.has(t.toLowerCase()))) return false;
  if (checked && PLACE_NOUNS.has(words[words.length - 1] ?? '')) return false;
  if (checked && (words.some(w => ALL_WORDS.has(w)) || ZH_PLACE.test(skeleton))) return false;
  // "the item", "the product": a word that points back at something the sentence does not name.
  const head = englishWords(skeleton.split(/\s(?:in|within|inside|under|of|for|near)\s/i)[0]).filter(w => !NOUN_FILLER.has(w));
  if (checked && !/["\p{Script=Han}]/u.test(skeleton) && head.length > 0 && head.every(w => BACK_REFERENCES.has(w))) return false;
  return content.length <= MAX_TARGET_WORDS;
}

/** An unquoted expected or typed text: a short literal, not a description of one ("a valid email", "the new count"). */
export function admissibleText(value: string, ofStatus = false): boolean {
  const v = value.trim();
  if (!v) return true;
  // Half quoted, half not (`a "Logout" option`, `"x" but press Escape`): the quotes did not delimit the value.
  if (/["“”「」『』《》`]/.test(v)) return false;
  const words = englishWords(v);
  if (words.length > MAX_TEXT_WORDS) return false;
  if (DETERMINERS.has(words[0] ?? '')) return false;
  // A judgement is no value ("should be correct"), but one capitalized word is a state shown by
  // that name (a visitor "Expected", a ticket "Valid"), checked as exact text like any other.
  const named = words.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(v);
  if (words.some(w => CLAUSE_WORDS.has(w) || VAGUE_WORDS.has(w) || (JUDGEMENT_WORDS.has(w) && !named))) return false;
  // 已归还, 未支付: a state said as a word, not a clause about what happened.
  // (已禁用, 未勾选 say an element's state, which a text check would not read.)
  const said = ofStatus ? v.replace(/^(?:已|未)(?=\p{Script=Han}{1,4}$)/u, '') : v.replace(/^(?:已|未)(?=\p{Script=Han}{1,4}$)(?!(?:禁用|启用|选中|勾选|隐藏|显示|关闭|打开|展开|折叠|激活|可用|被)$)/u, '');
  if (ZH_TARGET.test(said) || ZH_TEXT.test(v)) return false;
  return true;
}

/** Roles of an element that holds an item's words: a row, a list item. */
const HOLDER_ROLES = new Set(['row', 'listitem']);

/** A name said unquoted: its words capitalized or numbers, joined by a few small words (`Standing Desk Frame`, `Wool Area Rug 5x8`). */
const CAPITALIZED_NAME = /^(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*|of|the|and|x|[–—-]))*$/u;

/** Fields of a plan that hold a text to type, choose or expect. */
export const TEXT_FIELDS = ['text', 'value', 'option', 'title'] as const;

/** A target of more plain words than this is a description the locator cannot be exact about. */
const MAX_TARGET_WORDS = 4;
/** An unquoted text of more words than this is prose, not a value. */
const MAX_TEXT_WORDS = 3;

/** Words about an order: a claim that a list is sorted, which no step here checks. */
const ORDER_RULE = /\b(?:sort(?:ed|s|ing)?\s+by|sorted|ascending|descending|alphabetical(?:ly)?|chronological(?:ly)?|in\s+(?:the\s+)?(?:same|correct|right|reverse|random|expected)\s+order|reverse\s+order)\b|按\S{1,12}?(?:排序|排列)|升序|降序|倒序|顺序/iu;

const SENTENCE_RULES: Array<[RegExp, string]> = [
  [/[()（）【】]/, 'it has an aside in parentheses'],
  // 当购物车为空时，…: a condition, which a step does not test before it acts or checks.
  [/^(?:当|如果|若|要是|一旦|假如)[^，,。]*?(?:时|的时候|之时)\s*[，,]/u, 'it says when, not what to do'],
  [/\b(?:e\.\s?g|i\.\s?e|etc|viz)\b\.?|\bsuch\s+as\b|\bfor\s+example\b|\bsomething\s+like\b|例如|比如|譬如|等等/i, 'it gives an example instead of a value'],
  [/\b(?:or|either|nor|otherwise|and\/or)\b|或者|或是|或/i, 'it offers alternatives'],
  // "any more" at the end is "anymore" ("is not shown any more"), no pick.
  [/\b(?:any(?!\s+more[.!]?$)|another|random|whichever|some|something|anything)\b|任意|任何|随机|另一|某个|某些/i, 'it does not say which one'],
  [/\bonly\b(?!\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b)|(?:只|仅)(?![一二两三四五六七八九十\d])/i, 'it claims nothing else is there'],
  [ORDER_RULE, 'it is about order'],
  [/\b(?:increase[sd]?|decrease[sd]?|increment(?:s|ed)?|decrement(?:s|ed)?|goes\s+(?:up|down)|went\s+(?:up|down))\b|增加|减少|增多|减少了|变多|变少|加一|减一/i, 'it is about a change'],
];

/** Verbs and clause words: a target or text holding one is a clause ("user is logged in"), not a name. */
const CLAUSE_WORDS = new Set([
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'does', 'did',
  'can', 'could', 'should', 'would', 'will', 'might', 'must', 'shall',
  'sees', 'see', 'seen', 'shows', 'shown', 'showing', 'appears', 'appear', 'appeared', 'becomes', 'become', 'became',
  'contains', 'remains', 'remain', 'returned', 'loads', 'loaded', 'displays', 'displayed', 'listed',
  'logged', 'redirected', 'navigated', 'updated', 'changed', 'added', 'removed', 'submitted',
  'reflects', 'persists', 'closes', 'opens', 'resets', 'replaces', 'filtered', 'sorted', 'truncated',
  'that', 'which', 'who', 'whose', 'whom', 'when', 'whenever', 'if', 'unless', 'once', 'after', 'before', 'until', 'while',
  'because', 'so', 'but', 'then', 'than', 'though', 'although', 'where',
]);
/** Words that leave the element or value unspecified, or that compare. */
const VAGUE_WORDS = new Set([
  'or', 'either', 'nor', 'any', 'another', 'some', 'something', 'anything', 'random', 'whichever', 'etc', 'e.g', 'i.e',
  'each', 'every', 'both', 'only', 'several', 'various',
  'cheapest', 'lowest', 'highest', 'largest', 'smallest', 'newest', 'oldest', 'biggest', 'most', 'least',
  'greater', 'greatest', 'fewer', 'higher', 'lower', 'bigger', 'smaller', 'larger', 'cheaper', 'costlier',
  'ascending', 'descending', 'increase', 'decrease', 'seconds', 'minutes', 'milliseconds',
]);
/** Judgements, not values: "correct", "valid data", "properly". */
const JUDGEMENT_WORDS = new Set(['correct', 'correctly', 'incorrect', 'proper', 'properly', 'valid', 'successfully', 'expected', 'appropriate', 'relevant']);
/** A text starting with one of these describes a value instead of giving it. */
const DETERMINERS = new Set(['a', 'an', 'the', 'its', 'their', 'his', 'her', 'my', 'your', 'our', 'this', 'these', 'those', 'that', 'no']);
/** Words that carry no name in a target (articles, prepositions the locator reads, possessives). */
const NOUN_FILLER = new Set(['the', 'a', 'an', 'of', 'in', 'on', 'at', 'for', 'to', 'into', 'onto', 'within', 'inside', 'near', 'next', 'with', 'from', 'by', 'labeled', 'labelled', 'named', 'called', 'titled', 'and', 'this', 'element']);
/** A checked target ending in one of these names a place or an event, not an element to find. */
const PLACE_NOUNS = new Set(['page', 'pages', 'screen', 'site', 'website', 'app', 'application', 'load', 'url']);
/** In a check, these claim something of several elements at once, which a single-element check cannot verify. */
const ALL_WORDS = new Set(['all', 'every', 'each', 'both', 'everything']);
/** Generic nouns that, alone, refer back to an element named elsewhere. */
const BACK_REFERENCES = new Set(['item', 'items', 'product', 'products', 'entry', 'entries', 'record', 'records', 'result', 'results', 'row', 'rows', 'thing', 'things', 'one', 'ones', 'it', 'them', 'element', 'elements', 'option', 'options']);
/**
 * A Chinese check target that is a page or screen, not an element. 上一页 and 下一页 (the pager's
 * controls, found by their text) are elements; 分页 stays refused: the vocabulary reads it as any
 * navigation, and the site's menu would pass for a pager that is not there.
 */
const ZH_PLACE = /(?:页面|网页|界面|(?<![上下前后]一|末|尾)页)$/u;

/** Positional and comparative phrasing a target cannot be exact about. */
const TARGET_PHRASES = [/\bat\s+the\s+(?:top|bottom|end|start)\s+of\b/i, /\b(?:just|recently|newly)\b/i, /'s\s*$/];
/** Chinese clause and choice words inside a target or text (已登录, 显示, 或, 最低 …). */
const ZH_TARGET = /已|被|或|任意|任何|随机|另一|只|仅|例如|比如|显示|出现|看到|跳转|变为|变成|增加|减少|大于|小于|最低|最高|最便宜|最贵|正确|正常|如果|之后|的时候|升序|降序|所有|每个|每一|都/u;
/** A Chinese target holding a place said first (在…中) or a check's marker (验证): the start of a clause, not a name. */
const ZH_TARGET_CLAUSE = /^在|验证|断言|校验|核实/u;
/** Chinese states that are not a literal text (为空, 成功, 失败 …). */
const ZH_TEXT = /^(?:空|空的|成功|失败|正常|一致|相同|不同|有效|无效|更新|变化)$|^(?:在|于|到|至)/u;

/**
 * A change word that names a control is the control's name, not a claim of change: "the decrease
 * quantity button", "the Increment arrow". Replaced before the sentence and target rules read it.
 */
const CONTROL_NAMED_BY_CHANGE = /\b(?:increase|decrease|increment|decrement)(?=(?:\s+[\w-]+){0,2}\s+(?:button|link|icon|control|arrow)s?\b)/gi;

function withoutControlNames(text: string): string {
  return text.replace(CONTROL_NAMED_BY_CHANGE, 'named');
}

function englishWords(text: string): string[] {
  return text.toLowerCase().replace(/"[^"]*"/g, ' ').split(/[\s,;:!?]+/).map(w => w.replace(/^[.'’-]+|[.'’-]+$/g, '')).filter(Boolean);
}

/** The text with every quoted span replaced by `""`, so word rules never look inside a name. */
function unquotedSkeleton(text: string): string {
  let out = '';
  let last = 0;
  for (const span of quotedSpans(text)) {
    out += `${text.slice(last, span.start)}""`;
    last = span.end;
  }
  return out + text.slice(last);
}

/** The contents of every quoted span (quotes removed), as written. */
function quotedContents(text: string): Set<string> {
  return new Set(quotedSpans(text).map(s => text.slice(s.start + 1, s.end - 1)).concat(quotedSpans(text).map(s => text.slice(s.start, s.end))));
}
