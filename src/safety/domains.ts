/** The domain allowlist (seed 004): which URLs a test's browser may request, judged on the host the browser really connects to. */
import { canonicalHost, isMetadataHost, urlTarget } from './url.ts';

/** How the allowlist is configured; `allowedDomains` undefined means "no allowlist" (only metadata addresses refused). */
export interface DomainOptions {
  /**
   * Exact hosts (`shop.example.com`, `127.0.0.1`, `[::1]`, optionally `:port`), wildcards
   * (`*.example.com`: any sub-domain, not example.com itself) and exclusions (`!admin.example.com`,
   * which win over every other entry). An empty list denies everything.
   */
  allowedDomains?: readonly string[];
  /** The test's own base URL: its host is allowed unless the list is empty or excludes it. */
  baseURL?: string;
}

/** A compiled allowlist. */
export interface DomainPolicy {
  readonly configured: boolean;
  readonly entries: readonly HostPattern[];
  readonly exclusions: readonly HostPattern[];
  /** The entries as written, for messages. */
  readonly written: readonly string[];
}

export type DomainVerdict = { allowed: true } | { allowed: false; domain: string; reason: string };

export interface HostPattern {
  host: string;
  wildcard: boolean;
  port?: string;
}

/** Compiles the options; an entry that is not a host is an error naming it. */
export function createDomainPolicy(options: DomainOptions): { ok: true; policy: DomainPolicy } | { ok: false; message: string } {
  if (options.allowedDomains === undefined)
    return { ok: true, policy: { configured: false, entries: [], exclusions: [], written: [] } };
  const entries: HostPattern[] = [];
  const exclusions: HostPattern[] = [];
  for (const written of options.allowedDomains) {
    const excluded = written.trim().startsWith('!');
    const pattern = hostPattern(excluded ? written.trim().slice(1) : written);
    if (!pattern)
      return { ok: false, message: `allowedDomains: ${JSON.stringify(written)} is not a host, "*.host" or "!host"` };
    (excluded ? exclusions : entries).push(pattern);
  }
  const base = options.baseURL ? urlTarget(options.baseURL) : undefined;
  // An empty list denies all (seed 004), the base URL too; otherwise the test's own app is implied.
  if (entries.length > 0 && base?.kind === 'network')
    entries.push({ host: base.host, wildcard: false, port: base.port });
  return { ok: true, policy: { configured: true, entries, exclusions, written: [...options.allowedDomains] } };
}

/**
 * May the browser request this URL? `data:` needs no request and is allowed here (a navigation tool
 * refuses it on its own); `javascript:` and non-network schemes are refused.
 */
export function checkUrl(policy: DomainPolicy, url: string): DomainVerdict {
  const target = urlTarget(url);
  if (target.kind === 'blank' || (target.kind === 'inline' && target.scheme === 'data'))
    return { allowed: true };
  if (target.kind !== 'network')
    return { allowed: false, domain: target.kind === 'inline' ? `${target.scheme}:` : `${target.scheme || url.slice(0, 40)}:`, reason: `a ${target.kind === 'inline' ? target.scheme : target.scheme || 'malformed'} URL is not a network address` };
  return checkHost(policy, target.host, target.port);
}

/** The host-level verdict; `host` canonical as urlTarget gives it. */
export function checkHost(policy: DomainPolicy, host: string, port: string): DomainVerdict {
  const named = (patterns: readonly HostPattern[], wildcards: boolean) => patterns.some(p => matches(p, host, port, wildcards));
  if (named(policy.exclusions, true))
    return { allowed: false, domain: host, reason: `${host} is excluded by the allowlist (${policy.written.join(', ')})` };
  // Metadata endpoints hold cloud credentials: only an exact entry lets a test reach one, never a wildcard.
  if (isMetadataHost(host))
    return named(policy.entries, false) ? { allowed: true } : { allowed: false, domain: host, reason: `${host} is a link-local or cloud metadata address; name it in allowedDomains to reach it` };
  if (!policy.configured || named(policy.entries, true))
    return { allowed: true };
  return { allowed: false, domain: host, reason: policy.written.length ? `${host} is not in allowedDomains (${policy.written.join(', ')})` : `allowedDomains is empty: every domain is denied` };
}

/** Parses an entry into a canonical pattern, the same way URLs are parsed. */
export function hostPattern(written: string): HostPattern | undefined {
  const text = written.trim();
  const wildcard = text.startsWith('*.');
  const rest = wildcard ? text.slice(2) : text;
  if (!rest || /[/?#@\s*]/.test(rest))
    return undefined;
  const target = urlTarget(`http://${rest}`);
  if (target.kind !== 'network')
    return undefined;
  const port = /:(\d+)$/.test(rest) && !/^\[[^\]]*\]$/.test(rest) ? target.port : undefined;
  return { host: canonicalHost(target.host), wildcard, ...(port ? { port } : {}) };
}

function matches(pattern: HostPattern, host: string, port: string, wildcards: boolean): boolean {
  if (pattern.port !== undefined && pattern.port !== port)
    return false;
  if (!pattern.wildcard)
    return host === pattern.host;
  return wildcards && !host.startsWith('[') && host.endsWith(`.${pattern.host}`);
}
