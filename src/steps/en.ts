/** English action forms: one clause (no conjunctions, no assertion) → StepPlan(s). */
import { waitForLoadPlan, type LoadState, type Modifier, type StepPlan } from './plan.ts';
import { parseAssertionEn } from './en-assert.ts';
import { balancedQuotes, cleanTarget, cleanValue, isQuoted, splitAt, splitOutsideQuotes, unquote } from './text.ts';
import { isOtherSchemeUrl, isUrlish, parseParams } from './values.ts';
import { DIGITS_VALUE, MAX_REPEAT, namesNoDropdown, parseDuration, parseKey, parseNumber, parseOrdinal } from './words.ts';

type Form = (clause: string) => StepPlan[] | undefined;

/** Tries every English action form in order; the first that matches wins. */
export function parseActionEn(clause: string): StepPlan[] | undefined {
  for (const form of FORMS) {
    const plans = form(clause);
    if (plans) return plans;
  }
  return undefined;
}

const CHECKABLE = /\b(?:check\s*box(?:es)?|radio(?:\s+button)?|toggle|switch|option button)\b/i;
const SELECTABLE = /\b(?:drop-?down|select(?:\s+box|\s+list|\s+menu)?|combo\s*box|picker|list\s*box|menu)\b|下拉/i;

const FORMS: Form[] = [
  navigate, history, switchTab, run, press, scroll, wait, upload, drag,
  pageTab, toggle, expand, search, modifierClick, doubleClick, repeatedClick, rightClick, middleClick, hover,
  sortBy, selectOption, uncheck, check, clear, fillPairs, fillWith, fillInto, fillAs, typeOnly, itemVerb, click,
];

function navigate(s: string): StepPlan[] | undefined {
  const m = /^(?:open|go\s+to|goto|navigate\s+to|visit|load|browse\s+to|head\s+to|access|launch)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const rest = m[1].replace(/^(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:page|url|site|website|address|link)\s*(?:at|:|=)?\s+/i, '');
  // `Open the "/login" page`: a quoted path named as a page.
  const named = /^(?:the\s+)?(["'“][^"'”]+["'”])\s+page$/i.exec(m[1]);
  const raw = named ? named[1] : rest.replace(/^(?:url|address)\s*[:=]?\s*/i, '');
  if (isUrlish(raw) || isOtherSchemeUrl(raw)) return [{ action: 'navigate', url: cleanValue(raw) }];
  // `Go to the pet list at /pets.html`, `Open the dashboard at /`: what the place is, then where it is.
  const described = DESCRIBED_PLACE.exec(m[1]);
  if (described && (isUrlish(described[1]) || isOtherSchemeUrl(described[1]))) return [{ action: 'navigate', url: cleanValue(described[1]) }];
  // `Go to Notifications`, `Open Billing`: a place in the app named by what it is called there,
  // reached by its link or tab. Only a capitalized name: `go to checkout` says no element.
  const place = /^(?:go\s+to|navigate\s+to|open|head\s+to)$/i.test(s.slice(0, s.length - m[1].length).trim()) ? m[1].trim() : undefined;
  return place && PLACE_NAME.test(place) ? [{ action: 'click', target: place }] : undefined;
}

/** A few words saying what a place is, then "at" (or a colon) and its address, the last word of the sentence. */
const DESCRIBED_PLACE = /^(?:(?:the|my|our|a|an|your)\s+)?(?:[\p{L}\d'’&-]+\s+){0,4}?[\p{L}\d'’&-]+\s*(?:\s(?:at|on|via)|:)\s+(\S+)$/u;

/** One to three capitalized words, none of them a browser's own place (`Go to Google` is still a click on "Google"). */
const PLACE_NAME = /^(?!(?:The|A|An|This|That|It|New|Next|Previous|Last|First|Back|Home\s+page)\b)\p{Lu}[\p{L}\d&'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&'’-]*|&|and|of))?(?:\s+\p{Lu}[\p{L}\d&'’-]*)?$/u;

function history(s: string): StepPlan[] | undefined {
  if (/^(?:(?:go|navigate|move|step)\s+)?back(?:\s+(?:to\s+(?:the\s+)?previous\s+page|one\s+page|in\s+(?:the\s+)?(?:browser\s+)?history))?$|^(?:click|press|use|hit)\s+(?:the\s+)?browser(?:'s)?\s+back(?:\s+button)?$/i.test(s)) return [{ action: 'goBack' }];
  if (/^(?:(?:go|navigate|move|step)\s+)?forward(?:\s+(?:to\s+(?:the\s+)?next\s+page|one\s+page|in\s+(?:the\s+)?(?:browser\s+)?history))?$|^(?:click|press|use|hit)\s+(?:the\s+)?browser(?:'s)?\s+forward(?:\s+button)?$/i.test(s)) return [{ action: 'goForward' }];
  if (/^(?:reload|refresh|re-load)(?:\s+(?:the\s+)?(?:current\s+)?(?:page|browser|tab|window|screen))?$/i.test(s)) return [{ action: 'refresh' }];
  return undefined;
}

const TAB_NOUN = String.raw`(?:browser\s+)?(?:tab|window|page|popup|pop-up)`;

const NEW_TAB = new RegExp(String.raw`^(?:new|newly[\s-]opened|new[\s-]opened|latest|last|other|popup|pop-up|next|opened)\s+${TAB_NOUN}$|^popup$`, 'i');
const ORDINAL_TAB = new RegExp(String.raw`^(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|original|main|initial)\s+${TAB_NOUN}$`, 'i');
const NUMBERED_TAB = new RegExp(String.raw`^${TAB_NOUN}\s+(?:#|no\.?\s*|number\s+)?(\d+)$`, 'i');
const TAB_BY_URL = new RegExp(String.raw`^${TAB_NOUN}\s+(?:with|whose|at)\s+(?:the\s+)?(?:url|address)\s+(?:contains?\s+|is\s+|of\s+)?(.+)$`, 'i');

function switchTab(s: string): StepPlan[] | undefined {
  const head = /^(?:switch|go|change|move|return)\s+(?:back\s+)?to\s+(?:the\s+)?/i.exec(s);
  if (!head) return undefined;
  const rest = s.slice(head[0].length);
  // `Go to page 2`, `Go to the next page`, `the last page`: a list's pages as often as a browser's
  // tabs; only a page said to be new (opened, a popup, the original) is surely a tab.
  if (/(?:^|\s)page(?:\s+(?:#|no\.?\s*|number\s+)?\d+)?$/i.test(rest) && !/^(?:browser\s|(?:new|newly[\s-]opened|new[\s-]opened|opened|popup|pop-up|original|main|initial)\s)/i.test(rest)) return undefined;
  if (NEW_TAB.test(rest)) return [{ action: 'switchTab' }];
  const ord = ORDINAL_TAB.exec(rest);
  if (ord) {
    const n = /original|main|initial/i.test(ord[1]) ? 1 : parseOrdinal(ord[1]);
    return n ? [{ action: 'switchTab', index: n - 1 }] : undefined;
  }
  const num = NUMBERED_TAB.exec(rest);
  if (num) return Number(num[1]) >= 1 ? [{ action: 'switchTab', index: Number(num[1]) - 1 }] : undefined;
  const url = TAB_BY_URL.exec(rest);
  if (url) return [{ action: 'switchTab', url: cleanValue(url[1]) }];
  return undefined;
}

/**
 * `Switch to the "Billing" tab`, `Go to the Notifications tab`: a tab of the page (role tab), once
 * switchTab found no browser tab in the words. Clicked as `Click the "Billing" tab` is.
 */
function pageTab(s: string): StepPlan[] | undefined {
  const m = /^(?:switch|go|change|move|navigate|jump)\s+(?:back\s+)?to\s+((?:the\s+)?.+?\s+tab)$/i.exec(s);
  if (!m || !balancedQuotes(m[1]) || /^(?:the\s+)?(?:browser|new|other|previous|next|last|first)\b/i.test(m[1])) return undefined;
  return [{ action: 'click', target: cleanTarget(m[1]) }];
}

/**
 * `Toggle the "Dark mode" switch`, `Flip the "Beta" toggle`: a click on the control, whatever its
 * state (expand and collapse, which name a state to reach, are `expand` below).
 */
function toggle(s: string): StepPlan[] | undefined {
  const m = /^(?:toggle|flip)\s+(.+)$/i.exec(s);
  if (!m || !balancedQuotes(m[1]) || /^(?:on|off)\b/i.test(m[1])) return undefined;
  return [{ action: 'click', target: cleanTarget(m[1]) }];
}

/**
 * `Expand "Shipping & returns"`, `Collapse the "FAQ" section`: a state to reach. The click tool
 * clicks only when the control is not in it already, and fails unless it ends up there.
 */
function expand(s: string): StepPlan[] | undefined {
  const m = /^(expand|unfold|collapse|fold)\s+(.+)$/i.exec(s);
  // "Expand all" is a button's whole name, not an element named "all" expanded.
  if (!m || !balancedQuotes(m[2]) || /^(?:all|everything|(?:all|every)\s+\S+)$/i.test(m[2].trim())) return undefined;
  // `Expand the "FAQ" section`: what is clicked is the section's caption, not the section.
  const caption = /^(?:the\s+)?(["“「][^"”」]+["”」])\s+(?:section|panel|accordion|group|details|area|block)$/i.exec(m[2].trim());
  return [{ action: 'click', target: cleanTarget(caption ? caption[1] : m[2]), expand: /^(?:expand|unfold)$/i.test(m[1]) }];
}

/**
 * `Search for "laptop"`, `Search mail for "payslip"`: the value typed into the search field (the
 * one named "Search …" or a search box) and submitted with Enter. Several search fields are
 * ambiguous, as any target is.
 */
function search(s: string): StepPlan[] | undefined {
  const m = /^search\s+(?:(?:the\s+)?(.{1,40}?)\s+)?for\s+(["“'‘].+["”'’])$/i.exec(s);
  if (!m || !isQuoted(m[2]) || (m[1] !== undefined && !balancedQuotes(m[1]))) return undefined;
  const target = m[1] ? `Search ${m[1].trim()}` : 'search';
  return [{ action: 'fill', target, value: cleanValue(m[2]) }, { action: 'pressKey', key: 'Enter' }];
}

/** `Run dialog:open with trigger "New"`, `Execute common:login using username=x, password "y"`. */
function run(s: string): StepPlan[] | undefined {
  const m = /^(?:run|execute|perform|call|invoke|use|do|apply|trigger)\s+(?:the\s+)?(?:registry\s+)?(?:action\s+)?`?([A-Za-z_][\w-]*(?::[\w.-]+)+)`?(?:\s+action)?(?:\s*(?:,\s*)?(?:with|using|where|,)\s+(.+))?$/i.exec(s);
  if (!m) return undefined;
  const params = m[2] ? parseParams(m[2]) : {};
  return params ? [{ action: 'run', name: m[1], params }] : undefined;
}

function press(s: string): StepPlan[] | undefined {
  const m = /^(?:press|hit|push|tap|strike|send)\s+(?:the\s+)?(.+)$/i.exec(s);
  if (!m) return undefined;
  const split = splitAt(m[1], /\s+(?:in|on|into|inside|within)\s+/gi, 'last');
  const key = parseKey(split ? split[0] : m[1]);
  if (split && key) return [{ action: 'pressKey', key, target: cleanTarget(split[1]) }];
  const whole = parseKey(m[1]);
  if (whole) return [{ action: 'pressKey', key: whole }];
  // "Press Enter to save": the purpose says why, the key is what is pressed; a purpose joined by "and" claims more.
  const purpose = /^(.+?)\s+(?:key\s+)?(?:to|in\s+order\s+to)\s+[a-z]+(?:\s+(?:the\s+)?[a-z]+){0,3}$/i.exec(m[1]);
  const purposeKey = purpose && !/\band\b/i.test(m[1]) ? parseKey(purpose[1]) : undefined;
  return purposeKey ? [{ action: 'pressKey', key: purposeKey }] : undefined;
}

function scroll(s: string): StepPlan[] | undefined {
  if (!/^scroll\b/i.test(s)) return undefined;
  const dir = /^scroll\s+(?:the\s+page\s+)?(up|down|left|right)(?:\s+(?:by\s+)?(\d+)\s*(?:px|pixels?)?)?(?:\s+(?:in|on|within|inside)\s+(.+))?$/i.exec(s);
  if (dir) {
    const plan: StepPlan = { action: 'scroll', direction: dir[1].toLowerCase() as 'up' | 'down' | 'left' | 'right' };
    if (dir[2]) plan.amount = Number(dir[2]);
    if (dir[3]) plan.target = cleanTarget(dir[3]);
    return [plan];
  }
  const edge = /^scroll\s+(?:all\s+the\s+way\s+)?(?:(?:up|down|back)\s+)?to\s+(?:the\s+)?(?:very\s+)?(top|bottom|end|start|beginning)(?:\s+of\s+(?:the\s+)?(?:page|screen|document))?$/i.exec(s);
  if (edge) return [{ action: 'scroll', to: /top|start|beginning/i.test(edge[1]) ? 'top' : 'bottom' }];
  const to = /^scroll\s+(?:(?:up|down)\s+)?(?:to|until)\s+(.+?)(?:\s+is\s+visible)?$/i.exec(s) ?? /^scroll\s+(.+?)\s+into\s+view$/i.exec(s);
  if (to) return [{ action: 'scroll', target: cleanTarget(to[1]) }];
  return undefined;
}

function wait(s: string): StepPlan[] | undefined {
  if (!/^wait\b/i.test(s)) return undefined;
  const time = /^wait(?:\s+for)?\s+(?:about\s+|for\s+)?(\d+(?:\.\d+)?|a|an|one|two|three|four|five|ten)\s*(ms|msecs?|milliseconds?|millis|s|secs?|seconds?|m|mins?|minutes?)$/i.exec(s);
  if (time) {
    const ms = parseDuration(time[1], time[2]);
    return ms === undefined ? undefined : [{ action: 'wait', ms }];
  }
  const url = /^wait\s+(?:for|until)\s+(?:the\s+)?(?:page\s+|current\s+|browser\s+)?(?:url|address|location)\s+(?:to\s+)?(contains?|includes?|be|is|equals?|matche?s?|becomes?|changes?\s+to|ends?\s+with)\s+(.+)$/i.exec(s);
  if (url) {
    const match = /match/i.test(url[1]) ? 'regex' : /^(?:be|is|equals?|becomes?|changes?\s+to)$/i.test(url[1]) ? 'exact' : 'contains';
    return [{ action: 'waitForUrl', url: cleanValue(url[2]), match }];
  }
  const load = loadState(s);
  if (load) return [waitForLoadPlan(load)];
  const m = /^wait\s+(?:for|until)\s+(.+?)(?:\s+(?:to\s+)?(?:be\s+|is\s+|are\s+|has\s+|have\s+)?(appear|appears|appeared|visible|shown|displayed|show\s+up|shows\s+up|present|attached|disappear|disappears|disappeared|vanish|vanishes|hidden|gone|invisible|removed|detached|not\s+visible|closed|close|closes|go\s+away|goes\s+away))?$/i.exec(s);
  if (!m) return undefined;
  const subject = m[1].trim();
  if (!balancedQuotes(subject) || /\bto\s+\w+(?:\s+\w+)?$|\b(?:page|navigation|network|load)\b/i.test(subject) && !isQuoted(subject)) return undefined;
  const gone = !!m[2] && /disappear|vanish|hidden|gone|invisible|removed|detached|not\s+visible|close|away/i.test(m[2]);
  // `the "Saved" text`, `the text "Saved"`, `"Saved"`: waiting for words, not for an element.
  const text = subject.replace(/^the\s+/i, '').replace(/^(?:text|message|words?)\s+/i, '').replace(/\s+(?:text|message)$/i, '');
  if (isQuoted(text)) return [gone ? { action: 'waitForText', text: unquote(text), gone: true } : { action: 'waitForText', text: unquote(text) }];
  const state = gone ? (m[2].match(/removed|detached/i) ? 'detached' : 'hidden') : m[2]?.match(/attached/i) ? 'attached' : 'visible';
  return [{ action: 'waitForElement', target: cleanTarget(subject), state }];
}

const PAGE_LOADED = /^wait\s+(?:for|until)\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:web\s*page|page|site|document|app|application)\s+(?:to\s+|has\s+|is\s+|have\s+)?(?:be\s+|been\s+)?(?:fully\s+|completely\s+)?(?:load|loads|loaded|finish(?:es|ed)?\s+loading|done\s+loading|ready)(?:\s+(?:completely|fully))?$/i;
const LOAD_EVENT = /^wait\s+for\s+(?:the\s+)?(?:page\s+)?(?:load(?:ing)?|load\s+event)(?:\s+to\s+(?:complete|finish|end|be\s+done))?$/i;
const DOM_READY = /^wait\s+(?:for|until)\s+(?:the\s+)?(?:dom\s*content\s*loaded|dom(?:\s+content)?)(?:\s+(?:event|to\s+load|to\s+be\s+(?:ready|loaded)|is\s+(?:ready|loaded)|has\s+loaded))?$/i;
const NETWORK_IDLE = /^wait\s+(?:for|until)\s+(?:the\s+)?(?:network\s*idle|(?:network(?:\s+traffic|\s+activity)?|(?:all\s+)?(?:pending\s+)?(?:network\s+)?requests)\s+(?:to\s+)?(?:be\s+|is\s+|are\s+|has\s+|have\s+)?(?:idle|quiet|settled?|settles|finish(?:ed|es)?|complete[ds]?|done))$/i;

/** `Wait for the page to load`, `Wait until the DOM is ready`, `Wait for the network to be idle`. */
function loadState(s: string): LoadState | undefined {
  if (PAGE_LOADED.test(s) || LOAD_EVENT.test(s)) return 'load';
  if (DOM_READY.test(s)) return 'domcontentloaded';
  if (NETWORK_IDLE.test(s)) return 'networkidle';
  return undefined;
}

function upload(s: string): StepPlan[] | undefined {
  const m = /^(?:upload|attach|(?:set|choose|select)\s+(?:the\s+)?files?)\s+(?:the\s+)?(?:files?\s+)?(.+)$/i.exec(s);
  if (!m) return undefined;
  const split = splitAt(m[1], /\s+(?:to|into|in|on|using|via|with|for|as)\s+(?:the\s+)?/gi, 'last');
  if (!split) return undefined;
  const files = splitOutsideQuotes(split[0], /\s*(?:,|\band\b)\s*/gi).map(cleanValue).filter(Boolean);
  return files.length ? [{ action: 'uploadFile', target: cleanTarget(split[1]), files }] : undefined;
}

function drag(s: string): StepPlan[] | undefined {
  const m = /^(?:drag(?:\s+and\s+drop|\s*&\s*drop)?|drag-and-drop)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const split = splitAt(m[1], /\s+(?:to|onto|into|on\s+to|over|on|in)\s+/gi);
  return split ? [{ action: 'dragDrop', source: cleanTarget(split[0]), destination: cleanTarget(split[1]) }] : undefined;
}

function modifierClick(s: string): StepPlan[] | undefined {
  const m = /^(ctrl|control|shift|alt|option|meta|cmd|command)(?:\s*[-+]\s*|\s+)click(?:\s+on)?\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const key = parseKey(m[1]) as Modifier;
  return [{ action: 'click', target: cleanTarget(m[2]), modifiers: [key] }];
}

function doubleClick(s: string): StepPlan[] | undefined {
  const m = /^(?:double[\s-]?click|dbl[\s-]?click|double[\s-]?tap)(?:\s+on)?\s+(.+)$/i.exec(s);
  return m ? [{ action: 'dblclick', target: cleanTarget(m[1]) }] : undefined;
}

/**
 * `Click the "+" button twice`, `Press + 3 times`: that many clicks, one after another (a stepper
 * counts each; a double-click is another gesture, said so). At most MAX_REPEAT.
 */
function repeatedClick(s: string): StepPlan[] | undefined {
  const m = /^(?:click|tap|press|hit)(?:\s+on)?\s+(.+?)\s+(?:(twice)|(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times)$/i.exec(s);
  if (!m || !balancedQuotes(m[1])) return undefined;
  const times = m[2] ? 2 : parseNumber(m[3]);
  if (!times || times < 1 || times > MAX_REPEAT || !Number.isInteger(times)) return undefined;
  return Array.from({ length: times }, () => ({ action: 'click' as const, target: cleanTarget(m[1]) }));
}

function rightClick(s: string): StepPlan[] | undefined {
  const m = /^(?:right[\s-]?click|context[\s-]?click|secondary[\s-]?click)(?:\s+on)?\s+(.+)$/i.exec(s);
  return m ? [{ action: 'rightClick', target: cleanTarget(m[1]) }] : undefined;
}

function middleClick(s: string): StepPlan[] | undefined {
  const m = /^middle[\s-]?click(?:\s+on)?\s+(.+)$/i.exec(s);
  return m ? [{ action: 'click', target: cleanTarget(m[1]), button: 'middle' }] : undefined;
}

function hover(s: string): StepPlan[] | undefined {
  const m = /^(?:hover|mouse\s*over|mouseover|move\s+(?:the\s+)?(?:mouse|cursor|pointer)|point)(?:\s+(?:over|on|onto|above|to|at))?\s+(.+)$/i.exec(s);
  return m ? [{ action: 'hover', target: cleanTarget(m[1]) }] : undefined;
}

/**
 * `Sort by "Newest first"`, `Sort the results by Price (low to high)`: the option of the page's sort
 * control, the one whose name or label says "sort". The option as the control shows it: quoted, or
 * as a capitalized label (`sort by price from high to low` describes an order, and is not planned).
 */
function sortBy(s: string): StepPlan[] | undefined {
  const m = /^sort\s+(?:(?:the\s+)?[\p{L}\s-]+?\s+)?by\s+(.+)$/iu.exec(s);
  if (!m) return undefined;
  const option = m[1].trim();
  return isQuoted(option) || /^\p{Lu}/u.test(option) ? [{ action: 'select', target: 'sort', option: cleanValue(option) }] : undefined;
}

function selectOption(s: string): StepPlan[] | undefined {
  const m = /^(?:select|choose|pick)\s+(?:the\s+)?(?:option\s+|value\s+)?(.+)$/i.exec(s);
  const within = /^in\s+(.+?),?\s+(?:select|choose|pick)\s+(?:the\s+)?(?:option\s+)?(.+)$/i.exec(s);
  // `In the dialog, select "Alipay"`: a choice in a container said first, not a dropdown called so.
  if (within) return namesNoDropdown(within[1]) ? undefined : [{ action: 'select', target: cleanTarget(within[1]), option: cleanValue(within[2]) }];
  // `Choose Canada as the country`: the option, then the dropdown it is chosen in.
  const as = /^(?:select|choose|pick)\s+(.+?)\s+as\s+(?:the\s+|your\s+|my\s+)?(.+)$/i.exec(s);
  if (as && balancedQuotes(as[1]) && balancedQuotes(as[2])) return [{ action: 'select', target: cleanTarget(as[2]), option: cleanValue(as[1]) }];
  if (!m) return undefined;
  const split = splitAt(m[1], /\s+(?:from|in|on|within|inside|of|for)\s+/gi, 'last');
  if (!split || !balancedQuotes(split[0]) || namesNoDropdown(split[1])) return undefined;
  return [{ action: 'select', target: cleanTarget(split[1]), option: cleanValue(split[0].replace(/\s+option$/i, '')) }];
}

function check(s: string): StepPlan[] | undefined {
  const m = /^(check|tick|mark|enable|turn\s+on|toggle\s+on|switch\s+on|select|choose|click)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const verb = m[1].toLowerCase();
  if (verb === 'check') {
    // "Check the cart badge shows 2" is an assertion, "Check the Remember me checkbox" an action.
    if (parseAssertionEn(m[2], { bare: false })) return undefined;
  } else if (!/^(?:tick|(?:turn|toggle|switch)\s+on)$/.test(verb.replace(/\s+/g, ' ')) && (!CHECKABLE.test(m[2]) || verb === 'click')) {
    // Ticking, or switching on, is only ever of a box or a switch; the other verbs say it only with a checkbox's word.
    return undefined;
  }
  return [{ action: 'check', target: cleanTarget(m[2].replace(/\s+(?:as\s+)?(?:checked|on)$/i, '')) }];
}

function uncheck(s: string): StepPlan[] | undefined {
  const m = /^(uncheck|un-check|untick|unmark|deselect|unselect|disable|turn\s+off|toggle\s+off|switch\s+off|clear)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  if (/^(?:clear|disable)$/i.test(m[1]) && !CHECKABLE.test(m[2])) return undefined;
  return [{ action: 'uncheck', target: cleanTarget(m[2]) }];
}

function clear(s: string): StepPlan[] | undefined {
  const m = /^(?:clear|empty|erase|wipe)(?:\s+out)?\s+(?:the\s+(?:text|value|contents?)\s+(?:of|in)\s+)?(.+)$/i.exec(s);
  return m ? [{ action: 'clear', target: cleanTarget(m[1]) }] : undefined;
}

/**
 * `Fill in First name: Ada, Last name: Lovelace`, `Enter Email: a@b.c and Phone: 555-1234`: two
 * fields or more, each said `Field: value`. Every piece must be one: a value with a comma of its
 * own (`Address: 1 Main St, Springfield`) leaves a piece that names no field, and nothing is planned
 * rather than a field given a part of its value.
 */
function fillPairs(s: string): StepPlan[] | undefined {
  const m = /^(?:fill(?:\s+in|\s+out)?|enter|complete|populate)\s+(?:(?:in\s+)?(?:the\s+)?(?:form|fields)\s+(?:with\s+)?)?(.+)$/i.exec(s);
  if (!m) return undefined;
  const pieces = splitOutsideQuotes(m[1], /\s*[,;]\s*(?:and\s+)?|\s+and\s+/gi);
  if (pieces.length < 2) return undefined;
  const plans: StepPlan[] = [];
  for (const piece of pieces) {
    const pair = /^([^:"“”]{1,40}?|["“][^"”]+["”])\s*:\s+(.+)$/.exec(piece);
    if (!pair || pair[1].trim().split(/\s+/).length > 5 || !balancedQuotes(pair[2]) || /:\s/.test(pair[2])) return undefined;
    plans.push({ action: 'fill', target: cleanTarget(pair[1]), value: cleanValue(pair[2]) });
  }
  return plans;
}

/** `Fill "Email" with "a@b.c"`, `Set the Email field to "a@b.c"` (a dropdown target makes it a select). */
function fillWith(s: string): StepPlan[] | undefined {
  const m = /^(fill(?:\s+in|\s+out)?|populate|complete|set|update|change|replace)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const isSet = /^(?:set|update|change)$/i.test(m[1]);
  const split = splitAt(m[2], isSet ? /\s+(?:to|=|with)\s+/gi : /\s+(?:with|=)\s+/gi);
  if (!split) return undefined;
  const target = cleanTarget(split[0].replace(/^(?:the\s+)?value\s+of\s+/i, ''));
  const value = cleanValue(split[1]);
  if (isSet && SELECTABLE.test(target)) return [{ action: 'select', target, option: value }];
  return [{ action: 'fill', target, value }];
}

/** `Enter "a@b.c" in the Email field`, `Type "x" into the search box`. */
function fillInto(s: string): StepPlan[] | undefined {
  const m = /^(?:enter|type|input|write|put|key\s+in|insert|paste|fill(?:\s+in)?)\s+(.+)$/i.exec(s);
  if (!m) return undefined;
  const split = splitAt(m[1], /\s+(?:in|into|in\s+to|to|on|inside|within|at)\s+(?=\S)/gi);
  if (!split || !balancedQuotes(split[0])) return undefined;
  if (!isQuoted(split[0]) && !/^\$\{|^\{\{/.test(split[0]) && split[0].split(/\s+/).length > 3) return undefined;
  return [{ action: 'fill', target: cleanTarget(split[1]), value: cleanValue(split[0]) }];
}

/**
 * `Enter username as standard_user`, `Type the password: secret`: the field, then its value. Quoted
 * before an unquoted field, the value comes first (`Enter "Grace Hopper" as the full name`); both
 * quoted around "as", either could be the field, and the step is refused.
 */
function fillAs(s: string): StepPlan[] | undefined {
  const m = /^(?:enter|type|input|fill(?:\s+in)?)\s+(.+?)\s*(\s+as|:)\s+(.+)$/i.exec(s);
  if (!m || !balancedQuotes(m[1]) || !balancedQuotes(m[3])) return undefined;
  // "Email: a@b.c, Phone: 555": a second field and its value, not a part of the first value.
  if (!isQuoted(m[3]) && /[,;]\s*[^,;:"]{1,40}:\s/.test(m[3])) return undefined;
  // Unquoted, a date, a number or an address before "as" is the value (`Enter 1988-04-02 as Date of birth`).
  if (m[2].trim().toLowerCase() === 'as' && (isQuoted(m[1]) || (LITERAL_VALUE(m[1]) && !/\d/.test(m[3])))) {
    if (isQuoted(m[3])) return undefined;
    return [{ action: 'fill', target: cleanTarget(m[3]), value: cleanValue(m[1]) }];
  }
  return [{ action: 'fill', target: cleanTarget(m[1]), value: cleanValue(m[3]) }];
}

/** A value no field is named by: digits and marks (DIGITS_VALUE), or an email address. */
const LITERAL_VALUE = (text: string) => DIGITS_VALUE.test(text) || /^[^\s@"]+@[^\s@"]+\.[a-z]{2,}$/i.test(text);

function typeOnly(s: string): StepPlan[] | undefined {
  const m = /^(?:type|enter|input|write|key\s+in)\s+(?:the\s+text\s+)?(.+)$/i.exec(s);
  if (!m || !balancedQuotes(m[1])) return undefined;
  return [{ action: 'type', value: cleanValue(m[1]) }];
}

/** Verbs a control on an item is named by ("Archive", "Delete", "Cancel"): the button on the item that the verb names. */
const ITEM_VERB = /^(archive|unarchive|delete|remove|restore|approve|reject|decline|cancel|edit|duplicate|deactivate|activate|suspend|pause|resume|renew|reschedule|publish|unpublish|pin|unpin|rename|reopen|resolve|assign|unassign|refund|retry)\s+(.+)$/i;
/** An item said by its name: quoted, or capitalized words, an id or a time. */
const ITEM_NAME = /^(?:["“「][^"”」]+["”」]|(?:\p{Lu}[\p{L}\d'’&.-]*|#?\d[\w:./-]*)(?:\s+(?:\p{Lu}[\p{L}\d'’&.-]*|\d[\w:./-]*|of|the|and|&))*)$/u;

/**
 * "Delete the Bob row", "Archive Biscuit's card", "Cancel the 10:30 appointment", "Cancel the
 * appointment for Max", "Remove Bike Light from the cart": the control the verb names, on the item
 * named (the proximity rule of "X for Y", or the row); a word after the name says its kind. The
 * item must be said as one (its kind, "for", or what it is removed from): "Edit Profile" may be one
 * button's name, and is left to the click form.
 */
function itemVerb(s: string): StepPlan[] | undefined {
  const m = ITEM_VERB.exec(s);
  if (!m || !balancedQuotes(m[2])) return undefined;
  const verb = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
  const said = m[2].trim();
  const kinded = /^(?:the\s+)?(.+?)(?:['’]s)?\s+([a-z]+)$/u.exec(said);
  const named = /^(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:for|of)\s+(.+)$/u.exec(said);
  const removed = /^(?:the\s+)?(.+?)\s+from\s+(?:the\s+|my\s+|your\s+)?(?:cart|basket|bag|list|wishlist|favou?rites|order|selection|queue)$/i.exec(said);
  const item = (removed ?? named ?? kinded)?.[1].trim();
  if (!item || !ITEM_NAME.test(item)) return undefined;
  // A time or an id ("10:30", "#1042") is a name only quoted, for the target as for the spec.
  const name = /^[#\d]/.test(item) ? `"${item}"` : item;
  return [{ action: 'click', target: kinded?.[2] === 'row' && !removed && !named ? `${verb} in the ${name} row` : `${verb} for ${name}` }];
}

function click(s: string): StepPlan[] | undefined {
  // "Confirm with "Yes, archive"", "Submit the form with "Book appointment"": the quoted control is clicked.
  const by = /^(?:confirm|submit|save|cancel|close|dismiss|accept|decline|proceed|finish|continue|send|apply)(?:\s+(?:it|this|them|the\s+[a-z]+(?:\s+[a-z]+)?))?\s+(?:with|using|via|by\s+(?:clicking|pressing|tapping))\s+(?:the\s+)?(["“「][^"”」]+["”」](?:\s+(?:button|link))?)$/i.exec(s);
  if (by) return [{ action: 'click', target: cleanTarget(by[1]) }];
  // "Click the "Stock" header again": once more is one click.
  const m = /^(click|tap|press|hit|push|select|choose|pick|activate|follow|open)(?:\s+on|\s+at)?\s+(.+?)(?:\s+(?:again|once(?:\s+more)?|one\s+more\s+time))?$/i.exec(s);
  if (!m || !balancedQuotes(m[2])) return undefined;
  // "Click Next 20 times": more clicks than repeatedClick takes, never a control named so.
  if (/\s(?:twice|\S+\s+times)$/i.test(m[2])) return undefined;
  // "Press Enter to save and close" names a key, not a control called "Enter to save and close".
  if (/^(?:press|hit|push)$/i.test(m[1]) && parseKey(m[2].split(/\s+/)[0])) return undefined;
  // "Open the login page" names a place, not a control: leave it to the model.
  if (/^open$/i.test(m[1]) && (/\b(?:page|site|website|url|app|application)$/i.test(m[2]) || isUrlish(m[2].split(/\s+/)[0]))) return undefined;
  return [{ action: 'click', target: cleanTarget(m[2]) }];
}
