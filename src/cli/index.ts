/** The `specwright` command: init, compile, validate, export, the registry's `action` commands, the `mcp` server and browser `session` profiles. */
import { Command } from 'commander';

type Register = (program: Command) => void;

const lock = async (): Promise<Register> => (await import('./lock.ts')).registerLock;

/**
 * Each command's module by the command names it registers, in the order help lists them. A call
 * loads only its command's module: each pulls in its own part of the library (the compiler, the
 * registry, the MCP server), and `specwright action list` should not wait for the others to load.
 */
const commands: Record<string, () => Promise<Register>> = {
  init: async () => (await import('./init.ts')).registerInit,
  compile: async () => (await import('./compile.ts')).registerCompile,
  validate: async () => (await import('./validate.ts')).registerValidate,
  action: async () => (await import('./action.ts')).registerAction,
  mcp: async () => (await import('./mcp.ts')).registerMcp,
  lock,
  test: lock,
  export: async () => (await import('./export.ts')).registerExport,
  session: async () => (await import('./session.ts')).registerSession,
};

const program = new Command('specwright')
  .description('Natural-language acceptance specs compiled into Playwright tests')
  .showHelpAfterError();

// Help, an option first or an unknown command (commander suggests the nearest) need every command.
const named = process.argv[2];
const loads = named !== undefined && Object.hasOwn(commands, named) ? [commands[named]] : [...new Set(Object.values(commands))];
for (const register of await Promise.all(loads.map(load => load())))
  register(program);

await program.parseAsync(process.argv);
