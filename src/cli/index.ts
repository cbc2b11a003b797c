/** The `specwright` command: compile, validate (and the registry's `action` commands). */
import { Command } from 'commander';
import { registerCompile } from './compile.ts';
import { registerValidate } from './validate.ts';
import { registerAction } from './action.ts';

const program = new Command('specwright')
  .description('Natural-language acceptance specs compiled into Playwright tests')
  .showHelpAfterError();

registerCompile(program);
registerValidate(program);
registerAction(program);

await program.parseAsync(process.argv);
