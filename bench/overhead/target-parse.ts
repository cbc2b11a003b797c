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
let started = performance.now();
const parsed = targets.map(target => parseTarget(target));
const coldMs = performance.now() - started;

const ROUNDS = 2_000;
started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets)
    parseTarget(target);
}
const warmUs = 1000 * (performance.now() - started) / (ROUNDS * targets.length);

// What a step does now: the generated file hands the packed parses over as it loads; a step looks its target up.
rememberParsedTargets(Object.fromEntries(targets.map((target, i) => [target, packTarget(target, parsed[i])])));
started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const target of targets)
    parsedTarget(target);
}
const lookupUs = 1000 * (performance.now() - started) / (ROUNDS * targets.length);
console.log(JSON.stringify({ targets: targets.length, cold_ms: coldMs, warm_us: warmUs, lookup_us: lookupUs }));
