/** `specwright mcp`: serve the tools over MCP on stdio (see README "MCP server"). */
import type { Command } from 'commander';
import { DEFAULT_STEP_TIMEOUT_MS } from '../common/defaults.ts';
import { formatDiagnostic, loadRegistry } from '../registry/index.ts';

interface McpOptions {
  actions?: string[];
  headed: boolean;
  timeout?: string;
  secretEnv?: string[];
  maxSessions: string;
}

export function registerMcp(program: Command): void {
  program.command('mcp')
    .description('serve the browser tools, page views, registry actions and sessions as an MCP server on stdio')
    .option('--actions <path...>', 'extra action folders or files for the registry tools')
    .option('--headed', 'sessions show their browser unless startSession says otherwise', false)
    .option('--timeout <ms>', `default ms a call waits to locate or for a condition (default ${DEFAULT_STEP_TIMEOUT_MS})`)
    .option('--secret-env <NAME...>', 'environment variables whose values are masked in every result and log line')
    .option('--max-sessions <n>', 'sessions open at once (each is a browser)', '3')
    .action(async (options: McpOptions) => {
      const timeout = options.timeout === undefined ? DEFAULT_STEP_TIMEOUT_MS : Number(options.timeout);
      const maxSessions = Number(options.maxSessions);
      if (!Number.isInteger(timeout) || timeout <= 0 || !Number.isInteger(maxSessions) || maxSessions <= 0) {
        process.stderr.write('specwright mcp: --timeout and --max-sessions take positive integers\n');
        process.exit(2);
      }
      const { registry, diagnostics } = loadRegistry({ paths: options.actions ?? [] });
      // stdout is the protocol: everything else goes to stderr.
      for (const d of diagnostics.filter(d => d.severity === 'error'))
        process.stderr.write(`${formatDiagnostic(d)}\n`);
      const secrets = (options.secretEnv ?? []).map(name => process.env[name]).filter((v): v is string => !!v);
      // Loaded here only: the other commands never pull in the MCP SDK or a browser.
      const [{ serveStdio }, { launchSession }] = await Promise.all([import('../mcp/server.ts'), import('../session/browser.ts')]);
      await serveStdio({
        registry,
        launcher: request => launchSession({ headless: request.headless }),
        headless: !options.headed,
        timeout,
        secrets,
        maxSessions,
      });
    });
}
