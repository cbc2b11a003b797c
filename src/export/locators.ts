/**
 * A target description → a Playwright locator expression that means no less than specwright's
 * search: the lock's recorded locator (not for an ordinal), else the locator of specwright's first-ranked strategy, else
 * a refusal saying why (the caller leaves the step as test.fixme). Never a looser locator.
 */
import { candidatesFor, cssString, type TargetKind } from '../locator/candidates.ts';
import { containerCaption, parseTarget, type ExplicitSelector, type ParsedTarget, type TargetScope } from '../locator/parse.ts';
import { quote, saysText, valueCode } from './values.ts';

export interface LocateRequest {
  target: string;
  /** What the tool does with the element; decides specwright's ranking of strategies. */
  kind: TargetKind;
  /**
   * The Playwright call refuses anything but a form control (fill, selectOption, setInputFiles,
   * check, inputValue): a field named by its label cannot be a caption or a region there.
   */
  controlOnly: boolean;
  /** The lock file's locator for this call (`getByRole('button', { name: 'Login', exact: true })`). */
  recorded?: string;
}

export type LocatorCode =
  | { ok: true; code: string; from: 'lock' | 'spec' }
  | { ok: false; reason: string };

export function locatorCode(request: LocateRequest): LocatorCode {
  const parsed = parseTarget(request.target);
  // "the "To do" column": the container around the caption, by specwright's proximity rule; a check reads it, an action the caption.
  const caption = containerCaption(parsed);
  if (caption !== undefined && !request.recorded)
    return { ok: false, reason: `"${parsed.raw}" is the container around ${JSON.stringify(caption)}, found by specwright's proximity rules, which no plain locator says; record a lock file (run the spec once) to export it` };
  // "the First name field": the field labelled "First name", or the first one named "name", as the
  // page has it (the search tries both); a test file must say which.
  if (parsed.asWords !== undefined)
    return { ok: false, reason: `"${parsed.raw}" reads two ways, the name ${JSON.stringify(parsed.asWords)} or a position among elements named ${JSON.stringify(parsed.text)}; quote the one meant ("${parsed.asWords}", or ${parsed.asWords.slice(0, parsed.asWords.length - (parsed.text ?? '').length).trim()} "${parsed.text}") to export it` };
  // An ordinal ("the first "Add to cart" button") or "any" names a position among the matches, which
  // the one element a run recorded cannot vouch for (replay never pins them either): exported as the
  // element recorded, a list in another order would still pass.
  if (request.recorded && parsed.ordinal === undefined && !parsed.pickAny) {
    const held = heldToScope(parsed.scope, request.recorded);
    return held.ok ? { ok: true, code: held.code, from: 'lock' } : held;
  }
  const root = scopeCode(parsed.scope);
  if (!root.ok)
    return root;
  const own = parsed.selector && !parsed.selector.guessed ? explicitCode(parsed.selector) : firstStrategyCode(parsed, request);
  if (!own.ok)
    return own;
  return { ok: true, code: `${root.code}.${own.code.replaceAll(ROOT, root.code)}${ordinalCode(parsed)}`, from: 'spec' };
}

type Part = { ok: true; code: string } | { ok: false; reason: string };

/** Where a strategy's code names its search root again (a union inside a scope): replaced by the root's code. */
const ROOT = '\u0000root\u0000';

function explicitCode(selector: ExplicitSelector): Part {
  const value = quote(selector.value);
  switch (selector.engine) {
    case 'css': return part(`locator(${value})`);
    case 'xpath': return part(`locator(${quote(selector.value.startsWith('xpath=') ? selector.value : `xpath=${selector.value}`)})`);
    case 'text': return part(`getByText(${value}, { exact: true })`);
    case 'testid': return part(`getByTestId(${value})`);
    case 'role': return part(selector.name === undefined ? `getByRole(${quote(selector.role ?? selector.value)})` : `getByRole(${quote(selector.role ?? '')}, { name: ${quote(selector.name)}, exact: true })`);
    case 'id': return part(`locator(${quote(`[id="${cssString(selector.value)}"]`)})`);
    case 'playwright': return part(`locator(${value})`);
    case 'code': return selector.chain ? part(selector.value.replace(/^page\s*\.\s*/, '')) : refuse(selector.error ?? 'locator code that does not read');
    case 'ref': return refuse(`"ref=${selector.value}" names an element of one page snapshot, which a test file cannot keep`);
  }
}

/**
 * The strategy specwright tries first for these words and this kind of action. When it matches, it
 * is what specwright picks; when it does not, specwright would try looser ones and the export fails
 * instead: stricter, never looser. A lock file records what a looser strategy found.
 */
function firstStrategyCode(parsed: ParsedTarget, request: LocateRequest): Part {
  if (parsed.icon && !parsed.quoted)
    return refuse('an icon described in words is found by attribute words; record a lock file (run the spec once) to export it');
  if (parsed.text !== undefined && !parsed.quoted && parsed.roles.length === 0 && !parsed.selector)
    return refuse(`"${parsed.raw}" describes the element in words, not by a name or a kind: specwright guesses among strategies; record a lock file (run the spec once) to export it`);
  const strategies = candidatesFor(parsed, request.kind, false).map(candidate => candidate.strategy);
  const first = strategies[0];
  if (first === undefined)
    return refuse(`"${parsed.raw}" names nothing to look for`);
  if (first === 'css' && parsed.selector)
    return part(`locator(${quote(parsed.selector.value)})`);
  const name = parsed.text === undefined ? undefined : nameCode(parsed.text);
  if (name && !name.ok)
    return name;
  const level = parsed.level ? `level: ${parsed.level}` : undefined;
  const byRole = (role: string) => part(name ? `getByRole(${quote(role)}, { name: ${name.code}, exact: true })` : level ? `getByRole(${quote(role)}, { ${level} })` : `getByRole(${quote(role)})`);
  const role = /^role:([a-z]+)(?:\/exact)?$/.exec(first);
  if (role)
    return byRole(role[1]);
  if (first === 'label/exact' && name) {
    // A field: by its label, then by its placeholder, as specwright tries them. Those are the first
    // two strategies, so a union of them that Playwright resolves to one element is what specwright
    // finds. specwright keeps only form controls among them; Playwright's control-only calls refuse
    // anything else, and no other check can say it with a plain locator.
    if (!request.controlOnly)
      return refuse(`"${parsed.raw}" is a field found by its label or placeholder among form controls, which no plain locator says for this check; record a lock file (run the spec once) to export it`);
    const label = `getByLabel(${name.code}, { exact: true })`;
    // An ordinal counts the matches of one strategy: the union would count others among them.
    const union = strategies[1] === 'placeholder/exact' && parsed.ordinal === undefined;
    return part(union ? `${label}.or(${ROOT}.getByPlaceholder(${name.code}, { exact: true }))` : label);
  }
  if (first === 'text/exact' && name)
    return part(`getByText(${name.code}, { exact: true })`);
  return refuse(`specwright finds "${parsed.raw}" by ${first}, which no plain locator expresses; record a lock file (run the spec once) to export it`);
}

/**
 * The container a scope names. A region or container role chains as Playwright does; a scope by
 * nearby text ("for "Backpack"") is specwright's proximity rule (the smallest container holding
 * both, never one holding another item too), which no plain locator expresses.
 */
function scopeCode(scope: TargetScope | undefined): Part {
  if (!scope)
    return part('page');
  if (scope.region)
    return part(`page.locator(${quote(scope.region)})`);
  if (scope.frame)
    return refuse(`the element is in a frame named by ${JSON.stringify(scope.text)}, found by a partial attribute match; record a lock file to export it`);
  if (!scope.roles.length)
    return refuse(`"${scope.description}" picks the element nearest that text by specwright's proximity rules; record a lock file (run the spec once) to export it`);
  const text = scope.text === undefined ? undefined : nameCode(scope.text);
  if (text && !text.ok)
    return text;
  const each = scope.roles.map(role => text
    ? `page.getByRole(${quote(role)}, { name: wholePhrase(${text.code}) }).or(page.getByRole(${quote(role)}).filter({ has: page.getByText(wholePhrase(${text.code})) }))`
    : `page.getByRole(${quote(role)})`);
  return part(each.length === 1 ? each[0] : each.map((one, i) => (i === 0 ? one : `.or(${one})`)).join(''));
}

/**
 * The recorded element, still where the step's scope puts it. A recorded locator names the element
 * alone (`getByTestId('add-to-cart-bike-light')`); the step names it by its place too ("for "Bike
 * Light""), and specwright fails the step when that place is gone. So the locator is searched in
 * the scope's container: a region or a container role as the spec-only export chains them; nearby
 * text by specwright's own proximity rule, the smallest container holding the text and the element
 * (src/locator/scope.ts). A frame scope is already in the recorded locator.
 */
function heldToScope(scope: TargetScope | undefined, recorded: string): Part {
  if (!scope || scope.frame)
    return part(`page.${recorded}`);
  if (scope.region || scope.roles.length) {
    const root = scopeCode(scope);
    return root.ok ? part(`${root.code}.${recorded}`) : root;
  }
  // A recorded locator that says the text itself (`getByRole('row', { name: 'Ada Lovelace' })…`) holds it already.
  if (scope.text === undefined || saysText(recorded, scope.text))
    return part(`page.${recorded}`);
  const text = nameCode(scope.text);
  if (!text.ok)
    return text;
  // The text's container (a helper the file carries): one holding an element that shows the text as
  // a whole phrase (an element's `hasText` runs its children's texts together, so the phrase's edges
  // are judged where it is shown), and no smaller one.
  return part(`inContainerOf(page, ${text.code}, page.${recorded})`);
}

/** "the second …" is the second visible match, "the last …" the last, as specwright counts them. */
function ordinalCode(parsed: ParsedTarget): string {
  if (parsed.ordinal === undefined)
    return '';
  const pick = parsed.ordinal === -1 ? 'last()' : parsed.ordinal === 1 ? 'first()' : `nth(${parsed.ordinal - 1})`;
  return `.filter({ visible: true }).${pick}`;
}

function nameCode(text: string): Part {
  const value = valueCode(text);
  return value.ok ? part(value.code) : refuse(value.reason);
}

function part(code: string): Part {
  return { ok: true, code };
}

function refuse(reason: string): Part & { ok: false } {
  return { ok: false, reason };
}
