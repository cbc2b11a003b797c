/** What a URL really points at: the scheme and the canonical host the browser will connect to, as WHATWG URL parsing sees it. */

/** A URL reduced to what the allowlist judges. */
export type UrlTarget =
  /** A network address: `host` is canonical (lower case, punycode, no trailing dot, IPv4 dotted, IPv6 in brackets). */
  | { kind: 'network'; scheme: string; host: string; port: string }
  /** `about:blank` / `about:srcdoc`: an empty document, no request. */
  | { kind: 'blank' }
  /** `data:` and `javascript:`: content carried in the URL itself, no host to judge. */
  | { kind: 'inline'; scheme: 'data' | 'javascript' }
  /** Anything else (`file:`, `chrome:`, `ftp:`, an unparsable string): never a place a test goes. */
  | { kind: 'other'; scheme: string };

const NETWORK_SCHEMES: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/**
 * Parses like the browser does, so `http://allowed.com@evil.com` is evil.com, `http://2130706433/`
 * is 127.0.0.1 and `http://ЕXAMPLE.com` is its punycode form. A `blob:` URL is judged by the
 * origin it was created in.
 */
export function urlTarget(raw: string): UrlTarget {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { kind: 'other', scheme: schemeOf(raw) };
  }
  const scheme = url.protocol;
  if (scheme === 'blob:')
    return url.pathname.startsWith('null') ? { kind: 'other', scheme: 'blob' } : urlTarget(url.pathname);
  if (scheme === 'about:')
    return url.pathname === 'blank' || url.pathname === 'srcdoc' ? { kind: 'blank' } : { kind: 'other', scheme: 'about' };
  if (scheme === 'data:' || scheme === 'javascript:')
    return { kind: 'inline', scheme: scheme === 'data:' ? 'data' : 'javascript' };
  const defaultPort = NETWORK_SCHEMES[scheme];
  if (defaultPort === undefined || !url.hostname)
    return { kind: 'other', scheme: scheme.slice(0, -1) };
  return { kind: 'network', scheme: scheme.slice(0, -1), host: canonicalHost(url.hostname), port: url.port || defaultPort };
}

/** A host as URL parsing leaves it, minus the trailing dot DNS ignores (`example.com.` is example.com). */
export function canonicalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.+$/, '');
}

/**
 * Addresses no test should reach by accident: link-local (where clouds serve instance
 * credentials), the cloud metadata names and the IPv6 metadata endpoints. Checked on the canonical
 * host, so decimal, hex and IPv4-mapped IPv6 spellings land here too.
 */
export function isMetadataHost(host: string): boolean {
  if (METADATA_NAMES.has(host))
    return true;
  const v4 = ipv4Of(host);
  if (v4)
    return (v4[0] === 169 && v4[1] === 254) || (v4[0] === 100 && v4[1] === 100 && v4[2] === 100 && v4[3] === 200);
  if (!host.startsWith('['))
    return false;
  const inner = host.slice(1, -1);
  const mapped = /^::ffff:([\da-f]{1,4}):([\da-f]{1,4})$/.exec(inner);
  if (mapped)
    return isMetadataHost(wordsToV4(parseInt(mapped[1], 16), parseInt(mapped[2], 16)));
  return /^fe[89ab][\da-f]:/.test(inner) || inner === 'fd00:ec2::254';
}

/** The four octets of a canonical dotted IPv4 host, or undefined. */
export function ipv4Of(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return match ? match.slice(1).map(Number) : undefined;
}

const METADATA_NAMES: ReadonlySet<string> = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

function wordsToV4(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function schemeOf(raw: string): string {
  return /^\s*([a-z][a-z\d+.-]*):/i.exec(raw)?.[1]?.toLowerCase() ?? '';
}
