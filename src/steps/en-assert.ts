/** English assertions: markers (`Verify`, `Expect`, `I should see` …) and assertion bodies → assertion StepPlans. */
import { negation, type StepPlan, type TextMatch } from './plan.ts';
import { balancedQuotes, cleanTarget, cleanValue, isQuoted, namesAKind, quotedItems, quotedTexts, unquote } from './text.ts';
import { REGION_WORDS, ROLE_WORDS } from '../locator/vocabulary.ts';
import { namesScope, parseTarget } from '../locator/parse.ts';
import { heldItemOf, itemKindOf } from '../locator/item-words.ts';
import { MEASURE_UNIT, parseNumber } from './words.ts';
import { admissibleTarget } from './strict.ts';

const MARKER = /^(?:verify|assert|expect|check|ensure|confirm|validate|make\s+sure|double[\s-]check|see)(\s+(?:that|if|whether))?\s+/i;
const LABEL = /^(?:expected(?:\s+results?|\s+outcome)?|expect|expectation|result|then|assert(?:ion)?|verify|check)\s*[:：]\s*/i;
/** `Toast message: "Product duplicated"`, `Error: "Name is required"`: a message, labelled by its kind, is its text shown. */
const MESSAGE_LABEL = /^(?:(?:a|an|the)\s+)?(?:(?:success|error|warning|info|confirmation|validation)\s+)?(?:toast|notification|snackbar|alert|message|error|banner|flash)(?:\s+(?:message|text))?\s*[:：]\s*(["'“‘「].*)$/i;
const SEE = /^(?:(?:i|we|you|the\s+user|user|they)\s+)?(?:should|must|will|can|shall)\s+(?:now\s+|also\s+)?(not\s+)?(?:be\s+able\s+to\s+)?see\s+/i;

/** Result of reading a sentence as an assertion: `marked` says it was worded as one, even when the body did not parse. */
export interface AssertionReading {
  marked: boolean;
  plans?: StepPlan[];
}

/** Reads `Verify …`, `Expect …`, `Expected: …`, `I should see …`; unmarked sentences are tried as bare bodies. */
export function readAssertionEn(sentence: string): AssertionReading {
  const see = SEE.exec(sentence);
  if (see) return { marked: true, plans: seeBody(sentence.slice(see[0].length), !!see[1]) };
  const message = MESSAGE_LABEL.exec(sentence);
  if (message && isQuoted(message[1])) return { marked: true, plans: [{ action: 'assertTextPresent', text: unquote(message[1]) }] };
  const label = LABEL.exec(sentence) ?? MARKER.exec(sentence);
  if (label) {
    const body = sentence.slice(label[0].length);
    // `Check "Remember me"` ticks a box; only `Check that "…"` reads a bare quote as text.
    if (/^check\s/i.test(label[0]) && !label[1]) return { marked: true, plans: parseAssertionEn(body, { bare: false }) };
    return { marked: true, plans: parseAssertionEn(body) ?? seeBody(body, false, true) };
  }
  // Unmarked, a lone quoted string is not a claim about the page.
  const plans = parseAssertionEn(sentence, { bare: false });
  return { marked: /\b(?:should|must|expected\s+to)\b/i.test(sentence) || SAYS_WHICH_PAGE.test(sentence) || SAYS_MARKED.test(sentence), plans };
}

/** "Glass Harbour is available": a sentence that says what state something is in claims it, unmarked (for a model's check when it is refused). */
export const SAYS_A_STATE = /^(?=.*\s(?:is|are|should\s+be|must\s+be)\s+(?:now\s+)?set\s+to\s)|^(?!(?:click|tap|press|hit|select|choose|pick|open|enter|type|fill|wait|go|navigate|hover|scroll|drag|check|uncheck|tick|toggle|find|use)\b)(?!.*\b(?:which|that|who|whose)\s).*\s(?:is|are)\s+(?:now\s+|still\s+|not\s+)?(?:available|unavailable|active|inactive|enabled|disabled|visible|hidden|shown|displayed|checked|unchecked|selected|empty)$/i;

/** "I am on the login page", "the product page opens": where the user is, a claim even when not planned (for a model's check, not a step that goes there). */
/** "Fern is marked as Out of stock": a state said of an item, a claim even when not planned. */
const SAYS_MARKED = /^(?!(?:mark|flag|label|tag)\s).+\s(?:is|are|(?:should|must)\s+be)\s+(?:now\s+|still\s+)?(?:marked|flagged|labell?ed|tagged)\s/i;

export const SAYS_WHICH_PAGE = /^(?:(?:the\s+)?user\s+is|i\s+am|i['’]m|we\s+are|we['’]re)\s+(?:now\s+|still\s+)?(?:on|at)\s+the\s|\s(?:page|screen)\s+(?:(?:is|are)\s+(?:now\s+)?(?:shown|displayed|open|opened|loaded|visible)|opens|loads|appears)$/i;

/** "is displayed as", "should be shown as": the verb of a value said, kept as its "is" / "should be". */
const SHOWN_AS_VALUE = /\s+(is|are|should\s+be|must\s+be)\s+(?:now\s+)?(?:shown|displayed|presented|rendered|written)\s+as\s+/i;

/** One assertion body (`the URL contains "/cart"`, `"Login" button is disabled`, `there are 3 items`). */
export function parseAssertionEn(body: string, options: { bare?: boolean } = {}): StepPlan[] | undefined {
  // "The total is displayed as $12.99" says what the total is, as "The total is $12.99" does.
  const b = body.trim().replace(SHOWN_AS_VALUE, ' $1 ');
  if (!b || !balancedQuotes(b)) return undefined;
  for (const form of BODY_FORMS) {
    if (form === bare && options.bare === false) continue;
    const plan = form(b);
    if (plan) return Array.isArray(plan) ? plan : [plan];
  }
  return undefined;
}

const BE = String.raw`(?:is|are|be|(?:should\s+(?:now\s+|still\s+)?|must\s+|to\s+|will\s+)(?:be|stay|remain)|becomes?|gets|stays?|remains?)`;
const NOT = String.raw`(?:not|n't|no\s+longer)`;

const BODY_FORMS: Array<(b: string) => StepPlan | StepPlan[] | undefined> = [url, title, namedPage, count, value, empty, enabled, checked, listed, visibility, placed, hasProperty, markedAs, holds, textAbsent, text, equals, bare];

/** Auxiliaries before a URL or title verb (`should`, `does not`, `must no longer`, `to`); groups 1 and 2 hold any negation. */
const PAGE_AUX = String.raw`(?:(?:should|must|will|shall|does|do|can|is)(\s*not|n't|\s+no\s+longer)?\s+|(cannot|not|no\s+longer)\s+)?(?:to\s+)?(?:now\s+|still\s+)?`;
const URL_IS = new RegExp(String.raw`^(?:the\s+)?(?:current\s+|page\s+|browser\s+|page's\s+)?(?:url|address|location|path)\s+${PAGE_AUX}(contains?|includes?|be|is|equals?|matche?s?|ends?\s+with|starts?\s+with|has|have)(\s+not)?\s+(.+)$`, 'i');
const ON_PAGE = /^(?:the\s+)?(?:user|page|browser|i|we)\s+(?:is|are|am|was|gets|should|must|has|have)(\s+not|n't)?(?:\s+been|\s+be)?\s+(?:redirected|navigated|taken|sent|on|at)\s+(?:to\s+)?(.+)$/i;
const TITLE_IS = new RegExp(String.raw`^(?:the\s+)?(?:page\s+|document\s+|window\s+|tab\s+|browser\s+)?title\s+${PAGE_AUX}(contains?|includes?|be|is|equals?|matche?s?|reads?|says?|has)(\s+not)?\s+(.+)$`, 'i');

function url(b: string): StepPlan | undefined {
  const m = URL_IS.exec(b);
  if (m && /^(?:ends?|starts?)\s+with$/i.test(m[3].replace(/\s+/g, ' '))) return edgeUrl(m[3], cleanValue(m[5]), negation(m[1] || m[2] || m[4]));
  if (m) return { action: 'assertUrl', url: cleanValue(m[5]), match: matchOf(m[3]), ...negation(m[1] || m[2] || m[4]) };
  const r = ON_PAGE.exec(b);
  if (r && /^["'“]?(?:https?:\/\/|\/)/.test(r[2])) return { action: 'assertUrl', url: cleanValue(r[2]), match: 'contains', ...negation(r[1]) };
  return undefined;
}

/** "ends with /done" is a claim about the end of the URL (a regex anchored there), not that it appears somewhere. */
function edgeUrl(verb: string, value: string, not: { not?: true }): StepPlan | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (/^ends?/i.test(verb)) return { action: 'assertUrl', url: `${escaped}$`, match: 'regex', ...not };
  // The URL checked is absolute: only an absolute value can say how it starts.
  return /^[a-z][\w+.-]*:\/\//i.test(value) ? { action: 'assertUrl', url: `^${escaped}`, match: 'regex', ...not } : undefined;
}

/**
 * "the Book a visit page", "the Login screen", `the "Order #12" page`: a page said by its name. Not
 * "the next page", "page 2" or "the same page", which name no page; a URL is the url form's.
 */
const PAGE_OBJECT = /^(?:the\s+)?(["“][^"”]+["”]|[\p{L}\d][\p{L}\d&'’ -]*?)\s+(?:page|screen)$/iu;
const NOT_A_PAGE_NAME = /^(?:same|next|previous|prev|current|new|last|first|other|another|whole|entire|blank|this|that|right|correct|expected|wrong|following|preceding|original|initial|empty|main|web|landing|error|target|destination|given|appropriate|relevant|corresponding|respective|linked|resulting|subsequent|\w+\s+of\s+the)$/i;

function pageNameIn(words: string): string | undefined {
  const m = PAGE_OBJECT.exec(words.trim());
  if (!m) return undefined;
  const name = isQuoted(m[1]) ? unquote(m[1]) : m[1].trim();
  // A name as the page shows it starts with a capital ("the Book a visit page"); "the product page"
  // says what the page is about, which its heading does not read (the product's name): not planned.
  return !name || !(isQuoted(m[1]) || /^\p{Lu}|^\d/u.test(name)) || NOT_A_PAGE_NAME.test(name) || /^\d+$/.test(name) || name.split(/\s+/).length > 6 ? undefined : name;
}

/** "The Checkout page is shown", "the Settings page opens", "I am on the Book a visit page", "the user is taken to the Orders screen". */
const PAGE_VERB = String.raw`(?:now\s+)?(?:shown|displayed|visible|open|opened|loaded|presented)`;
const PAGE_SHOWN = [
  new RegExp(String.raw`^(.+?)\s+${BE}\s+(${NOT}\s+)?${PAGE_VERB}$`, 'i'),
  new RegExp(String.raw`^(.+?)\s+(?:should|must|will|does|do|is|are)\s*(${NOT})\s+(?:be\s+)?${PAGE_VERB}$`, 'i'),
  new RegExp(String.raw`^(.+?)\s+(?:(?:should|will|does|do)\s*(${NOT}\s+)?)?(?:opens?|loads?|appears?)$`, 'i'),
];
const ON_NAMED_PAGE = /^(?:the\s+)?(?:user|i|we|they|you)(?:['’]m|['’]re)?\s+(?:(?:(?:is|are|am|was|gets|get|should|must|will|has|have)(\s+not|n't)?(?:\s+been|\s+be|\s+get)?\s+)?(?:redirected|navigated|taken|sent|brought|returned|on|at)|(?:should\s+|will\s+)?(?:lands?|arrives?|ends?\s+up)\s+(?:on|at))\s+(?:to\s+|back\s+to\s+)?(.+)$/i;

function namedPage(b: string): StepPlan | undefined {
  const on = ON_NAMED_PAGE.exec(b);
  const onName = on ? pageNameIn(on[2]) : undefined;
  if (on && onName) return { action: 'assertTitle', title: onName, page: true, ...negation(on[1]) };
  for (const form of PAGE_SHOWN) {
    const shown = form.exec(b);
    const shownName = shown ? pageNameIn(shown[1]) : undefined;
    if (shown && shownName) return { action: 'assertTitle', title: shownName, page: true, ...negation(shown[2]) };
  }
  return undefined;
}

function title(b: string): StepPlan | undefined {
  const m = TITLE_IS.exec(b);
  return m ? { action: 'assertTitle', title: cleanValue(m[5]), match: matchOf(m[3]), ...negation(m[1] || m[2] || m[4]) } : undefined;
}

const CMP = String.raw`(at\s+least|at\s+most|no\s+more\s+than|no\s+less\s+than|not\s+more\s+than|more\s+than|over|fewer\s+than|less\s+than|under|exactly|only)?\s*`;
const NUM = String.raw`(\d+|zero|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)`;

const COUNTER_FORM = new RegExp(String.raw`^(.+?)\s+(?:count|number)\s+(?:is|should\s+be|equals|to\s+be|=)\s+${CMP}${NUM}$`, 'i');

/** Count forms, each with the groups of its comparison, number and target. */
const COUNT_FORMS: Array<[RegExp, number, number, number]> = [
  [new RegExp(String.raw`^there\s+(?:is|are|should\s+be|must\s+be|will\s+be)\s+${CMP}${NUM}\s+(.+)$`, 'i'), 1, 2, 3],
  [new RegExp(String.raw`^(?:the\s+)?(?:number|count|amount)\s+of\s+(.+?)\s+(?:is|should\s+be|equals|to\s+be|=)\s+${CMP}${NUM}$`, 'i'), 2, 3, 1],
  [COUNTER_FORM, 2, 3, 1],
  [new RegExp(String.raw`^${CMP}${NUM}\s+(.+?)\s+(?:are|is|should\s+be|must\s+be)\s+(?:shown|displayed|visible|present|listed)$`, 'i'), 1, 2, 3],
];
const COUNT_HAS = new RegExp(String.raw`^(.+?)\s+(?:has|have|contains?|should\s+(?:have|contain|show|list|display)|to\s+(?:have|contain|show|list)|shows?|lists?|displays?)\s+${CMP}${NUM}\s+(items?|rows?|elements?|entries|entry|results?|products?|options?|children|cards?|links?|buttons?|records?|lines?)$`, 'i');

function count(b: string): StepPlan | undefined {
  for (const [re, c, n, t] of COUNT_FORMS) {
    const m = re.exec(b);
    if (!m) continue;
    const num = parseNumber(m[n]);
    if (num === undefined || !balancedQuotes(m[t])) continue;
    // "no Confirm button left in Biscuit's row", "2 items remaining in the cart": what is there now.
    const said = m[t].replace(/(?<=\p{Ll})\s+(?:left|remaining)(?=\s+(?:in|on|inside|within)\s|$)/iu, '');
    // "the cart count is 3" is what a counter shows; "the row count is 3" counts rows.
    if (re === COUNTER_FORM && !countsElements(cleanTarget(said))) return undefined;
    // `no "Saved" toast is shown`: that text is shown nowhere, whatever shows it.
    const text = num === 0 ? quotedText(said) : undefined;
    if (text !== undefined) return { action: 'assertTextAbsent', text };
    return { action: 'assertCount', target: cleanTarget(said), count: num, comparison: comparisonOf(m[c]) };
  }
  const has = COUNT_HAS.exec(b);
  if (has) {
    const num = parseNumber(has[3]);
    if (num !== undefined) return { action: 'assertCount', target: `${has[4]} in ${cleanTarget(has[1])}`, count: num, comparison: comparisonOf(has[2]) };
  }
  // "The table should show 2 appointments", "the Upcoming vaccinations panel lists 3 pets": a
  // container holding so many of what it lists, whatever it calls them; a table's are its rows of
  // data, any other container's its list items.
  const holds = COUNT_HOLDS.exec(b);
  if (holds && balancedQuotes(holds[1])) {
    const num = parseNumber(holds[3]);
    const kind = /\b(?:table|grid|schedule|spreadsheet)$/i.test(holds[1].trim()) ? 'rows' : 'items';
    if (num !== undefined) return { action: 'assertCount', target: `${kind} in ${cleanTarget(holds[1])}`, count: num, comparison: comparisonOf(holds[2]) };
  }
  return undefined;
}

const COUNT_HOLDS = new RegExp(String.raw`^(.+?\b(?:table|grid|schedule|list|panel|section|column|board|sidebar|widget|box))\s+(?:now\s+|still\s+)?(?:has|have|contains?|should\s+(?:have|contain|show|list|display)|to\s+(?:have|contain|show|list)|shows?|lists?|displays?)\s+${CMP}${NUM}\s+([a-z]{3,}s)$`, 'i');

/**
 * Whether "the <target> count" counts elements: it names a kind (rows, buttons), but not a message,
 * alert or notification, whose count is what a counter shows (an inbox's, a bell's badge).
 */
function countsElements(target: string): boolean {
  if (!namesAKind(target))
    return false;
  const { roles } = parseTarget(target);
  return !roles.length || !roles.every(role => role === 'alert' || role === 'status');
}

function value(b: string): StepPlan | undefined {
  // `Retention period should be set to 90 days`, `the Country dropdown is set to "France"`: the value a field holds, whole.
  const set = /^(.+?)\s+(?:is|are|should\s+be|must\s+be|to\s+be)\s+(?:now\s+|still\s+)?set\s+to\s+(.+)$/i.exec(b);
  if (set && balancedQuotes(set[1]) && balancedQuotes(set[2]) && (isQuoted(set[2].trim()) || literalValue(set[2])))
    return { action: 'assertValue', target: cleanTarget(set[1]), value: cleanValue(set[2]), match: 'exact' };
  const m = /^(?:the\s+)?value\s+of\s+(.+?)\s+(?:is|should\s+be|equals|to\s+be|=|must\s+be)\s+(.+)$/i.exec(b)
    ?? /^(.+?)\s+(?:has|have|should\s+have|to\s+have|must\s+have|with)\s+(?:the\s+)?value\s+(?:of\s+)?(.+)$/i.exec(b)
    ?? /^(.+?)(?:'s|\s+field)?\s+value\s+(?:is|should\s+be|equals|to\s+be|=)\s+(.+)$/i.exec(b);
  if (!m || !balancedQuotes(m[1])) return undefined;
  return { action: 'assertValue', target: cleanTarget(m[1]), value: cleanValue(m[2]) };
}

const EMPTY = new RegExp(String.raw`^(.+?)\s+${BE}\s+(?:empty|blank|cleared)$`, 'i');

/** `the "Email" field is empty`: an input whose value is blank. */
function empty(b: string): StepPlan | undefined {
  const m = EMPTY.exec(b);
  if (!m || !balancedQuotes(m[1]) || !/\b(?:field|input|box|textbox|text\s+area|textarea|search)\b/i.test(m[1])) return undefined;
  return { action: 'assertValue', target: cleanTarget(m[1]), value: '', match: 'exact' };
}

/** When a state holds, said beside it ("is now enabled", "is disabled again"): the state is checked as it is now. */
const WHEN = String.raw`(?:(?:now|still|again|also)\s+)?`;
const AGAIN = String.raw`(?:\s+(?:again|now|still|too|as\s+well|once\s+more|any\s*more))?`;
const ENABLED = new RegExp(String.raw`^(.+?)\s+${BE}\s+${WHEN}(${NOT}\s+)?(enabled|disabled|clickable|active|inactive|greyed\s+out|grayed\s+out|usable|available|unavailable)${AGAIN}$`, 'i');
const ENABLED_NOT = /^(.+?)\s+(?:is|are)(n't|\s+not)\s+(enabled|disabled|clickable)$/i;

/** "should not be enabled", "must no longer be checked": the negation said before "be", read as after it. */
function notBeforeBe(b: string): string {
  return b.replace(/\s+(should|must|will|shall)\s+(not|no\s+longer)\s+be\s+/i, ' $1 be $2 ');
}

function enabled(b: string): StepPlan | undefined {
  const said = notBeforeBe(b);
  const m = ENABLED.exec(said) ?? ENABLED_NOT.exec(said);
  if (!m || !balancedQuotes(m[1])) return undefined;
  // `the status of Bob is Active`: a status reads a word, which an account's or a plan's status
  // shows; it is no control to be enabled. Said with not, it is left to what can read the claim.
  const subject = ownedProperty(m[1]) ?? m[1];
  if (STATUS_SUBJECT.test(subject.trim())) return m[2] ? undefined : valueShown(subject, m[3]);
  // A slot or an option that is available can be taken, a button that is active can be pressed; a
  // book, a room, a plan or a person that is available or active has a status shown, and a name that
  // is a link would pass as one whatever that status says.
  if (/available$|active$/i.test(m[3]) && !parseTarget(cleanTarget(m[1])).roles.length) return undefined;
  const positive = /^(?:enabled|clickable|active|usable|available)$/i.test(m[3]);
  return { action: 'assertEnabled', target: cleanTarget(m[1]), enabled: m[2] ? !positive : positive };
}

const CHECKED = new RegExp(String.raw`^(.+?)\s+${BE}\s+${WHEN}(${NOT}\s+)?(checked|unchecked|selected|unselected|ticked|unticked|pressed|unpressed|on|off|(?:toggled|switched|turned)\s+on|(?:toggled|switched|turned)\s+off)${AGAIN}$`, 'i');

function checked(b: string): StepPlan | undefined {
  const m = CHECKED.exec(notBeforeBe(b));
  if (!m || !balancedQuotes(m[1])) return undefined;
  const positive = /^(?:checked|selected|ticked|pressed|on|(?:toggled|switched|turned)\s+on)$/i.test(m[3].replace(/\s+/g, ' '));
  return { action: 'assertChecked', target: cleanTarget(m[1]), checked: m[2] ? !positive : positive };
}

/**
 * Not "available": a slot, a seat or a room that is available is one that can be taken, which a
 * disabled one shown on the page is not (see enabled). Not available, it is no longer shown.
 */
const SHOWN = String.raw`(?:visible|displayed|shown|present|listed|on\s+(?:the\s+)?(?:page|screen)|on\s+screen|there|showing|rendered|in\s+view)`;
const HIDDEN = String.raw`(?:hidden|invisible|gone|absent|removed|closed|dismissed|not\s+(?:visible|displayed|shown|present|there|showing|rendered|listed)|no\s+longer\s+(?:visible|displayed|shown|present|listed))`;

const VISIBLE = new RegExp(String.raw`^(.+?)\s+(?:${BE}\s+(?:also\s+|still\s+|now\s+)?${SHOWN}|(?:(?:now\s+|also\s+)?(?:appears?|exists?|shows\s+up)|should\s+(?:now\s+|still\s+|also\s+)?(?:appear|exist|show\s+up)|to\s+(?:appear|exist)|has\s+(?:now\s+)?appeared))(?:\s+(?:in|on|within|inside)\s+(the\s+)?(.+?))?$`, 'i');
const NOT_VISIBLE = new RegExp(String.raw`^(.+?)\s+(?:${BE}\s+${HIDDEN}|(?:is|are)n't\s+(?:${SHOWN}|available)|(?:disappears?|has\s+disappeared|vanishes|is\s+gone|to\s+disappear|should\s+disappear)|(?:does\s+not|doesn't|do\s+not|don't|should\s+not|shouldn't|must\s+not|will\s+not|won't|not\s+to|to\s+not)\s+(?:appear|exist|be\s+(?:${SHOWN}|available)|show\s+up))(?:\s+any\s*more)?$`, 'i');

/** `the "Compose" dialog is open`: a dialog that is open is shown (a section or a menu said open may only be expanded). */
const DIALOG_OPEN = new RegExp(String.raw`^(.+?)\s+(?:((?:should|must|will)\s+not\s+be|(?:is|are)n't|${BE}\s+not|${BE})\s+(?:now\s+|still\s+)?open(?:ed)?|(?:opens|pops\s+up))$`, 'i');

function visibility(said: string): StepPlan | StepPlan[] | undefined {
  // "Biscuit's card is shown again": shown, as said without the word.
  const b = said.replace(/\s+(?:again|once\s+more)$/i, '');
  const open = DIALOG_OPEN.exec(b);
  if (open && balancedQuotes(open[1]) && !quotedItems(open[1])) {
    const target = cleanTarget(open[1]);
    const roles = parseTarget(target).roles;
    if (roles.length && roles.every(role => role === 'dialog' || role === 'alertdialog'))
      return { action: open[2] && /\bnot\b|n't/i.test(open[2]) ? 'assertElementHidden' : 'assertElementVisible', target };
  }
  // Negated first: in ""Error" does not appear" the positive form would read ""Error" does not" as the subject.
  const hidden = NOT_VISIBLE.exec(b);
  if (hidden && balancedQuotes(hidden[1])) {
    const items = quotedItems(hidden[1]);
    return items ? items.map(text => ({ action: 'assertTextAbsent', text })) : present(hidden[1], false);
  }
  const shown = VISIBLE.exec(b);
  // "PO-1042 no longer shows up in the table", "X should not appear in …": a negation or an auxiliary
  // left at the end of the subject says the verb's sense, which this form would lose: not read here.
  if (shown && /\s(?:not|n't|no\s+longer|never|should|must|will|does|do|did)$/i.test(` ${shown[1].trim()}`)) return undefined;
  if (shown && balancedQuotes(shown[1]) && balancedQuotes(shown[3] ?? '')) {
    const scope = shown[3] && !shown[2] && !isQuoted(shown[3]) && !knownPlace(shown[3]) ? undefined : shown[3];
    if (shown[3] && scope === undefined) return undefined;
    // `no "Saved" toast is shown`: the text is not.
    const none = /^no\s+(.+)$/i.exec(shown[1].trim());
    const unshown = none ? quotedText(none[1]) : undefined;
    if (unshown !== undefined) return scope ? undefined : { action: 'assertTextAbsent', text: unshown };
    // `ORB-101 should appear in the In progress column`: a name shown there, where that container is one a check can name.
    const items = quotedItems(shown[1]) ?? (scope && namedItem(shown[1]) && admissibleTarget(cleanTarget(scope), true) ? [shown[1].trim()] : undefined)
      ?? (/^\S.*?\s(?:are|were|appear|exist|show\s+up|should\s+(?:be|appear)|must\s+be)\b/i.test(b) ? namedList(shown[1]) : undefined);
    if (items) return each(items.map(text => scoped({ action: 'assertTextPresent', text }, scope)));
    return scoped(present(shown[1], true), scope);
  }
  return undefined;
}

/** Where a page lists its items, said without naming a container: "the list", "the results", "the grid". */
const LISTING = String.raw`(?:the\s+|our\s+|my\s+)?(?:(?:[a-z]+\s+){0,2}list|listing|results|search\s+results|grid|overview|page|screen|catalog(?:ue)?|collection)`;
const IN_LISTING = new RegExp(String.raw`^(.+?)\s+(?:(?:is|are)\s+(?:still\s+|now\s+|also\s+)?(not\s+|no\s+longer\s+)?(?:listed\s+|shown\s+|displayed\s+)?(?:in|on)|(?:still\s+|now\s+)?(?:appears?|shows?\s+up)\s+(?:in|on)|(no\s+longer\s+(?:appears?|shows?\s+up)|(?:does\s+not|doesn't|do\s+not|don't)\s+(?:appear|show\s+up))\s+(?:in|on)|(has\s+disappeared|disappears|has\s+(?:been\s+)?(?:removed|gone)|(?:is|are)\s+(?:gone|removed|missing))\s+from)\s+${LISTING}(?:\s+any\s*more)?$`, 'i');
const AMONG = /^(.+?)\s+(?:(?:is|are)\s+(?:still\s+|now\s+)?(not\s+|no\s+longer\s+)?(?:among|one\s+of)|(?:still\s+|now\s+)?(?:appears?|shows?\s+up)\s+among|(no\s+longer\s+(?:appears?|shows?\s+up)|(?:does\s+not|doesn't)\s+(?:appear|show\s+up))\s+among)\s+(?:the\s+)?((?:[a-z]+\s+){0,3}[a-z]+)(?:\s+any\s*more)?$/i;

/**
 * An item named by its caption, in the page's list of such items: `Olive's card is still in the list`,
 * `Max's card has disappeared from the list` (the card, shown or not: the list is where cards are,
 * and names no container of its own); `Pickles no longer appears among the pet cards` (no pet card
 * has Pickles as its caption, whatever else shows the name). Only an item the page marks by kind is
 * read so (item-kind.ts: heldItemOf); any other subject is left to the other forms.
 */
function listed(b: string): StepPlan | undefined {
  const said = b.replace(/\s+(?:again|once\s+more)$/i, '');
  const m = IN_LISTING.exec(said);
  if (m && balancedQuotes(m[1])) {
    const target = cleanTarget(m[1]);
    if (!heldItemOf(parseTarget(target))) return undefined;
    return { action: m[2] || m[3] || m[4] ? 'assertElementHidden' : 'assertElementVisible', target };
  }
  const a = AMONG.exec(said);
  if (!a || !balancedQuotes(a[1])) return undefined;
  const name = a[1].trim();
  const kind = itemKindOf(parseTarget(a[4]));
  if (!kind || kind.unsaid || (!isQuoted(name) && !namedItem(name))) return undefined;
  const words = [...kind.qualifier, kind.kind].join(' ');
  const target = isQuoted(name) ? `the ${name} ${words}` : `the ${words} for ${name}`;
  if (!heldItemOf(parseTarget(target))) return undefined;
  return { action: a[2] || a[3] ? 'assertElementHidden' : 'assertElementVisible', target };
}

const PLACED = /^(.+?)\s+(?:is|are)\s+(?:now\s+|still\s+|also\s+)?(not\s+|no\s+longer\s+)?(?:(?:listed|shown|displayed|present)\s+)?(?:in|inside|within|under|on(?=\s+(?:the\s+|my\s+|your\s+)?(?:[\p{L}-]+\s+){0,3}(?:list|board|menu|plan|schedule|calendar|agenda|timeline|queue|shelf)(?:\s+any\s*more)?$))\s+(.+?)(?:\s+any\s*more)?$/iu;

/** `"Ada" is in the table`, `"Fix login" is no longer in the "Done" column`: quoted texts shown (or not) in a container. */
function placed(b: string): StepPlan[] | undefined {
  // "should now be in", "should not be in", "must be in": as "is now in", "is not in", "is in".
  // "should not appear in", "does not appear in", "no longer shows up in": as "is not in".
  const said = b.replace(/\s(?:(?:should|must|will|does|do)\s+(not\s+|no\s+longer\s+)|(no\s+longer\s+))?(?:appears?|shows?\s+up)\s(?=(?:in|inside|within)\s)/i, (_, not: string | undefined, longer: string | undefined) => ` is ${not ?? longer ?? ''}`);
  const m = PLACED.exec(said.replace(/\s(?:should|must)\s+(not\s+|no\s+longer\s+)?((?:now|still)\s+)?be\s/i, (_, not: string | undefined, when: string | undefined) => ` is ${when ?? ''}${not ?? ''}`));
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  const items = quotedTexts(m[1]) ?? (namedItem(m[1]) ? [m[1].trim().replace(/^The\s+(?=\p{Lu})/u, '')] : undefined);
  const scope = m[3].trim();
  // "the Review column": a container named by its caption unquoted, as a target names it.
  if (!items || !(namesScope(scope) || knownPlace(scope.replace(/^the\s+/i, '')) || parseTarget(cleanTarget(scope)).container !== undefined)) return undefined;
  if (isWholePage(scope)) return undefined;
  return items.map(text => ({ action: m[2] ? 'assertTextAbsent' : 'assertTextPresent', text, target: cleanTarget(scope) }));
}

/**
 * An unquoted subject that can only be a name shown on the page: its words capitalized or ids
 * (`Ceramic Pour-Over Set`, `ORB-101`, `Ada Lovelace`), at most six of them, no verb among them.
 */
/**
 * `Max and Biscuit are displayed`, `Luna, Max and Olive appear`: names said unquoted, listed, with a
 * plural verb; each is shown. Undefined unless every part is a name (namedItem), two at least.
 */
function namedList(subject: string): string[] | undefined {
  const parts = subject.trim().split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
  return parts.length > 1 && parts.every(part => CAPITALIZED_NAME.test(part) && namedItem(part) && !parseTarget(part).roles.length) ? parts : undefined;
}

/** A name in capitalized words or numbers (`Max`, `Dr. Priya Patel`, `Room 12`). */
const CAPITALIZED_NAME = /^(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*|of|the|de|von|van))*$/u;

function namedItem(subject: string): boolean {
  const words = subject.trim().split(/\s+/);
  // A title after "The" (The Baker's Almanac), or a name said in sentence case (Ground beef), a few words.
  // (two words at least: "The Item" is a word pointing back, no title)
  if (words[0] === 'The' && words.length > 2 && namedItem(words.slice(1).join(' ')) && /^\p{Lu}/u.test(words[1])) return true;
  if (words.length <= 3 && /^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.slice(1).every(word => /^\p{Ll}[\p{Ll}'’-]*$/u.test(word)) && words.length > 1
    && !SENTENCE_CASE_NOT_A_NAME.test(words[0]) && !words.some(word => /^(?:is|are|was|be|has|have|not|no|and|or|of|to|in|on|that|which|all|each|every|any|some|only)$/.test(word)))
    return !BACK_REFERENCE_SUBJECT.test(subject.trim());
  return words.length <= 6 && words.every((word, i) => /^(?:\p{Lu}[\p{L}\d'’&.-]*|[\p{L}]*\d[\w.-]*|#[\w-]*\d[\w-]*)$/u.test(word) || (i > 0 && i < words.length - 1 && /^(?:of|the|and|de|von|van|for|x)$/.test(word)))
    && !BACK_REFERENCE_SUBJECT.test(subject.trim()) && !SENTENCE_CASE_NOT_A_NAME.test(words[0]);
}

/** First words of a sentence that are no name: articles, pronouns, quantities. */
const SENTENCE_CASE_NOT_A_NAME = /^(?:The|A|An|This|That|These|Those|It|Its|There|Everything|Nothing|Something|Anything|All|Each|Every|No|None|Some|Any|Only|Both|My|Your|Our|Their|His|Her)$/;

/** A scope without "the" must be a word the locator knows as a place or container ("in USD", "in a grid" are not). */
function knownPlace(scope: string): boolean {
  const s = scope.trim().toLowerCase();
  return s in REGION_WORDS || s in ROLE_WORDS || isWholePage(s);
}

/** The page itself ("the page", "screen", "the window"): where everything is, no container. */
function isWholePage(words: string): boolean {
  return /^(?:the\s+)?(?:page|screen|site|browser|window)$/i.test(words.trim());
}

/** Every plan, or nothing when one of them could not be made. */
function each(plans: Array<StepPlan | undefined>): StepPlan[] | undefined {
  return plans.every(p => p !== undefined) ? plans : undefined;
}

/** `… is visible in the banner`: text is looked for inside the container, an element is described as within it. */
function scoped(plan: StepPlan, scope: string | undefined): StepPlan | undefined {
  if (!scope || isWholePage(scope)) return plan;
  if (plan.action === 'assertTextPresent') return { ...plan, target: cleanTarget(scope) };
  if (plan.action === 'assertElementVisible') return { ...plan, target: `${plan.target} within ${cleanTarget(scope)}` };
  return undefined;
}

/** A bare quoted subject is page text; anything else names an element. */
function present(subject: string, shown: boolean): StepPlan {
  const text = quotedText(subject);
  if (text !== undefined) return shown ? { action: 'assertTextPresent', text } : { action: 'assertTextAbsent', text };
  return shown ? { action: 'assertElementVisible', target: cleanTarget(subject) } : { action: 'assertElementHidden', target: cleanTarget(subject) };
}

const HOLDS = /^(.+?)\s+(?:(?:now|still|also)\s+)?(has|have|contains?|includes?|shows?|displays?|(?:should|must)\s+(?:now\s+|still\s+)?(?:have|contain|include|show|display)|has\s+no|have\s+no|(?:does\s+not|doesn't|do\s+not|don't|should\s+not|shouldn't|must\s+not|no\s+longer)\s+(?:have|has|contain|include|show|display)s?)\s+(?:(?:an?|the)\s+)?("[^"]+"\s+[a-z]+(?:\s+[a-z]+)?)$/i;

/**
 * `the NoteNest card has an "Open" button`, `… has no "Installed" badge`: an element of a kind, by
 * its quoted name, shown (or not) in a container the sentence names. The kind must be one the
 * locator reads as a role: `has an "Open" label` says nothing a search can hold to.
 */
function holds(b: string): StepPlan | undefined {
  const m = HOLDS.exec(b);
  if (!m || !balancedQuotes(m[1])) return undefined;
  const container = m[1].trim();
  const element = m[3].trim();
  if (quotedItems(container) || !namesScope(container) || isWholePage(container)) return undefined;
  if (!parseTarget(element).roles.length) return undefined;
  const target = `${element} within ${cleanTarget(container)}`;
  return /\bno\b|not|n't/i.test(m[2]) ? { action: 'assertElementHidden', target } : { action: 'assertElementVisible', target };
}

const SHOW_VERBS = String.raw`(?:shows?|displays?|contains?|includes?|reads?|says?|mentions?|has\s+(?:the\s+)?text|have\s+(?:the\s+)?text|text\s+is|is\s+showing|is\s+displaying)`;
const TO_SHOW = String.raw`(?:to\s+(?:show|display|contain|include|read|say|have\s+(?:the\s+)?text|list|mention)|should\s+(?:now\s+|still\s+|also\s+)?(?:show|display|contain|include|read|say|have\s+(?:the\s+)?text|list|mention)|must\s+(?:show|display|contain|include|read|say|have\s+text))`;

function textAbsent(b: string): StepPlan | undefined {
  const m = /^(.+?)\s+(?:does\s+not|doesn't|should\s+not|shouldn't|must\s+not|will\s+not|won't|not\s+to|to\s+not|no\s+longer)\s+(?:show|display|contain|include|have\s+(?:the\s+)?text|read|say|mention|list)s?\s+(.+)$/i.exec(b);
  if (!m || !balancedQuotes(m[1])) return undefined;
  return withTarget({ action: 'assertTextAbsent', text: cleanValue(m[2]) }, m[1]);
}

/** When the claim holds, said before its verb ("the button now reads …"): nothing to check beyond the claim itself. */
const NOW = String.raw`(?:now|still|also|then)`;

// "the" is only skipped before a quoted text: `shows the search term` describes a text instead of giving it.
const SHOWS_TEXT = new RegExp(String.raw`^(.+?)\s+(?:${NOW}\s+)?(${TO_SHOW}|${SHOW_VERBS})\s+(?:the\s+(?=(?:text\s+|message\s+)?["'“‘「]))?(?:text\s+|message\s+)?(.+)$`, 'i');
/** Verbs that claim the element's whole text; the others claim the text appears in it. */
const WHOLE_TEXT = /\bread|\bha(?:s|ve)\s+(?:the\s+)?text|\btext\s+is\b/i;

function text(b: string): StepPlan | StepPlan[] | undefined {
  const m = SHOWS_TEXT.exec(b);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  // `the table includes the ticket "Login fails"`: a noun that says what the quoted text is, not an element kind.
  const described = /^(?:the|a|an)\s+([a-z-]+)\s+(["'“‘「].*)$/i.exec(m[3].trim());
  if (described && isQuoted(described[2]) && !ELEMENT_NOUNS.has(described[1].toLowerCase())) m[3] = described[2];
  const items = quotedItems(m[3]);
  if (items) return items.map(t => withTarget({ action: 'assertTextPresent', text: t }, m[1]));
  if (!plausibleValue(m[3])) return undefined;
  const exactly = /^exactly\s+/i.exec(m[3]);
  const plan: StepPlan = { action: 'assertTextPresent', text: cleanValue(exactly ? m[3].slice(exactly[0].length) : m[3]) };
  const located = withTarget(plan, m[1]);
  // A page holds much more than one text: only "exactly" makes a page-level claim whole.
  if (exactly || (located.target && WHOLE_TEXT.test(m[2]))) plan.match = 'exact';
  return located;
}

/**
 * `the cart badge is "2"`: an element whose whole text is a quoted value. Unquoted, only a literal
 * reads as the value (`the total should be $43.18`, `the status is Shipped`): what a caption's
 * value is, read where the page shows it (caption-value.ts).
 */
function equals(b: string): StepPlan | undefined {
  const m = /^(.+?)\s+(?:is|equals|should\s+(?:now\s+|still\s+)?be|should\s+equal|must\s+(?:now\s+|still\s+)?be|to\s+be|to\s+equal|reads|=|(?:should\s+|must\s+)?become|becomes|has\s+become)\s+(?:(?:now|still)\s+)?(["'“‘「《].+)$/i.exec(b);
  if (m && isQuoted(m[2]) && balancedQuotes(m[1])) {
    const plan: StepPlan = withTarget({ action: 'assertTextPresent', text: unquote(m[2]) }, ownedTarget(m[1]));
    if (plan.target) plan.match = 'exact';
    return plan;
  }
  const bare = /^(.+?)\s+(?:is|equals|should\s+be|should\s+equal|must\s+be|to\s+be|to\s+equal|=)\s+(?:(?:now|still)\s+)?(\S+(?:\s+\S+){0,2})$/i.exec(b);
  if (!bare || !balancedQuotes(bare[1]) || !(literalValue(bare[2]) || statusPhrase(bare[1], bare[2]))) return undefined;
  const subject = ownedProperty(bare[1]) ?? bare[1];
  // `the cart count is 1` is a counter's reading (count), which the locator cannot tell from the cart.
  if (/\b(?:count|number)$/i.test(subject.trim())) return undefined;
  return valueShown(subject, stripTrailingDot(bare[2]));
}

/**
 * `Biscuit's appointment should have status "Pending"`, `the order for "Ada" has the status Shipped`:
 * an item, named, has a property of a value, which is that property's value where the item is
 * (`status for "Biscuit"`), exactly. Only an item named (quoted, or in capitalized words) and a
 * property said in one word; anything else is read by the other forms, or not at all.
 */
function hasProperty(b: string): StepPlan | undefined {
  const m = /^(.+?)\s+(?:should\s+(?:now\s+|still\s+)?have|must\s+have|(?:now\s+|still\s+)?has|(?:now\s+|still\s+)?have)\s+(?:the\s+|a\s+)?(status|state|role|priority|type|category|stage|level|plan|tier|rating|label)\s*(?:of\s+|[:=]\s*)?(["'“‘「].+|\S+)$/i.exec(b);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  const value = isQuoted(m[3]) ? unquote(m[3]) : literalValue(m[3]) ? stripTrailingDot(m[3]) : undefined;
  if (value === undefined) return undefined;
  const subject = m[1].trim();
  const owned = /^(.+?)['’]s\s+[a-z][\w-]*$/i.exec(subject) ?? /^(?:the\s+)?[a-z][\w-]*\s+(?:of|for)\s+(.+)$/i.exec(subject);
  const owner = (owned ? owned[1] : subject).trim();
  const named = isQuoted(owner) ? owner : /^(?:\p{Lu}[\p{L}\d'’&.-]*|#?\d[\w.-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*|of|the|and))*$/u.test(owner) ? `"${owner}"` : undefined;
  if (!named || !plainSubject(owner)) return undefined;
  return { action: 'assertTextPresent', text: value, target: `${m[2].toLowerCase()} for ${named}`, match: 'exact' };
}

/** A subject that is a status (`the status`, `the account status for "Pro"`), not an element that has one. */
const STATUS_SUBJECT = /\bstatus(?:\s+(?:of|for)\s+\S.*)?$/i;

/**
 * An unquoted value shown where the subject is (propertyOf: an item's property is its caption's
 * value where the item is), exactly: a literal (equals) or the word a status says (enabled).
 */
function valueShown(subject: string, text: string): StepPlan | undefined {
  if (!plainSubject(subject)) return undefined;
  const plan: StepPlan = withTarget({ action: 'assertTextPresent', text }, propertyOf(subject));
  // A page-level claim of one value says nothing exact: only an element's value is checked.
  if (!plan.target) return undefined;
  plan.match = 'exact';
  return plan;
}

/**
 * An unquoted value that can only be a value: a number, an amount, a time or a date, an id
 * (`42`, `-$56.23`, `€1.200,00`, `10:00–22:00`, `#1002`, `12%`, `March 2021`), or one capitalized
 * word that is no state (`Shipped`, `Pro`; not `Visible`, `Disabled`, `Empty`).
 */
function literalValue(raw: string): boolean {
  const v = stripTrailingDot(raw.trim());
  const words = v.split(/\s+/);
  if (words.some(word => /\d/.test(word)))
    return words.length === 1 || (words.length === 2 && (words.every(word => /^(?:\d[\d.,:/-]*|[A-Z][a-z]{2,8}\.?)$/.test(word))
      || (/^\d[\d.,]*$/.test(words[0]) && MEASURE_UNIT.test(words[1]))));
  if (words.length === 1)
    return /^\p{Lu}[\p{L}\d-]*$/u.test(v) && !STATE_WORDS.has(v.toLowerCase());
  // A person's or a thing's name of two or three capitalized words (`Jon Reyes`, `Dr. Chidi Okafor`), no state among them.
  return words.length <= 3 && words.every(word => /^\p{Lu}[\p{Ll}'’-]*\.?$/u.test(word) && word.length > 1 && !STATE_WORDS.has(word.toLowerCase()));
}

/**
 * `the status of "Hex Bolt M8" should be Low stock`: a status said in sentence case, two or three
 * words (`Low stock`, `On leave`, `Out of stock`), is the text the status shows; only of a status or
 * a state, and never a state word last (`Not visible` judges, it shows nothing).
 */
function statusPhrase(subject: string, raw: string): boolean {
  const words = stripTrailingDot(raw.trim()).split(/\s+/);
  return /\b(?:status|state)\b/i.test(subject) && words.length >= 2 && words.length <= 3
    && /^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.slice(1).every(word => /^\p{Ll}+$/u.test(word)) && !STATE_WORDS.has(words[words.length - 1]);
}

function stripTrailingDot(value: string): string {
  return value.replace(/(?<!\d)[.。]$/u, '');
}

/** Words that say a state or a judgement of an element, never the text it shows. */
const STATE_WORDS = new Set(['visible', 'invisible', 'hidden', 'shown', 'displayed', 'present', 'absent', 'gone', 'enabled', 'disabled', 'active', 'inactive', 'checked', 'unchecked', 'selected', 'unselected', 'ticked', 'pressed', 'empty', 'blank', 'open', 'opened', 'closed', 'expanded', 'collapsed', 'on', 'off', 'required', 'optional', 'valid', 'invalid', 'correct', 'incorrect', 'true', 'false', 'focused', 'clickable', 'editable', 'readonly', 'loaded', 'ready', 'updated', 'saved', 'changed', 'there', 'here', 'ok', 'fine', 'right', 'wrong', 'same', 'different', 'unchanged', 'available', 'unavailable', 'correctly']);

/**
 * A subject an unquoted value can be said of: one noun phrase (no clause before a comma, no element
 * counted by its position, no owner said with 's), and not a word pointing back at an element named
 * in an earlier step (`Its category`, `It`).
 */
function plainSubject(subject: string): boolean {
  const s = subject.trim();
  if (/[,，]/.test(s) || BACK_REFERENCE_SUBJECT.test(s) || /\p{L}['’]s\b/u.test(s.replace(/"[^"]*"/g, '""')))
    return false;
  return parseTarget(cleanTarget(s)).ordinal === undefined;
}

/**
 * `The 10:30 appointment should be marked Cancelled`, `Fern is flagged as "Out of stock"`: an item,
 * named, said to be marked with a state, which is its status where the item is (`status for
 * "10:30"`), exactly, as `the status of Fern is Cancelled` is. The item is named in capitalized
 * words, a time or an id, or quoted; a lowercase word after the name says its kind and is not
 * its name (`appointment`). Anything else is left to the other forms.
 */
function markedAs(b: string): StepPlan | undefined {
  const m = /^(.+?)\s+(?:is|are|(?:should|must|will)\s+(?:now\s+|still\s+)?be|gets?|got|was|were|(?:has|have)\s+been)\s+(?:now\s+|still\s+)?(?:marked|flagged|labell?ed|tagged)\s+(?:as\s+)?(["'“‘「].+|.+)$/i.exec(b);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[2])) return undefined;
  const value = isQuoted(m[2]) ? unquote(m[2]) : literalValue(m[2]) && !/\d/.test(m[2]) ? stripTrailingDot(m[2]) : undefined;
  if (value === undefined) return undefined;
  const subject = m[1].trim().replace(/^the\s+/i, '');
  const NAME = String.raw`(?:\p{Lu}[\p{L}\d'’&.-]*|#?\d[\d:.\/-]*(?:\s*[ap]m)?)`;
  const named = isQuoted(subject) ? unquote(subject)
    : new RegExp(String.raw`^(${NAME}(?:\s+(?:${NAME}|of|the|and))*)(?:\s+[a-z]+)?$`, 'u').exec(subject)?.[1];
  if (!named || !plainSubject(named)) return undefined;
  // `Order #1003`: the row shows the id, with or without the kind before it.
  const id = /^[a-z]+\s+(#[\w-]*\d[\w-]*)$/i.exec(named);
  return { action: 'assertTextPresent', text: value, target: `status for "${id ? id[1] : named}"`, match: 'exact' };
}

const BACK_REFERENCE_SUBJECT = /^(?:its|it|their|they|this|that|these|those|his|her)\b/i;

/**
 * `the status of Linen Throw Pillow`, `the total of order #1003`: a property of one item, said as the
 * caption's value where that item is (`status for "Linen Throw Pillow"`). The item is a name (its
 * words capitalized, or an id with a digit); anything else stays the subject as written.
 */
function propertyOf(subject: string): string {
  const m = /^(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:of|for)\s+(.+)$/i.exec(subject.trim());
  if (!m || isQuoted(m[2]))
    return m ? `${m[1]} for ${m[2].trim()}` : subject;
  const item = m[2].trim();
  // A slug names an item too (`billing-worker`, `db_primary`): no word is written so.
  const named = /^[a-z][a-z\d]*(?:[-_.][a-z\d]+)+$/.test(item) || /^(?:(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w-]*|of|the|and|de|von|van)\s+)*(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w.-]*)$/u.test(item) || /^(?:order|invoice|ticket|issue|item|case|request|account|user|booking|reservation)\s+#?[\w-]*\d[\w-]*$/i.test(item) || /^#[\w-]*\d[\w-]*$/.test(item);
  // `order #1003`: the row shows the id, with or without the kind before it.
  const id = /^[a-z]+\s+(#[\w-]*\d[\w-]*)$/i.exec(item);
  return named ? `${m[1]} for "${id ? id[1] : item}"` : subject;
}

/**
 * `Bob's status`, `"Pro"'s price`: a property of a named item said with 's, as `status of Bob`;
 * undefined when the owner is not a name (`the product's price` names no item).
 */
function ownedProperty(subject: string): string | undefined {
  const m = /^(?:the\s+)?(.+?)['’]s\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)$/i.exec(subject.trim());
  // `It's`, `That's`: a word pointing back, or a contraction, owns nothing named.
  if (!m || !balancedQuotes(m[1]) || /^(?:it|this|that|he|she|they|there|here|what|who|let)$/i.test(m[1])) return undefined;
  const property = `${m[2]} of ${m[1]}`;
  return propertyOf(property) === property ? undefined : property;
}

/** A subject with an owner said with 's, or "of" an item named, as the owner's property (`status for "Bob"`); any other as written. */
function ownedTarget(subject: string): string {
  const owned = ownedProperty(subject);
  if (owned) return propertyOf(owned);
  // `the status of Fern`: the item named unquoted; a quoted one (`the price of "Bike Light"`) stays as written.
  const of = /^(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:of|for)\s+(.+)$/i.exec(subject.trim());
  return of && !isQuoted(of[1].trim()) ? propertyOf(subject) : subject;
}

/** An unquoted expected text must be short and not a clause ("is sorted by price" is not a text). */
function plausibleValue(raw: string): boolean {
  const v = raw.trim().replace(/^exactly\s+/i, '');
  if (isQuoted(v) || v.startsWith('${')) return true;
  return v.split(/\s+/).length <= 3 && !/^(?:is|are|was|be|been|being|by|that|if|sorted|correct|correctly|properly)\b/i.test(v);
}

function bare(b: string): StepPlan | undefined {
  const t = quotedText(b);
  return t === undefined ? undefined : { action: 'assertTextPresent', text: t };
}

const SEE_COUNT = new RegExp(String.raw`^${CMP}${NUM}\s+(.+)$`, 'i');

/** `I should see "Products"` / `I should see the dashboard` / `I should not see "Error"`. */
function seeBody(body: string, negated: boolean, quotedOnly = false): StepPlan[] | undefined {
  const b = body.trim();
  if (!b || !balancedQuotes(b)) return undefined;
  // `I should see 2 "Remove" buttons`: a count of a kind of element.
  const counted = negated ? null : SEE_COUNT.exec(b);
  const num = counted ? parseNumber(counted[2]) : undefined;
  if (counted && num !== undefined && namesAKind(cleanTarget(counted[3])))
    return [{ action: 'assertCount', target: cleanTarget(counted[3]), count: num, comparison: comparisonOf(counted[1]) }];
  const inner = /^(.+?)\s+(?:in|on|within|inside)\s+(?:the\s+)?(.+)$/i.exec(b);
  const text = quotedText(b) ?? (inner && quotedText(inner[1]) !== undefined ? quotedText(inner[1]) : undefined);
  if (text !== undefined) {
    const plan: StepPlan = negated ? { action: 'assertTextAbsent', text } : { action: 'assertTextPresent', text };
    if (inner && quotedText(b) === undefined && !/^(?:page|screen)$/i.test(inner[2])) plan.target = cleanTarget(inner[2]);
    return [plan];
  }
  if (quotedOnly) return undefined;
  // "I should see the Checkout page": the page, by its name.
  const page = pageNameIn(b);
  if (page) return [{ action: 'assertTitle', title: page, page: true, ...(negated ? { not: true as const } : {}) }];
  const target = cleanTarget(b);
  return [negated ? { action: 'assertElementHidden', target } : { action: 'assertElementVisible', target }];
}

/** `"Thanks"`, `the text "Thanks"`, `the message "Thanks"` → `Thanks`. */
function quotedText(subject: string): string | undefined {
  // `the error message "Invalid credentials"`: a quoted message is text, whatever noun introduces it.
  // A heading is not: `the heading "Checkout"` is an element, never the Checkout button's text.
  // Nor is the text of a named element (`the cart badge text "2"`, `the dialog title "Confirm"`): a
  // "2" anywhere else on the page is not the badge's; "the cart badge shows "2"" is the check that reads it.
  const message = /^(?:the\s+|an?\s+)?((?:[\w-]+\s+){0,2})(?:message|text|notice|notification|error|warning|toast|alert|banner|label|title|confirmation)\s+(?:(?:reading|saying|stating|that\s+(?:says|reads))\s+)?(["'“‘「].*)$/i.exec(subject.trim());
  if (message && isQuoted(message[2]) && !message[1].split(/\s+/).some(word => ELEMENT_NOUNS.has(word.toLowerCase()))) return unquote(message[2]);
  const t = subject.trim().replace(/^(?:the|an?)\s+/i, '').replace(/^(?:text|message|words?|label|string|title\s+text)\s+(?=["'“‘「])/i, '').replace(/\s+(?:text|message|notification|notice|toast|alert|error|warning|confirmation)$/i, '');
  return isQuoted(t) ? unquote(t) : undefined;
}

/** Words that name an element of their own, whose text a quoted text then is: a role word, a heading, a container. */
const ELEMENT_NOUNS = new Set([...Object.keys(ROLE_WORDS).filter(word => !/\s|message|alert/.test(word)), 'heading', 'badge', 'card', 'panel', 'modal', 'popup', 'sidebar', 'navbar', 'footer', 'column', 'cell', 'tile', 'chip', 'counter']);

/** Page-level subjects (`the page`, `the screen`, `it`) carry no target. */
type TextPlan = Extract<StepPlan, { action: 'assertTextPresent' | 'assertTextAbsent' }>;

function withTarget<P extends TextPlan>(plan: P, subject: string): P {
  if (!/^(?:the\s+)?(?:(?:current|whole|entire|web)\s+)?(?:page|screen|site|browser|body|document|it|app|application|window)$/i.test(subject.trim())) plan.target = cleanTarget(subject);
  return plan;
}

function matchOf(verb: string): TextMatch {
  if (/match/i.test(verb)) return 'regex';
  if (/^(?:be|is|equals?|reads?|says?)$/i.test(verb.trim())) return 'exact';
  return 'contains';
}

function comparisonOf(text: string | undefined): 'eq' | 'gte' | 'lte' | 'gt' | 'lt' {
  const t = (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (t === 'at least' || t === 'no less than') return 'gte';
  if (t === 'at most' || t === 'no more than' || t === 'not more than') return 'lte';
  if (t === 'more than' || t === 'over') return 'gt';
  if (t === 'fewer than' || t === 'less than' || t === 'under') return 'lt';
  return 'eq';
}
