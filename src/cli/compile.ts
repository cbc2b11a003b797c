/** `specwright compile [--watch]`: what the Playwright config does on load, on demand (and on every change, for UI mode). */
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { definedConfigs, runCompile, type SpecConfigOptions } from '../compile/config.ts';
import type { CompileResult } from '../compile/compile.ts';

/** Changes closer together than this are one recompile (editors write a file in several steps). */
const WATCH_DEBOUNCE_MS = 100;

interface CompileFlags {
  config: string;
  watch: boolean;
}

export function registerCompile(program: Command): void {
  program
    .command('compile')
    .description('compile specs into Playwright tests, with the options of the Playwright config that calls defineSpecConfig')
    .option('-c, --config <file>', 'Playwright config calling defineSpecConfig', 'playwright.config.ts')
    .option('-w, --watch', 'recompile whenever a spec or an included file changes', false)
    .action(async (flags: CompileFlags) => {
      const entries = await loadConfigs(flags.config);
      const results = entries.map(entry => summarize(entry.result ?? runCompile(entry.options)));
      const configs = entries.map(entry => entry.options);
      if (!flags.watch) {
        if (results.some(result => result.errors.length))
          process.exitCode = 1;
        return;
      }
      watchAndCompile(configs);
    });
}

/** Importing the config runs defineSpecConfig, which compiles and records its options; without a config, the defaults. */
async function loadConfigs(config: string): Promise<{ options: SpecConfigOptions; result?: CompileResult }[]> {
  const file = path.resolve(config);
  if (!existsSync(file))
    return [{ options: { root: process.cwd() } }];
  const before = definedConfigs.length;
  await import(pathToFileURL(file).href);
  const entries = definedConfigs.slice(before);
  return entries.length ? entries : [{ options: { root: path.dirname(file) } }];
}

function summarize(result: CompileResult): CompileResult {
  const written = result.written.filter(file => file.endsWith('.spec.js')).length;
  const message = `specwright: ${result.specs.length} specs, ${written} generated file${written === 1 ? '' : 's'} written, ` +
    `${result.removed.length} removed, ${result.errors.length} error${result.errors.length === 1 ? '' : 's'} → ${path.relative(process.cwd(), result.outputDir) || '.'}\n`;
  process.stdout.write(message);
  return result;
}

function watchAndCompile(configs: SpecConfigOptions[]): void {
  let timer: NodeJS.Timeout | undefined;
  const recompile = () => {
    clearTimeout(timer);
    timer = setTimeout(() => configs.forEach(options => summarize(runCompile(options))), WATCH_DEBOUNCE_MS);
  };
  const roots = new Set(configs.map(options => path.resolve(options.root ?? process.cwd())));
  for (const root of roots) {
    watch(root, { recursive: true }, (_event, name) => {
      if (name && /\.(md|ya?ml)$/.test(name) && !name.split(path.sep).includes('node_modules'))
        recompile();
    });
  }
  process.stdout.write('specwright: watching for spec changes (Ctrl+C to stop)\n');
}
