/** The browser tools, assertions and page views as MCP tools, with the session tools that open and close their browser. */
import { z } from 'zod';
import { ok } from '../common/result.ts';
import { MAX_TIMEOUT_MS } from '../common/defaults.ts';
import { getPageSummary } from '../page/index.ts';
import { TOOL_NAMES, tools } from '../tools/registry.ts';
import { parseArgs, type McpTool } from './catalog.ts';

/** Every tool of the registry under its own name: actions, waits, the assertions, getElements, getElementDetails, snapshot. */
export const browserTools: McpTool[] = TOOL_NAMES.map(name => ({
  name,
  description: tools[name].description,
  schema: tools[name].schema as z.ZodObject,
  readOnly: tools[name].readOnly,
  scope: 'session' as const,
  run: (args, ctx) => tools[name].run(ctx!, args),
  ...(name === 'snapshot' ? { render: renderSnapshot } : {}),
}));

const summarySchema = z.object({ waitForNetworkIdle: z.boolean().optional().describe('Wait until no request has been in flight for 500 ms first.') });
const stopSchema = z.object({ session: z.string().optional() });

export const summaryTool: McpTool = {
  name: 'getPageSummary',
  description: 'The page in at most 500 tokens: URL, title, viewport and scroll, counts of buttons, inputs, links…, the focused element and the visible text. Start here; then getElements, getElementDetails or snapshot.',
  schema: summarySchema,
  readOnly: true,
  scope: 'session',
  async run(args, ctx) {
    const parsed = parseArgs('getPageSummary', summarySchema, args);
    if (!parsed.ok)
      return parsed;
    return await getPageSummary(ctx!.page, { secrets: ctx!.secrets, waitForNetworkIdle: parsed.data.waitForNetworkIdle ?? false });
  },
  render: data => (data as { text: string }).text,
};

const startSchema = z.object({
  domain: z.string().min(1).optional().describe('The site the session is for (a host such as "shop.example.com", or a URL of it): its saved cookies and localStorage are restored now and saved at stopSession. It must pass the server\'s allowlist.'),
  profile: z.string().min(1).optional().describe('A saved profile by name instead of the domain\'s (e.g. one a spec\'s `session:` saved).'),
  url: z.string().min(1).optional().describe('Page to open first; also the base URL of relative navigations unless baseURL is given.'),
  baseURL: z.string().url().optional().describe('Resolves relative URLs of navigate and waitForUrl.'),
  headless: z.boolean().optional(),
  timeout: z.number().int().positive().max(MAX_TIMEOUT_MS).optional().describe('Default ms each call waits to locate or for a condition.'),
});

export const sessionTools: McpTool[] = [
  {
    name: 'startSession',
    description: 'Open a browser session (its own browser, one tab) and, with url, its first page. With domain (or profile), the saved state of that profile is restored and saved again when the session stops. Returns the session id the other tools take.',
    schema: startSchema,
    readOnly: false,
    scope: 'free',
    async run(args, _ctx, { sessions }) {
      const parsed = parseArgs('startSession', startSchema, args);
      return parsed.ok ? await sessions.start(parsed.data) : parsed;
    },
  },
  {
    name: 'stopSession',
    description: 'Close a session\'s browser after the calls already sent to it, saving its profile\'s cookies and localStorage first when it has one. Without session, the only one open.',
    schema: stopSchema,
    readOnly: false,
    scope: 'free',
    async run(args, _ctx, { sessions }) {
      const parsed = parseArgs('stopSession', stopSchema, args);
      return parsed.ok ? await sessions.stop(parsed.data.session) : parsed;
    },
  },
  {
    name: 'listSessions',
    description: 'The open sessions and the URL each shows.',
    schema: z.object({}),
    readOnly: true,
    scope: 'free',
    run: (_args, _ctx, { sessions }) => Promise.resolve(ok(sessions.list())),
  },
];

/** The aria snapshot as YAML, under one line of what it is of: easier to read than a JSON string of it. */
function renderSnapshot(data: unknown): string {
  const { snapshot, ...rest } = data as { snapshot: string };
  return `${JSON.stringify(rest)}\n${snapshot}`;
}
