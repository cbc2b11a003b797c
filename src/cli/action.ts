/** `specwright action …` (seed 002 §3.2): list, describe, search, validate, reload, run, dry-run, debug, each with `--json`. Exit 0 ok, 1 failure, 2 usage. */
import path from 'node:path';
import type { Command, CommanderError } from 'commander';
import type { ErrorCode } from '../common/codes.ts';
import { executeAction, formatDiagnostic, loadRegistry, validateActionFile, type ActionRegistry, type Diagnostic, type ExecuteOptions } from '../registry/index.ts';
import { printDescribe, printError, printList, printReload, printResult, printSearch, printValidation } from './action-output.ts';

interface CommonOptions {
  actions?: string[];
  json?: boolean;
}

export function registerAction(program: Command): void {
  const action = program
    .command('action')
    .description('the semantic action registry: discover, validate and run YAML actions')
    .option('--actions <path...>', 'extra action folders or files (besides built-in, ~/.specwright/actions, .specwright/actions, SPECWRIGHT_ACTIONS_PATH)')
    .exitOverride(usageExit)
    .showHelpAfterError();

  action.command('list').argument('[namespace]').description('list namespaces and their actions').option('--json', 'print JSON')
    .exitOverride(usageExit)
    .action((namespace: string | undefined, options: CommonOptions, cmd: Command) => {
      const registry = load(cmd, false);
      if (namespace !== undefined && !registry.namespaces.has(namespace))
        return failWith(`no namespace "${namespace}" (namespaces: ${[...registry.namespaces.keys()].join(', ')})`, !!options.json, { code: 'ACTION_NOT_FOUND', suggestions: [...registry.namespaces.keys()] });
      printList(registry.list(namespace), !!options.json);
    });

  action.command('describe').argument('<action>').description('show an action: params, steps, returns, source').option('--json', 'print JSON')
    .exitOverride(usageExit)
    .action((name: string, options: CommonOptions, cmd: Command) => {
      const registry = load(cmd, false);
      const found = registry.lookup(name);
      if (!found)
        return failWith(`no action "${name}"${hint(registry, name)}`, !!options.json, { code: 'ACTION_NOT_FOUND', suggestions: registry.suggest(name) });
      printDescribe(found.action, found.warnings, !!options.json);
    });

  action.command('search').argument('<keyword...>').description('find actions by name, description, tags or params').option('--json', 'print JSON')
    .exitOverride(usageExit)
    .action((words: string[], options: CommonOptions, cmd: Command) => {
      const hits = load(cmd, false).search(words.join(' '));
      printSearch(hits, !!options.json);
      if (!hits.length)
        process.exitCode = 1;
    });

  action.command('validate').argument('<files...>').description('check action files: YAML, structure, semantics, run targets and selectors').option('--json', 'print JSON')
    .exitOverride(usageExit)
    .action((files: string[], options: CommonOptions, cmd: Command) => {
      const diagnostics = files.flatMap(file => validateActionFile(file));
      if (!diagnostics.some(d => d.severity === 'error')) {
        // Registry-level checks (run targets, selector aliases, cycles) need the other sources too.
        const { diagnostics: all } = loadRegistry({ paths: [...(parentOptions(cmd).actions ?? []), ...files] });
        diagnostics.push(...all.filter(d => d.location && files.some(f => samePath(d.location!.file, f)) && d.severity !== 'info' && d.code !== 'ACTION_OVERRIDDEN'));
      }
      printValidation(files, diagnostics, !!options.json);
      process.exitCode = diagnostics.some(d => d.severity === 'error') ? 1 : 0;
    });

  action.command('reload').description('read every source again and report what loaded, was skipped or overridden').option('--json', 'print JSON')
    .exitOverride(usageExit)
    .action((options: CommonOptions, cmd: Command) => {
      const { registry, diagnostics } = loadRegistry({ paths: parentOptions(cmd).actions ?? [] });
      printReload({ actions: registry.index.size, namespaces: registry.namespaces.size, files: registry.files.length }, diagnostics, !!options.json);
      process.exitCode = diagnostics.some(d => d.severity === 'error') ? 1 : 0;
    });

  for (const mode of ['run', 'dry-run', 'debug'] as const) {
    action.command(mode)
      .argument('<action>')
      .argument('[params...]', '--name value pairs (or --name=value; --param name=value for names the CLI uses, e.g. url)')
      .description(mode === 'run' ? 'run an action in a browser' : mode === 'dry-run' ? 'resolve params and plan the steps; no browser' : 'run with a per-step trace of inputs, outputs and durations')
      .option('--url <url>', 'page to open first (run, debug)')
      .option('--headed', 'show the browser', false)
      .option('--timeout <ms>', 'default step timeout')
      .option('--app-version <version>', 'assume this component-library version instead of detecting it')
      .option('--json', 'print the result as JSON')
      .allowUnknownOption()
      .exitOverride(usageExit)
      .action(async (name: string, rest: string[], options: { url?: string; headed: boolean; timeout?: string; appVersion?: string; json?: boolean }, cmd: Command) => {
        const params = parseParams(rest);
        if (typeof params === 'string')
          return usage(params, !!options.json);
        const registry = load(cmd, true);
        const execOptions: ExecuteOptions = {
          dryRun: mode === 'dry-run',
          debug: mode === 'debug',
          // With --json, stdout is one JSON document: the debug lines are in its `trace`.
          ...(options.json ? {} : { log: (line: string) => void process.stdout.write(`${line}\n`) }),
          ...(options.appVersion ? { version: options.appVersion } : {}),
          ...(options.timeout ? { limits: { stepTimeout: Number(options.timeout) } } : {}),
        };
        const result = mode === 'dry-run'
          ? await executeAction(registry, undefined, name, params, execOptions)
          // Loaded only here: listing and validating never pull in the browser.
          : await (await import('./action-browser.ts')).runInBrowser(registry, name, params, execOptions, { url: options.url, headed: options.headed });
        printResult(result, mode, !!options.json);
        process.exitCode = result.success ? 0 : 1;
      });
  }
}

/** `--name value`, `--name=value`, `--flag` (true); the rest is a usage error. */
export function parseParams(args: string[]): Record<string, unknown> | string {
  const params: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const match = /^--([A-Za-z_][\w-]*)(?:=(.*))?$/s.exec(arg);
    if (!match)
      return `unexpected argument "${arg}": params are --name value`;
    // `--param name=value` reaches params whose names the CLI itself uses (url, headed, json…).
    if (match[1] === 'param') {
      const pair = /^([A-Za-z_]\w*)=(.*)$/s.exec(match[2] ?? args[++i] ?? '');
      if (!pair)
        return `--param takes name=value, got "${match[2] ?? args[i] ?? ''}"`;
      params[pair[1]] = pair[2];
      continue;
    }
    const key = match[1].replace(/-/g, '_');
    if (match[2] !== undefined)
      params[key] = match[2];
    else if (i + 1 < args.length && !args[i + 1].startsWith('--'))
      params[key] = args[++i];
    else
      params[key] = 'true';
  }
  return params;
}

function load(cmd: Command, quiet: boolean): ActionRegistry {
  const { registry, diagnostics } = loadRegistry({ paths: parentOptions(cmd).actions ?? [] });
  // On stderr: stdout carries the command's own output (one JSON document with --json).
  report(diagnostics.filter(d => d.severity === 'error' || (!quiet && d.severity === 'warning')));
  return registry;
}

function parentOptions(cmd: Command): CommonOptions {
  return (cmd.parent?.opts() ?? {});
}

function report(diagnostics: Diagnostic[]): void {
  for (const d of diagnostics)
    process.stderr.write(`${formatDiagnostic(d)}\n`);
}

function hint(registry: ActionRegistry, name: string): string {
  const near = registry.suggest(name);
  return near.length ? `; did you mean ${near.join(', ')}?` : '';
}

function failWith(message: string, json: boolean, error: { code: ErrorCode; suggestions?: string[] }): void {
  printError({ ...error, message }, json);
  process.exitCode = 1;
}

function usage(message: string, json: boolean): void {
  printError({ code: 'INVALID_INPUT', message }, json);
  process.exitCode = 2;
}

function usageExit(error: CommanderError): never {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help')
    process.exit(0);
  // Commander has said what is wrong on stderr; a caller that asked for JSON gets it on stdout too.
  if (process.argv.includes('--json'))
    process.stdout.write(`${JSON.stringify({ error: { code: 'INVALID_INPUT', message: error.message.replace(/^error: /, '') } })}\n`);
  process.exit(2);
}

function samePath(a: string, b: string): boolean {
  return path.resolve(a) === path.resolve(b);
}
