/** The sensitive-action policy (seed 001): which actions run, notify, need consent or are forbidden, and enforcing it. */
import { fail, type ToolError } from '../common/result.ts';

export type ConfirmLevel = 'auto' | 'notify' | 'confirm' | 'block';

/** What the policy knows of one action about to run. */
export interface ActionFacts {
  tool: string;
  args: Record<string, unknown>;
  /** The URL of the page the action runs on. */
  url: string;
  /** The visible text of the element acted on, when there is one. */
  targetText?: string;
  /** An action the spec's author wrote is consent; one the agent chose is not. */
  chosenBy: 'author' | 'agent';
}

export interface PolicyVerdict {
  level: ConfirmLevel;
  /** The rule that decided (its name is what `allow:` names). */
  rule?: string;
  reason?: string;
}

/** A configured rule: every condition given must hold. Strings are case-insensitive substrings. */
export interface PolicyRule {
  name: string;
  level: ConfirmLevel;
  tools?: readonly string[];
  url?: RegExp | string;
  text?: RegExp | string;
}

export interface SensitivePolicy {
  /** Pages where submitting is sensitive (seed 001 `urlPatterns`). */
  urlPatterns: readonly RegExp[];
  /** Target texts that are sensitive wherever they appear (seed 001 `contentKeywords`). */
  contentKeywords: readonly string[];
  /** Tools that always need consent when the agent chooses them (seed 001 `alwaysConfirmActions`). */
  alwaysConfirm: readonly string[];
  /** Target texts that submit or destroy (seed 001 `formSubmitPatterns`): sensitive on a sensitive page. */
  submitPatterns: readonly RegExp[];
  /** The project's own rules; when one matches it decides (the strictest of those that match). */
  rules: readonly PolicyRule[];
}

/** The seed's lists as they stand. */
export const DEFAULT_POLICY: SensitivePolicy = {
  urlPatterns: [
    /checkout/i, /payment/i, /pay\//i, /billing/i, /login/i, /signin/i, /signup/i, /auth/i, /oauth/i, /delete/i, /remove/i,
    /cancel/i, /unsubscribe/i, /admin/i, /settings/i, /account/i, /profile/i, /bank/i, /transfer/i, /wire/i,
  ],
  contentKeywords: [
    '确认支付', '立即支付', '删除账户', '注销', '取消订阅', '确认删除', '永久删除', '不可恢复',
    'confirm payment', 'delete account', 'unsubscribe', 'permanently delete', 'cannot be undone',
  ],
  alwaysConfirm: ['executeJS', 'uploadFile'],
  submitPatterns: [/(submit|确认|提交|pay|支付|purchase|购买|order|下单)/i, /(delete|删除|remove|移除|cancel|取消)/i],
  rules: [],
};

/** The rule names the built-in checks report, for `allow:`. */
export const BUILTIN_RULES = { keyword: 'sensitive-content', submit: 'sensitive-submit', enter: 'sensitive-enter' } as const;

/** The default policy with the project's changes: lists replace the seed's, rules are added. */
export function definePolicy(changes: Partial<SensitivePolicy> = {}): SensitivePolicy {
  return { ...DEFAULT_POLICY, ...changes, rules: [...DEFAULT_POLICY.rules, ...(changes.rules ?? [])] };
}

/** The level of one action. A matching project rule decides; otherwise the seed's checks, in its order. */
export function judgeAction(policy: SensitivePolicy, facts: ActionFacts): PolicyVerdict {
  const matched = policy.rules.filter(rule => ruleMatches(rule, facts));
  if (matched.length) {
    const rule = matched.reduce((worst, next) => (RANK[next.level] > RANK[worst.level] ? next : worst));
    return { level: rule.level, rule: rule.name, reason: `rule "${rule.name}" (${rule.level})` };
  }
  if (policy.alwaysConfirm.includes(facts.tool))
    return { level: 'confirm', rule: facts.tool, reason: `${facts.tool} always needs consent` };
  const text = (facts.targetText ?? '').toLowerCase();
  const keyword = text ? policy.contentKeywords.find(k => text.includes(k.toLowerCase())) : undefined;
  if (keyword && ACTING.has(facts.tool))
    return { level: 'confirm', rule: BUILTIN_RULES.keyword, reason: `the target "${facts.targetText}" says "${keyword}"` };
  const page = policy.urlPatterns.find(p => p.test(facts.url));
  if (page && facts.tool === 'click' && text && policy.submitPatterns.some(p => p.test(text)))
    return { level: 'confirm', rule: BUILTIN_RULES.submit, reason: `"${facts.targetText}" submits on a sensitive page (${page})` };
  if (page && facts.tool === 'pressKey' && facts.args.key === 'Enter')
    return { level: 'confirm', rule: BUILTIN_RULES.enter, reason: `Enter submits on a sensitive page (${page})` };
  return { level: 'auto' };
}

/**
 * auto/notify → undefined (notify's text in `notes`); confirm by the agent in CI without `allow`
 * naming the rule/tool → SENSITIVE_ACTION_BLOCKED, whose message ends with how to consent
 * (`consent`; a spec's `allow:` by default); block → always blocked.
 */
export function enforceAction(policy: SensitivePolicy, facts: ActionFacts, opts: { allow: readonly string[]; ci: boolean; notes?: string[]; consent?: (rule: string) => string }): ToolError | undefined {
  const verdict = judgeAction(policy, facts);
  const rule = verdict.rule ?? facts.tool;
  if (verdict.level === 'block')
    return blocked(`${facts.tool} is blocked by the rule "${rule}": ${verdict.reason ?? 'forbidden'}`, verdict);
  if (verdict.level === 'notify')
    opts.notes?.push(`sensitive action ${facts.tool} (${verdict.reason ?? rule})`);
  if (verdict.level !== 'confirm')
    return undefined;
  // A step the author wrote is the author's consent; `allow:` is the author's consent for the agent.
  const allowed = facts.chosenBy === 'author' || opts.allow.includes(rule) || opts.allow.includes(facts.tool);
  if (allowed || !opts.ci) {
    opts.notes?.push(`sensitive action ${facts.tool} allowed (${verdict.reason ?? rule})${allowed ? '' : ': outside CI'}`);
    return undefined;
  }
  const consent = opts.consent?.(rule) ?? `add "${rule}" to the spec's allow: to let the agent do it in CI`;
  return blocked(`${facts.tool} needs consent (rule "${rule}": ${verdict.reason ?? 'sensitive'}); ${consent}`, verdict);
}

const RANK: Readonly<Record<ConfirmLevel, number>> = { auto: 0, notify: 1, confirm: 2, block: 3 };

/** Tools that change something: a keyword on a target only matters when the action could trigger it. */
const ACTING: ReadonlySet<string> = new Set(['click', 'dblclick', 'rightClick', 'pressKey', 'select', 'check', 'uncheck', 'type', 'fill', 'dragDrop', 'uploadFile', 'executeJS']);

function ruleMatches(rule: PolicyRule, facts: ActionFacts): boolean {
  if (rule.tools && !rule.tools.includes(facts.tool))
    return false;
  if (rule.url !== undefined && !test(rule.url, facts.url))
    return false;
  return rule.text === undefined || (facts.targetText !== undefined && test(rule.text, facts.targetText));
}

function test(pattern: RegExp | string, value: string): boolean {
  return typeof pattern === 'string' ? value.toLowerCase().includes(pattern.toLowerCase()) : pattern.test(value);
}

function blocked(message: string, verdict: PolicyVerdict): ToolError {
  const result = fail('SENSITIVE_ACTION_BLOCKED', message, { retriable: false, evidence: verdict });
  return (result as { ok: false; error: ToolError }).error;
}
