/** The step grammar: a sentence (English or Chinese) → StepPlan[]; compound sentences become several plans. */
import { LRUCache } from 'lru-cache';
import { isAssertion, type StepPlan } from './plan.ts';
import { parseActionEn } from './en.ts';
import { readAssertionEn, SAYS_A_STATE, SAYS_WHICH_PAGE } from './en-assert.ts';
import { parseActionZh } from './zh.ts';
import { readAssertionZh } from './zh-assert.ts';
import { suggestForms } from './suggest.ts';
import { DIGITS_VALUE } from './words.ts';
import { isUrlish } from './values.ts';
import { cleanValue, collapseSpaces, isQuoted, splitOutsideQuotes, stripTrailingPunctuation, unquote } from './text.ts';
import { admissiblePlan, sentenceRefusal, TEXT_FIELDS, withNotReadWhy } from './strict.ts';
import { namesScope, notReadWhy, parseTarget, uncountedScopeWhy } from '../locator/parse.ts';
import { quotedSpans } from '../locator/quotes.ts';
import { REGION_WORDS, ROLE_WORDS } from '../locator/vocabulary.ts';
import { TARGET_FIELDS } from '../common/calls.ts';

export interface PlanStepOptions {
  /** The sentence is an expectation (planner `- expect:` bullet): only assertion plans are accepted. */
  assertion?: boolean;
  /** How many grammar forms to suggest when nothing matches (default 3). */
  maxSuggestions?: number;
}

export type PlanStepResult =
  | { ok: true; plans: StepPlan[] }
  | { ok: false; error: { code: 'STEP_UNPARSED'; message: string; suggestions: string[] }; looksLikeAssertion: boolean };

/**
 * "The row for the most recent order shows Delivered": a subject, then what it shows or should
 * show. Not an action (`Click the tab that shows "Pending"` starts with its verb, or says which one).
 */
const SAYS_WHAT_IT_SHOWS = { test: (head: string) => !ACTION_FIRST.test(head) && !/^(?:show|display)\b/i.test(head) && SHOWN_SAID.test(head) };
const SHOWN_SAID = /^\S.*\s(?:shows|displays|reads|lists|says|ha(?:s|ve)\s+(?:the\s+|a\s+)?(?:status|state|role|value|text|label)|should\s+(?:now\s+|still\s+)?(?:show|display|read|list|say|contain|have|be)|must\s+(?:show|display|read|list|say|contain|have|be))\s+\S/i;

/** "Olive's card is still in the list", "Pickles no longer appears among the pet cards": where something is (or is not) shown. */
const SAYS_WHERE_IT_IS = { test: (head: string) => !ACTION_FIRST.test(head) && WHERE_SAID.test(head) };
const WHERE_SAID = /^\S.*\s(?:(?:is|are)\s+(?:still\s+|now\s+|also\s+)?(?:not\s+|no\s+longer\s+)?(?:in|inside|among|one\s+of)|(?:appears?|shows?\s+up|has\s+disappeared|disappears|(?:is|are)\s+gone)\s+(?:in|on|among|from))\s+\S/i;

/** "The status is Waiting For The Vet": a subject, then the value it is, a name or a quoted or literal value. */
const SAYS_A_VALUE = { test: (head: string) => !ACTION_FIRST.test(head) && VALUE_SAID.test(head) };
/** A sentence that starts with an action's verb, or says which element by a clause: no claim of what is shown. */
const ACTION_FIRST = /^(?:click|tap|press|hit|select|choose|pick|open|enter|type|fill|wait|go|navigate|hover|scroll|drag|check|uncheck|tick|toggle|find|use)\b|\b(?:which|that|who|whose)\s/i;
const VALUE_SAID = /^(?:the|a|an|\p{Lu})\S*\s.*?\s(?:is|are|should\s+be|must\s+be)\s+["'“‘「《\p{Lu}\d$€£¥]/u;

/** 夜间模式已开启, 开关应处于关闭状态: a state said of something (a claim), not an action that starts with its verb nor a precondition (假如「订单」页面已打开). */
const SAYS_A_STATE_ZH = /^(?!(?:打开|关闭|开启|切换|点击|单击|启用|禁用|勾选|选择))\S.*?(?:已经|已|应该|应当|应|仍然|仍|处于)\s*(?:是|为)?\s*(?:开启|关闭|打开|启用|禁用|选中|勾选)(?:状态)?$/u;

/** Gherkin's `Then` and a result label introduce an outcome: unparsed, it is still a check for the model. */
const OUTCOME = /^(?:then|expected(?:\s+results?)?\s*[:：]|预期|期望)/i;

/** Limits on compound sentences: more pieces than this are not split (2^n partitions are tried). */
const MAX_PIECES = 7;
/** Longer sentences are not parsed (a step is a sentence, not a paragraph); they go to the model or fail with suggestions. */
export const MAX_SENTENCE_LENGTH = 500;

/**
 * Results by sentence and options: a suite says the same steps in many specs (log in, open the
 * cart), and a sentence plans the same wherever it stands. Each caller gets its own copy.
 */
const planned = new LRUCache<string, PlanStepResult>({ max: 5_000 });

/** Turns one step sentence into plans, or STEP_UNPARSED with the nearest grammar forms. Never throws. */
export function planStep(text: string, options: PlanStepOptions = {}): PlanStepResult {
  const key = `${options.assertion ? 1 : 0}${options.maxSuggestions ?? ''}\u0000${text}`;
  let result = planned.get(key);
  if (!result) {
    result = planFresh(text, options);
    planned.set(key, result);
  }
  return structuredClone(result);
}

function planFresh(text: string, options: PlanStepOptions): PlanStepResult {
  const sentence = stripTrailingPunctuation(collapseSpaces(text));
  const refused = sentence ? sentenceRefusal(sentence) : undefined;
  const captioned = refused === ASIDE_REFUSAL ? quotedCaptionAside(sentence, options) ?? addressAside(sentence, options) : undefined;
  if (captioned) return captioned;
  const { result: plans, why: targetWhy } = withNotReadWhy(() => sentence && !refused && sentence.length <= MAX_SENTENCE_LENGTH ? planSentence(sentence, !!options.assertion) : undefined);
  if (plans) return { ok: true, plans: plans.map(selectorQuotedAsText) };
  const refusal = refused ?? (sentence.length <= MAX_SENTENCE_LENGTH ? countedScope(sentence) ?? unreadTail(sentence, !!options.assertion) ?? targetWhy : undefined);
  const head = sentence.slice(0, MAX_SENTENCE_LENGTH);
  const looksLikeAssertion = !!options.assertion || OUTCOME.test(head) || SAYS_A_STATE.test(head) || (SAYS_A_STATE_ZH.test(head) && !GIVEN.test(head)) || SAYS_WHAT_IT_SHOWS.test(head) || SAYS_WHERE_IT_IS.test(head) || SAYS_A_VALUE.test(head) || (readClause(normalize(head)).marked && !(GIVEN.test(head) && (SAYS_WHICH_PAGE.test(normalize(head)) || /页面|页|界面/u.test(head))));
  const message = sentence.length > MAX_SENTENCE_LENGTH ? `step is longer than ${MAX_SENTENCE_LENGTH} characters`
    : refusal ? `no step form reads ${JSON.stringify(sentence)} exactly: ${refusal}` : `no step form matches ${JSON.stringify(sentence)}`;
  return {
    ok: false,
    looksLikeAssertion,
    error: {
      code: 'STEP_UNPARSED',
      message,
      suggestions: suggestForms(head, options.maxSuggestions ?? 3, candidate => !sentenceRefusal(candidate) && !!planSentence(candidate, !!options.assertion)),
    },
  };
}

const ASIDE_REFUSAL = sentenceRefusal('a (b)');

/**
 * "Navigate to the login page (/login)", 进入我的借阅页面（/my-loans.html）: a page said by what it is,
 * its address in parentheses. Read as the same words with the address after "at", and taken only
 * when that is the navigation to that address.
 */
function addressAside(sentence: string, options: PlanStepOptions): PlanStepResult | undefined {
  const m = /^(.*?\S)\s*[(（]\s*(?:(?:url|address|at|地址|网址)\s*[:：]?\s*)?(\S+?)\s*[)）]$/iu.exec(sentence);
  if (!m || !isUrlish(m[2]) || /[()（）]/.test(m[1]))
    return undefined;
  const said = /\p{Script=Han}/u.test(m[1]) ? `${m[1]} ${m[2]}` : `${m[1]} at ${m[2]}`;
  const planned = planFresh(said, options);
  return planned.ok && planned.plans.length === 1 && planned.plans[0].action === 'navigate' && planned.plans[0].url === m[2] ? planned : undefined;
}

/**
 * "Room rate (3 nights) should be $360.00", "Enter 5 in Phone (mobile)", 房费（3晚）应为¥360: words
 * in parentheses right after a name the sentence reads are part of that name on the page, a label
 * or caption as it is printed; a count right after a value said unquoted is the value's ("Upcoming
 * (0)"). Planned as though the name (or value) and its parentheses were quoted, and only when the
 * sentence without them plans the same, so nothing but that name changes. A quoted name matches
 * only its own text: "Room rate (3 nights)" is not "Room rate (4 nights)". Anything else in
 * parentheses stays an aside, refused: a remark after a value ("$52.20 (incl. tax)"), one after a
 * kind of element ("the menu (top left)"), one that begins like a remark ("(the blue one)", the
 * optional marker), two of them.
 */
function quotedCaptionAside(sentence: string, options: PlanStepOptions): PlanStepResult | undefined {
  const quoted = quotedSpans(sentence);
  const asides = [...sentence.matchAll(/\s?[(（]([^()（）"“”]{1,40})[)）]/gu)].filter(m => !quoted.some(q => m.index >= q.start && m.index < q.end));
  const [aside] = asides;
  if (!aside || asides.length > 1 || /[()（）【】]/.test(sentence.replace(aside[0], '')) || !NAME_ASIDE.test((aside[1] ?? '').trim()))
    return undefined;
  const at = aside.index;
  const without = sentence.slice(0, at) + sentence.slice(at + aside[0].length);
  const plain = planFresh(without, options);
  if (!plain.ok)
    return undefined;
  // The target that ends where the aside stood, or holds that place between two of its words; or a
  // value said unquoted that ends there, when the aside is a count ("Upcoming (0)", "Consultation (60 min)").
  const fields = plain.plans.flatMap(plan => Object.entries(plan).filter(([key, value]) => typeof value === 'string' && ((TARGET_FIELDS as readonly string[]).includes(key) || (TEXT_FIELDS as readonly string[]).includes(key))));
  const found = fields.map(([key, t]) => ({ key, t: t as string, start: without.indexOf(t as string) })).find(({ key, t, start }) => {
    if (t.includes('"') || start < 0 || start >= at || at > start + t.length) return false;
    if ((TEXT_FIELDS as readonly string[]).includes(key)) return at === start + t.length && /^\d/.test((aside[1] ?? '').trim());
    // The parentheses follow the name itself, not the kind of element ("the burger menu (top left)").
    const name = parseTarget(t).text;
    return (at === start + t.length || /\s/.test(without[at] ?? '')) && !!name && without.slice(start, at).toLowerCase().endsWith(name.toLowerCase());
  });
  if (!found)
    return undefined;
  const { start } = found;
  const captioned = sentence.slice(start, at + aside[0].length);
  const rewritten = `${sentence.slice(0, start)}"${captioned}"${sentence.slice(at + aside[0].length)}`;
  const read = planFresh(rewritten, options);
  if (!read.ok || read.plans.length !== plain.plans.length)
    return undefined;
  // Every plan the same but for the name: back to the unquoted name, they are the plain sentence's plans.
  const named = `"${captioned}"`;
  const plainName = without.slice(start, at);
  const back = read.plans.map(plan => Object.fromEntries(Object.entries(plan).map(([k, v]) => [k, v === captioned ? plainName : typeof v === 'string' && v.includes(named) ? v.replace(named, plainName) : v])));
  return JSON.stringify(back) === JSON.stringify(plain.plans) ? read : undefined;
}

/** What a name's own parentheses hold: a few words, a count or a rate, never a remark ("the blue one", "e.g. …"),
 * nor the optional marker, which the spec reads as a step's (spec-criteria). */
const NAME_ASIDE = /^(?!(?:the|a|an|this|that|it|see|note|e\.g|i\.e|optional|if|when)\b)[\p{L}\d%$€£¥.,:+/&' -]{1,30}$/iu;

/**
 * A selector quoted in a text check (`Verify "css:#error" is hidden`) names an element, not words
 * on the page: checking that no such text is shown would pass whatever the element does. Only
 * what no page text looks like: a lowercase css, xpath or test-id prefix, or a role selector.
 */
function selectorQuotedAsText(plan: StepPlan): StepPlan {
  if ((plan.action !== 'assertTextPresent' && plan.action !== 'assertTextAbsent') || plan.target !== undefined || !QUOTED_SELECTOR.test(plan.text))
    return plan;
  return { action: plan.action === 'assertTextPresent' ? 'assertElementVisible' : 'assertElementHidden', target: plan.text };
}

const QUOTED_SELECTOR = /^(?:(?:css|xpath|testid|test-id|data-testid)[:=]\S|role[:=][a-z]+(?:\[.*\])?$|internal:[a-z-]+=)/;

/**
 * Why a sentence that reads without its last words is refused with them: a quoted name followed by
 * words the locator does not read ("Click the \"Save\" button quickly"). Said only when the sentence
 * plans once they are gone, so the message names the very words at fault.
 */
function unreadTail(sentence: string, assertionOnly: boolean): string | undefined {
  for (const span of quotedSpans(sentence).reverse()) {
    const unread = parseTarget(sentence.slice(span.start)).unread;
    // Words with a verb in them are a clause the grammar has no form for, not words beside a name.
    if (unread === undefined || !sentence.endsWith(unread) || CLAUSE_VERB.test(unread))
      continue;
    const without = sentence.slice(0, sentence.length - unread.length).trim();
    // Only where the quoted name is a target without them: after a value ("Enter "Ada" as the first name") the words are no target's.
    const name = sentence.slice(span.start, span.end);
    const targets = (without ? planSentence(without, assertionOnly) ?? [] : []).flatMap(plan => TARGET_FIELDS.map(field => (plan as Record<string, unknown>)[field]));
    if (targets.some(target => typeof target === 'string' && target.includes(name)))
      return `the words ${JSON.stringify(unread)} after ${name} are not read as a role, a scope or a position; without them it reads as ${JSON.stringify(without)}`;
  }
  return undefined;
}

const CLAUSE_VERB = /\b(?:is|are|was|were|be|been|has|have|shows?|shown|appears?|displayed|visible|hidden|contains?)\b|显示|出现|可见|包含/iu;

/** A container said by its position ("in the last row"): the locator does not count containers, and the refusal says so. */
function countedScope(sentence: string): string | undefined {
  const skeleton = sentence.replace(/"[^"]*"/g, '""');
  const said = SCOPE_POSITION.exec(skeleton);
  return said ? uncountedScopeWhy(said[3], said[2]) : undefined;
}

const SCOPE_POSITION = /\b(in|on|within|inside|of|from|under)\s+((?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\s+[a-z]+)/i;

function planSentence(sentence: string, assertionOnly: boolean): StepPlan[] | undefined {
  // A registry call's parameters are joined by "and" / "，": never split them into separate steps.
  const whole = RUN_VERB.test(sentence) ? planClause(sentence, assertionOnly, false) : undefined;
  if (whole?.length === 1 && whole[0].action === 'run') return whole;
  // One predicate over a list of quoted items ("A" and "B" are visible) is read whole, never split between its items.
  const listed = planClause(sentence, assertionOnly, false);
  if (listed && listed.length > 1) return listed;
  const pieces = splitPieces(sentence);
  if (pieces.length > 1 && pieces.length <= MAX_PIECES) {
    const best = bestPartition(pieces, assertionOnly);
    if (best) return best;
  }
  return planClause(sentence, assertionOnly, false);
}

interface Piece {
  text: string;
  /** The conjunction that joined it to the previous piece, to rebuild merged segments verbatim. */
  joiner: string;
}

const RUN_VERB = /^(?:run|execute|perform|call|invoke|use|do|apply|trigger|执行|运行|调用|使用)\s*(?:the\s+)?(?:action\s+)?`?[A-Za-z_][\w-]*:/i;
const CHOOSE_VERB = /^(?:(?:and|then)\s+)?(?:select|choose|pick|选择|选取)\s*/i;
const DROPDOWN = /\b(?:drop-?down|select(?:\s+box|\s+list|\s+menu)?|combo\s*box|list\s*box|picker)\b|下拉|选择框/i;

const CONJUNCTIONS = /\s*,?\s+(?:and\s+then|and|then|after\s+that)\s+|\s*[;；]\s*|\s*,\s+|\s*[，,]?\s*(?:然后|并且|接着|之后|随后|再|并)\s*|\s*后\s*(?=按|点击|单击|输入|选择|勾选|回车|等待|提交)|\s*[，]\s*/giu;

function splitPieces(sentence: string): Piece[] {
  const texts = splitOutsideQuotes(sentence, CONJUNCTIONS);
  if (texts.length < 2) return texts.map(text => ({ text, joiner: '' }));
  // Recover the joiners so a merged segment reads exactly as written.
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const t of texts) {
    const at = sentence.indexOf(t, cursor);
    pieces.push({ text: t, joiner: pieces.length ? sentence.slice(cursor, at) : '' });
    cursor = at + t.length;
  }
  return pieces;
}

/** Tries every way of grouping adjacent pieces; the grouping with the most segments that all parse wins. */
function bestPartition(pieces: Piece[], assertionOnly: boolean): StepPlan[] | undefined {
  let best: { segments: number; plans: StepPlan[] } | undefined;
  const cuts = pieces.length - 1;
  for (let mask = (1 << cuts) - 1; mask > 0; mask--) {
    const segments: string[] = [pieces[0].text];
    for (let i = 1; i < pieces.length; i++) {
      if (mask & (1 << (i - 1))) segments.push(pieces[i].text);
      else segments[segments.length - 1] += pieces[i].joiner + pieces[i].text;
    }
    if (best && segments.length <= best.segments) continue;
    if (splitsList(pieces, mask)) continue;
    const plans: StepPlan[] = [];
    let previousWasAssertion = false;
    let ok = true;
    for (const segment of segments) {
      // A container said first is read only over the whole sentence: cut off, it would hold only the first part's targets.
      const got: StepPlan[] | undefined = repeatVerb(plans[plans.length - 1], segment) ?? planClause(segment, assertionOnly, previousWasAssertion, segments.length === 1);
      if (!got) { ok = false; break; }
      const merged = mergeDropdownChoice(plans[plans.length - 1], segment, got);
      if (merged) plans[plans.length - 1] = merged;
      else plans.push(...got);
      previousWasAssertion = got.every(isAssertion);
    }
    if (ok) best = { segments: segments.length, plans };
  }
  return best?.plans;
}

/**
 * `the "Save" and "Cancel" buttons are visible`: a cut between two quoted items whose predicate comes after the
 * second would give the first item no predicate of its own (or a wrong one); such a list is read whole or not at all.
 */
function splitsList(pieces: Piece[], mask: number): boolean {
  for (let i = 1; i < pieces.length; i++) {
    if (!(mask & (1 << (i - 1)))) continue;
    const left = pieces[i - 1].text.trim();
    const right = pieces[i].text.trim();
    if (!/^(?:,?\s*(?:and|&)\s*|\s*[,，、]\s*)$/i.test(pieces[i].joiner) && !/^\s*(?:和|与|及|以及)\s*$/u.test(pieces[i].joiner)) continue;
    const fillAgain = FILL_AGAIN.test(right) && FILL_VERB.test(left);
    if (QUOTE_END.test(left) && QUOTE_START.test(right) && !isQuoted(right) && !fillAgain) return true;
  }
  return false;
}

const QUOTE_END = /["'”’」』`]$/u;
/** `"Email" with "a@b.c"`, `"Bo" into Name`: a second field and value after a fill, never a list's next item. */
const FILL_AGAIN = /^["'“‘][^"'”’]*["'”’]\s+(?:with|in|into)\s+\S/iu;
const FILL_VERB = /^(?:(?:given|when|and|then)\s+)?(?:(?:i|we|the\s+user)\s+)?(?:fill(?:s)?|enters?|types?|inputs?|puts?|writes?)\b/i;
const QUOTE_START = /^["'“‘「『《`]/u;

/** "Click the sort dropdown and select X" is one select on that dropdown, not two clicks. */
function mergeDropdownChoice(previous: StepPlan | undefined, segment: string, got: StepPlan[]): StepPlan | undefined {
  if (previous?.action !== 'click' || !DROPDOWN.test(previous.target) || got.length !== 1) return undefined;
  const only = got[0];
  if (only.action !== 'click' || !CHOOSE_VERB.test(segment.trim())) return undefined;
  return { action: 'select', target: previous.target, option: unquote(only.target) };
}

/** `Check "A" and "B"`: a bare quoted piece repeats the previous single-target action on a new target. */
function repeatVerb(previous: StepPlan | undefined, segment: string): StepPlan[] | undefined {
  // `Fill "Name" with "Ada" and "Email" with "a@b.c"`, `Enter "Ada" in Name and "a@b.c" in Email`: a fill's verb carries over.
  if (previous?.action === 'fill' && QUOTE_START.test(segment.trim())) {
    const again = parseActionEn(`fill ${segment.trim()}`) ?? parseActionEn(`enter ${segment.trim()}`);
    return again?.length === 1 && again[0].action === 'fill' ? again : undefined;
  }
  // `Fill First day with 2025-03-20 and Last day with 2025-03-21`, `set A to 5 and B to 6`: the
  // same with a field named unquoted, when what it takes can only be a value (a date, a number).
  if (previous?.action === 'fill' && /^[\p{L}][\p{L}\d ]{0,40}?\s+(?:with|to)\s+\S+$|^\S+\s+in(?:to)?\s+[\p{L}]/u.test(segment.trim())) {
    const plain = segment.trim();
    for (const verb of ['fill', 'set', 'enter']) {
      const again = parseActionEn(`${verb} ${plain}`);
      if (again?.length === 1 && again[0].action === 'fill' && DIGITS_VALUE.test(again[0].value)) return again;
    }
    return undefined;
  }
  if (!previous || !isQuoted(segment.trim())) return undefined;
  const repeatable = ['click', 'dblclick', 'rightClick', 'hover', 'check', 'uncheck', 'clear'] as const;
  if (!(repeatable as readonly string[]).includes(previous.action)) return undefined;
  return [{ ...previous, target: segment.trim() } as StepPlan];
}

/** One clause: assertions worded as such first, then actions, then bare assertion bodies. */
function planClause(raw: string, assertionOnly: boolean, inheritAssertion: boolean, containerFirst = true): StepPlan[] | undefined {
  const plans = readPlainClause(raw, assertionOnly, inheritAssertion, containerFirst);
  // `Given I am on the Login page` sets the scene at a page it names by no address: no check of the page it is on.
  return GIVEN.test(raw.trim()) && plans?.some(plan => plan.action === 'assertTitle' && plan.page) ? undefined : plans;
}

function readPlainClause(raw: string, assertionOnly: boolean, inheritAssertion: boolean, containerFirst: boolean): StepPlan[] | undefined {
  const given = assertionOnly ? undefined : givenPlace(raw);
  if (given) return [given];
  const clause = normalize(raw);
  if (!clause) return undefined;
  for (const candidate of variants(clause)) {
    const exact = (plans: StepPlan[] | undefined) => plans?.every(p => admissiblePlan(p, candidate)) ? plans : undefined;
    const reading = readClause(candidate);
    const read = exact(reading.plans);
    // A claim whose words do not all read as its target may still be a container said first
    // (在对话框中，“确认挂号”按钮应当是禁用的): that reading, else nothing.
    if (reading.marked && reading.plans) return read ?? (containerFirst ? leadingScope(clause, assertionOnly) : undefined);
    if (assertionOnly) {
      if (read) return read;
      continue;
    }
    const action = exact(parseActionEn(candidate) ?? parseActionZh(candidate));
    if (action) return action;
    if (read) return read;
    if (inheritAssertion) {
      const inherited = exact(readClause(`verify ${candidate}`).plans);
      if (inherited) return inherited;
    }
  }
  return containerFirst ? leadingScope(clause, assertionOnly) : undefined;
}

/**
 * `In the row "Ada", click "Edit"`, `On the "Bike Light" card, verify "$9.99" is shown`,
 * `在"保温杯"这一行点击"取消订单"按钮`: a container said first holds every element the rest of the
 * sentence names, as if each target ended with `in <container>`. Refused when a plan names no
 * element (a URL, a key, a wait) or a target says a container of its own.
 */
function leadingScope(clause: string, assertionOnly: boolean): StepPlan[] | undefined {
  for (const { scope, rest } of scopeSplits(clause)) {
    if (!namesScope(scope))
      continue;
    const plans = planClause(rest, assertionOnly, false);
    const scoped = plans?.map(plan => inScope(plan, scope));
    // Each target with its container must be one the grammar admits as said (已完成这一行 is a clause's words).
    if (scoped?.length && scoped.every((plan): plan is StepPlan => plan !== undefined && admissiblePlan(plan, clause)))
      return scoped;
  }
  return undefined;
}

/** Words after a quoted name that say a place or a view, never an item of the page. */
const NOT_AN_ITEM = /^(?:page|screen|view|site|window|tab|step|stage|wizard|app|website|url|route|path|mode|state|text|label|word|message|title|heading)$/i;

/** Where a leading container may end: after its comma, or after a closing quote or container word before the verb. */
function* scopeSplits(clause: string): Generator<{ scope: string; rest: string }> {
  // 在“确认”弹窗中点击“确定”: a container said by its quoted name and its kind.
  const zhNamedKind = /^在\s*(["“「『《][^"”」』》]+["”」』》]\s*(?:弹窗|对话框|弹框|窗口|面板|区域|表单|列表|表格|卡片))\s*(?:中|里|内|里面|上)\s*[，,]?\s*(.+)$/u.exec(clause);
  if (zhNamedKind) {
    yield { scope: zhNamedKind[1], rest: zhNamedKind[2] };
    return;
  }
  // 在支付弹窗中点击“确认”, 在编辑用户对话框中: a dialog said by what it is for, unquoted: the dialog
  // holding those words (its title), as “支付”弹窗 is. A kind said alone (确认弹窗) is any dialog, below.
  const zhDialog = /^在\s*(\p{Script=Han}{2,6}?)\s*(弹窗|对话框|弹框|窗口)\s*(?:中|里|内|里面|上)\s*[，,]?\s*(.+)$/u.exec(clause);
  if (zhDialog && !(`${zhDialog[1]}${zhDialog[2]}` in REGION_WORDS) && !/^(?:确认|提示|删除|该|这个|当前|弹出的?|打开的?)$/u.test(zhDialog[1])) {
    yield { scope: `“${zhDialog[1]}”${zhDialog[2]}`, rest: zhDialog[3] };
    return;
  }
  const zh = /^在\s*(["“「『《][^"”」』》]+["”」』》])\s*(这一行|这行|那一行|一行|行|这张卡片|卡片|这一列|这列|列|中|里|内|里面|上|下)\s*(?:的)?\s*[，,]?\s*(.+)$/u.exec(clause);
  if (zh) {
    // 这一行 is said of any item of a list, not only a table's row: the item nearest the text.
    const noun = /列/u.test(zh[2]) ? 'the column ' : '';
    yield { scope: `${noun}${zh[1]}`, rest: zh[3] };
    return;
  }
  // 在李娜这一行点击"通过": the row of a name said unquoted.
  const zhRow = /^在\s*(\p{Script=Han}{2,6}|[\p{L}\d][\p{L}\d#._-]{1,30})\s*(这一行|那一行|这行|那行|所在行|所在的行)\s*(?:的)?\s*[，,]?\s*(.+)$/u.exec(clause);
  if (zhRow) {
    yield { scope: `${zhRow[1]}${zhRow[2]}`, rest: zhRow[3] };
    return;
  }
  // 在对话框中点击"取消": a kind of container or a region said alone (namesScope decides which words are).
  // 确认弹窗中点击"确定": the kind of dialog said before it, and 在 left out, as Chinese often does.
  const zhKind = /^(?:在)?\s*(?:该|这个|当前|弹出的|打开的|确认|提示|删除)?\s*(\p{Script=Han}{2,4}?)\s*(?:中|里|内|里面|上)\s*[，,]?\s*(.+)$/u.exec(clause);
  if (zhKind && zhKind[1] in REGION_WORDS) {
    yield { scope: zhKind[1], rest: zhKind[2] };
    return;
  }
  const head = /^(?:in|on|within|inside|under|for)\s+/i.exec(clause);
  if (!head)
    return;
  const body = clause.slice(head[0].length);
  const comma = /^([^,，]+)[,，]\s*(.+)$/u.exec(body);
  if (comma) {
    yield { scope: comma[1].trim(), rest: comma[2] };
    // `On the "Student" tier, …`, `In the "Pro" plan, …`: a quoted name and the kind of item it
    // names, in words of the app's own; the item is the block holding that name, as a card is. A
    // kind of element or a place ("the "Email" field", "the "Checkout" page") is not such an item.
    const kind = /^(?:the\s+)?(["“][^"”]+["”])\s+([a-z]+)$/i.exec(comma[1].trim());
    if (kind && ROLE_WORDS[kind[2].toLowerCase()] === undefined && !NOT_AN_ITEM.test(kind[2]))
      yield { scope: `the ${kind[1]} block`, rest: comma[2] };
    return;
  }
  for (const end of body.matchAll(/["”」』》](?=\s)|\b(?:row|card|column|section|panel|list|item|tile|group|table|dialog|modal|form)\b(?=\s)/giu))
    yield { scope: body.slice(0, end.index + end[0].length).trim(), rest: body.slice(end.index + end[0].length).trim() };
}

/** The plan with each of its targets looked for in the container; undefined when it names none, or one in a container of its own. */
function inScope(plan: StepPlan, scope: string): StepPlan | undefined {
  const fields = TARGET_FIELDS.filter(field => typeof (plan as Record<string, unknown>)[field] === 'string');
  if (!fields.length) {
    if (plan.action === 'assertTextPresent' || plan.action === 'assertTextAbsent')
      return { ...plan, target: scope };
    return undefined;
  }
  const out: Record<string, unknown> = { ...plan };
  for (const field of fields) {
    const target = out[field] as string;
    const inner = parseTarget(target);
    if (inner.scope || inner.selector || inner.ordinal !== undefined)
      return undefined;
    const combined = `${target} in ${scope}`;
    const parsed = parseTarget(combined);
    if (!parsed.scope || notReadWhy(parsed) !== undefined)
      return undefined;
    out[field] = combined;
  }
  return out as StepPlan;
}

function readClause(clause: string): { marked: boolean; plans?: StepPlan[] } {
  const zh = readAssertionZh(clause);
  if (zh.plans) return zh;
  const en = readAssertionEn(clause);
  return { marked: zh.marked || en.marked, plans: en.plans };
}

/**
 * `Given I am on /hotel/`, `Given the user is on the sprint board at /kanban/`, `假如我在 /jijian/ 页面`:
 * a Given sets the scene, so a place it puts the user on is opened (as `Then I am on /cart` checks
 * one). Only a URL or a path is a place here: `Given I am on the login page` names none.
 */
function givenPlace(raw: string): StepPlan | undefined {
  const en = /^given\s+(?:that\s+)?(?:i|we|the\s+user|a\s+user|user)\s+(?:am|are|is)\s+(?:on|at|visiting|viewing)\s+(?:(?:the\s+)?[\p{L}\s-]{1,40}?\s+(?:at|on)\s+)?(\S+)$/iu.exec(raw.trim());
  const zh = en ? null : /^(?:假如|假设|假定)\s*(?:我|用户|我们)?\s*(?:在|位于|处于|已在|已经在|正在)\s*(\S+?)\s*(?:页面|页)?$/u.exec(raw.trim());
  const place = (en ?? zh)?.[1];
  const url = place && cleanValue(place);
  return url && /^(?:https?:\/\/\S+|\/\S*)$/i.test(url) ? { action: 'navigate', url } : undefined;
}

/** A Given: the scene a scenario starts from, not a claim about it. */
const GIVEN = /^(?:given\s|假如|假设|假定)/i;

const LEAD_EN = /^(?:(?:step\s*\d+\s*[:.)-]|\d+\s*[.)]|[-*•]|given|when|and|but|also|next|finally|first(?:ly)?|afterwards|after\s+that|now|then|please|just|lastly)[,:]?\s+)+/i;
const LEAD_ZH = /^(?:假如|假设|假定|那么|而且|同时|但是|当(?=\s*(?:我|用户|我们)(?!.*时$))|请|然后|再次|再|接着|并且|并|之后|随后|最后|首先|先|第[一二三四五六七八九十\d]+步[:：，,]?|(?:用户|我)(?=\s*(?:在\s*["“「『《]|点击|单击|双击|输入|填写|选择|勾选|打开|访问|等待|按|滚动|上传|切换|返回|刷新|应该|应|看到|可以看到|给)))\s*/u;

/** Drops list markers, BDD keywords and politeness so the forms see the verb first. */
function normalize(text: string): string {
  let t = stripTrailingPunctuation(text.trim());
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(LEAD_EN, '').replace(LEAD_ZH, '').trim();
    if (t === before) break;
  }
  return withoutZhWhen(t);
}

/**
 * 数量也应为 2, 按钮此时不可点击, 总价仍显示 ¥42: when the claim holds (also, still, now) is said
 * before its verb; the state is checked as it is now, as "is now enabled" is. Outside quotes only.
 */
function withoutZhWhen(clause: string): string {
  if (!/\p{Script=Han}/u.test(clause)) return clause;
  let out = '';
  let last = 0;
  for (const span of quotedSpans(clause)) {
    out += clause.slice(last, span.start).replace(ZH_WHEN, '') + clause.slice(span.start, span.end);
    last = span.end;
  }
  return out + clause.slice(last).replace(ZH_WHEN, '');
}

const ZH_WHEN = /(?<=[\p{Script=Han}”」』"\d])\s*(?:也|还|仍然|仍|依然|依旧|此时|这时|现在|目前)\s*(?=(?:应该|应当|应|需要|必须|不可|不能|可以|可|能|显示|为|是))/gu;

/** The clause as written, without a subject (`I click`, `the user clicks` → `click`). */
function variants(clause: string): string[] {
  const out = [clause];
  const subject = /^(?:i|we|you|the\s+user|user|they|he|she)\s+(?!should\b|must\b|will\b|can\b|shall\b)(\S+)(.*)$/i.exec(clause);
  if (subject) {
    const verb = subject[1];
    out.push(verb + subject[2]);
    const base = verb.replace(/(?<=(?:ss|sh|ch|x|o))es$/i, '').replace(/(?<!s)s$/i, '');
    if (base !== verb) out.push(base + subject[2]);
  }
  return out;
}
