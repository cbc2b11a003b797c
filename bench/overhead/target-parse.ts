/**
 * What parsing the spec's targets at run time would cost a worker, against reading the parse the
 * compiler embedded: run in a fresh process (argv: the parse module, the parsed module, the targets
 * in step order as JSON), so its first parse is as cold as a worker's first step's. Prints JSON.
 */
import { pathToFileURL } from 'node:url';

const [parseModule, parsedModule, json] = process.argv.slice(2);
const targets = JSON.parse(json) as string[];
const { parseTarget } = await import(pathToFileURL(parseModule).href) as typeof import('../../src/locator/parse.ts');
const { packTarget, parsedTarget, rememberParsedTargets } = await import(pathToFileURL(parsedModule).href) as typeof import('../../src/locator/parsed.ts');

// A worker's first test: each step parses its target, the first of them cold.
const started = performance.now();
const parsed = targets.map(target => parseTarget(target));
const coldMs = performance.now() - started;

/** Microseconds per call of `read` over every target, averaged over many rounds (a warm process). */
function microsPerTarget(read: (target: string) => unknown): number {
  const rounds = 2_000;
  const begun = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets)
      read(target);
  }
  return 1000 * (performance.now() - begun) / (rounds * targets.length);
}

const warmUs = microsPerTarget(parseTarget);
// What a step does now: the generated file hands the packed parses over as it loads; a step looks its target up.
rememberParsedTargets(Object.fromEntries(targets.map((target, i) => [target, packTarget(target, parsed[i])])));
const lookupUs = microsPerTarget(parsedTarget);
console.log(JSON.stringify({ targets: targets.length, cold_ms: coldMs, warm_us: warmUs, lookup_us: lookupUs }));
