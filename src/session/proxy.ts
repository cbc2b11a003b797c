/**
 * A local HTTP proxy that applies the allowlist to what really goes on the wire. Routes never see
 * redirect hops, nor service workers' requests (Playwright intercepts above the network stack);
 * a context whose every connection goes through this proxy cannot reach an unlisted host at all.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DomainVerdict } from '../safety/index.ts';

/** A connection the proxy refused. */
export interface ProxyBlock {
  url: string;
  domain: string;
  reason: string;
  at: number;
}

export interface GuardProxy {
  /** `http://127.0.0.1:<port>`, for a context's `proxy.server`. */
  readonly server: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port; `check` judges each request and tunnel, `onBlock` hears each refusal. */
export async function startGuardProxy(check: (url: string) => DomainVerdict, onBlock: (block: ProxyBlock) => void): Promise<GuardProxy> {
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    const verdict = /^https?:\/\//i.test(url) ? check(url) : { allowed: false as const, domain: url.slice(0, 80), reason: 'not a proxy request' };
    if (!verdict.allowed) {
      onBlock({ url, domain: verdict.domain, reason: verdict.reason, at: Date.now() });
      refuse(res, verdict.domain);
      return;
    }
    forward(req, res, new URL(url));
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const authority = req.url ?? '';
    // A tunnel names host:port only; the scheme does not change whether the host is allowed.
    const verdict = check(`https://${authority}/`);
    if (!verdict.allowed) {
      onBlock({ url: `https://${authority}`, domain: verdict.domain, reason: verdict.reason, at: Date.now() });
      client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nDOMAIN_BLOCKED: ${verdict.domain}\n`);
      return;
    }
    const target = new URL(`https://${authority}/`);
    const upstream = net.connect(Number(target.port || 443), dialHost(target.hostname), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length)
        upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
  });
  server.on('connection', socket => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>(resolve => {
      for (const socket of sockets)
        socket.destroy();
      server.close(() => resolve());
    }),
  };
}

/**
 * What the browser context needs to send everything, loopback included, through the proxy; but
 * `direct`: origins (`http://127.0.0.1:3000`, scheme, host and port) the allowlist allows, which
 * need no judging on the wire.
 */
export function proxySettings(proxy: GuardProxy, direct: readonly string[] = []): { server: string; bypass: string } {
  // Chromium sends loopback hosts direct unless told otherwise; "<-loopback>" removes that exception.
  return { server: proxy.server, bypass: ['<-loopback>', ...direct].join(',') };
}

/**
 * The address to dial for a host. `localhost` and its sub-domains are loopback, as the browser itself
 * resolves them without DNS (RFC 6761); the system resolver may not know `app.localhost`.
 */
function dialHost(hostname: string): string {
  const host = hostname.replace(/^\[|\]$/g, '');
  return /(^|\.)localhost\.?$/i.test(host) ? '127.0.0.1' : host;
}

const HOP_BY_HOP = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forward(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
  const upstream = http.request({
    host: dialHost(url.hostname), port: url.port || 80, method: req.method, path: `${url.pathname}${url.search}`, headers,
  }, answer => {
    const back = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, back as http.OutgoingHttpHeaders);
    answer.pipe(res);
  });
  upstream.on('error', error => {
    if (!res.headersSent)
      res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`proxy: ${error.message}\n`);
  });
  req.pipe(upstream);
}

function refuse(res: http.ServerResponse, domain: string): void {
  res.writeHead(403, { 'content-type': 'text/plain', 'x-specwright-blocked': domain });
  res.end(`DOMAIN_BLOCKED: ${domain} is not in the allowlist\n`);
}
