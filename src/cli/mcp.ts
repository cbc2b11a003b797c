/** `specwright mcp`: serve the tools over MCP on stdio (see README "MCP server"). */
import type { Command } from 'commander';
import { loadRegistry, formatDiagnostic } from '../registry/index.ts';
import { allowlistOf, browserOptionsOf } from './browser-options.ts';

interface McpOptions {
  actions?: string[];
  headed?: boolean;
  timeout?: string;
  profileDir?: string;
  allowedDomains?: string;
  secretEnv?: string[];
  allow?: string[];
  maxSessions: string;
}

export function registerMcp(program: Command): void {
  program.command('mcp')
    .description('serve the browser tools, page views, registry actions and sessions as an MCP server on stdio')
    .option('--actions <path...>', 'extra action folders or files for the registry tools')
    .option('--headed', 'sessions show their browser unless startSession says otherwise (SPECWRIGHT_HEADLESS=0)')
    .option('--timeout <ms>', 'default ms of every browser operation of a session (SPECWRIGHT_TIMEOUT; default 5000)')
    .option('--profile-dir <dir>', 'where per-domain profiles are kept (SPECWRIGHT_PROFILE_DIR; default ~/.specwright/browser-profiles)')
    .option('--allowed-domains <hosts>', 'comma-separated hosts sessions may reach ("*.example.com", "!host"); SPECWRIGHT_ALLOWED_DOMAINS replaces it; unset: any host but metadata addresses')
    .option('--secret-env <NAME...>', 'environment variables whose values are masked in every result and log line')
    .option('--allow <rule...>', 'sensitive actions a client may make, by rule or tool name (sensitive-submit, sensitive-content, sensitive-enter, executeJS, uploadFile); others are SENSITIVE_ACTION_BLOCKED')
    .option('--max-sessions <n>', 'sessions open at once (each is a browser)', '3')
    .action(async (options: McpOptions) => {
      const maxSessions = Number(options.maxSessions);
      const browser = browserOptionsOf(options);
      const allowlist = allowlistOf(options.allowedDomains);
      if (!browser.ok || !allowlist.ok || !Number.isInteger(maxSessions) || maxSessions <= 0) {
        const message = !browser.ok ? browser.error.message : !allowlist.ok ? allowlist.error.message : '--max-sessions takes a positive integer';
        process.stderr.write(`specwright mcp: ${message}\n`);
        process.exit(2);
      }
      const { registry, diagnostics } = loadRegistry({ paths: options.actions ?? [] });
      // stdout is the protocol: everything else goes to stderr.
      for (const d of diagnostics.filter(d => d.severity === 'error'))
        process.stderr.write(`${formatDiagnostic(d)}\n`);
      const secrets = (options.secretEnv ?? []).map(name => process.env[name]).filter((v): v is string => !!v);
      // Loaded here only: the other commands never pull in the MCP SDK or a browser.
      const [{ serveStdio }, { openSession }, { sensitiveCalls }, { DEFAULT_POLICY }] = await Promise.all([
        import('../mcp/server.ts'), import('../session/open.ts'), import('../mcp/sensitive.ts'), import('../safety/sensitive.ts'),
      ]);
      await serveStdio({
        registry,
        launcher: request => openSession({
          browser: { ...browser.data, headless: request.headless, timeout: request.timeout },
          policy: request.policy,
          ...(request.profile !== undefined ? { profile: request.profile } : {}),
        }),
        headless: browser.data.headless,
        timeout: browser.data.timeout,
        ...(allowlist.data ? { allowlist: allowlist.data } : {}),
        secrets,
        maxSessions,
        policy: sensitiveCalls(DEFAULT_POLICY, options.allow ?? []),
      });
    });
}
