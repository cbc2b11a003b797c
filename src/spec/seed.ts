/**
 * Playwright's planner names a seed test per group (`**Seed:** \`tests/seed.spec.ts\``) that sets each
 * scenario up. specwright runs what a seed may hold and it can read exactly: opening pages. A seed
 * that does more is refused at the `Seed:` line; a seed that cannot be found starts the scenario at
 * the base URL, and the step's title says so.
 */
import path from 'node:path';
import type { Location } from '../common/location.ts';
import type { SpecError, SpecStep } from './model.ts';
import type { IncludeOptions } from './include.ts';

export interface SeedRef {
  /** The path as written in the plan. */
  path: string;
  location: Location;
}

/** The steps a seed stands for, or an error at its `Seed:` line. */
export function seedSteps(seed: SeedRef, options: IncludeOptions, errors: SpecError[], read: Set<string>): SpecStep[] {
  const found = findSeed(seed, options);
  if (!found)
    return [{ text: `Seed ${seed.path} not found: start at the base URL`, location: seed.location, structured: { navigate: './' } }];
  // A changed seed changes the compiled spec: it counts as a file the spec read.
  read.add(found.file);
  const opened = readSeed(found.source);
  if (!opened.ok) {
    // Every scenario of a group shares its seed: one error at the Seed line, not one per scenario.
    if (!errors.some(error => error.code === 'SPEC_SEED_UNSUPPORTED' && error.location === seed.location))
      errors.push({ code: 'SPEC_SEED_UNSUPPORTED', message: `seed ${seed.path}: ${opened.message}; specwright runs seeds that only open pages (page.goto with a literal URL): move the other setup into the plan's steps or an include`, location: seed.location });
    return [];
  }
  if (!opened.urls.length)
    return [{ text: `Seed ${seed.path} opens no page: start at the base URL`, location: seed.location, structured: { navigate: './' } }];
  return opened.urls.map(url => ({ text: `Seed ${seed.path}: open ${url}`, location: seed.location, structured: { navigate: url } }));
}

/** The URLs a seed opens, in order, when opening pages is all its test bodies do. */
export function readSeed(source: string): { ok: true; urls: string[] } | { ok: false; message: string } {
  const code = withoutComments(source);
  const urls: string[] = [];
  const statement = /\bawait\s+([\s\S]*?)(?:;|\n)/g;
  for (const match of code.matchAll(statement)) {
    const goto = /^page\s*\.\s*goto\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\$])*)\1\s*(?:,\s*\{[^}]*\}\s*)?\)\s*$/.exec(match[1].trim());
    if (!goto) {
      const line = code.slice(0, match.index).split('\n').length;
      return { ok: false, message: `line ${line} does more than open a page (\`${match[0].trim().slice(0, 80)}\`)` };
    }
    urls.push(goto[2]);
  }
  return { ok: true, urls };
}

function findSeed(seed: SeedRef, options: IncludeOptions): { file: string; source: string } | undefined {
  const candidates = [path.resolve(path.dirname(seed.location.file), seed.path), path.resolve(options.root, seed.path)];
  for (const file of candidates) {
    const source = options.readFile(file);
    if (source !== undefined)
      return { file, source };
  }
  return undefined;
}

/** Comments blanked out, line breaks kept (so line numbers stay), strings left alone. */
function withoutComments(source: string): string {
  return source.replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, token => /^['"`]/.test(token) ? token : token.replace(/[^\n]/g, ' '));
}
