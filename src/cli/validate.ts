/** `specwright validate [paths…]`: every error of every spec, with a caret under its source line; exit 1 if any. */
import type { Command } from 'commander';
import { prettifySpecErrors } from '../compile/errors.ts';
import { defaultFrontend } from '../compile/frontend.ts';
import { validateSpecs } from '../compile/validate.ts';

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('check specs without writing anything: parse, plan every step, check registry actions')
    .argument('[paths...]', 'spec files, directories or globs', ['specs'])
    .option('--model', 'a model is configured: sentences the grammar cannot parse become ai steps instead of errors', false)
    .action((paths: string[], options: { model: boolean }) => {
      const root = process.cwd();
      const { files, errors } = validateSpecs(paths, defaultFrontend(root), { root, modelConfigured: options.model });
      if (errors.length) {
        process.stderr.write(prettifySpecErrors(errors, root) + '\n');
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`specwright: ${files.length} spec${files.length === 1 ? '' : 's'} valid\n`);
    });
}
