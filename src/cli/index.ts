/** The `specwright` command: init, compile, validate, export, the registry's `action` commands, the `mcp` server and browser `session` profiles. */
import { Command } from 'commander';
import { registerCompile } from './compile.ts';
import { registerValidate } from './validate.ts';
import { registerAction } from './action.ts';
import { registerInit } from './init.ts';
import { registerMcp } from './mcp.ts';
import { registerLock } from './lock.ts';
import { registerExport } from './export.ts';
import { registerSession } from './session.ts';

const program = new Command('specwright')
  .description('Natural-language acceptance specs compiled into Playwright tests')
  .showHelpAfterError();

registerInit(program);
registerCompile(program);
registerValidate(program);
registerAction(program);
registerMcp(program);
registerLock(program);
registerExport(program);
registerSession(program);

await program.parseAsync(process.argv);
