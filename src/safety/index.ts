/** Safety: the domain allowlist, the sensitive-action policy, and what URLs really point at. Pure: no browser. */
export { checkHost, checkUrl, createDomainPolicy, hostPattern, type DomainOptions, type DomainPolicy, type DomainVerdict, type HostPattern } from './domains.ts';
export { BUILTIN_RULES, DEFAULT_POLICY, definePolicy, enforceAction, judgeAction, type ActionFacts, type ConfirmLevel, type PolicyRule, type PolicyVerdict, type SensitivePolicy } from './sensitive.ts';
export { canonicalHost, ipv4Of, isMetadataHost, urlTarget, type UrlTarget } from './url.ts';
