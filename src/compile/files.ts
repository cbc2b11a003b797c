/** File side of compilation: finding specs, naming outputs, content hashes and atomic, idempotent writes. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/** The generated file's suffix; Playwright reads source maps for `.js` test files only (DESIGN.md §9). */
export const GENERATED_SUFFIX = '.spec.js';
const MAP_SUFFIX = `${GENERATED_SUFFIX}.map`;

/** Spec files matching the globs, root-relative with `/` separators, sorted so output order is stable. */
export function findSpecs(root: string, patterns: readonly string[], outputDir: string, ignored: readonly string[] = []): string[] {
  const ignore = ['**/node_modules/**', `${toPosix(path.relative(root, outputDir))}/**`, ...ignored];
  return globSync([...patterns], { cwd: root, ignore, onlyFiles: true }).map(toPosix).sort();
}

/** `specs/cart.md` → `<outputDir>/specs/cart.md.spec.js`; a path leaving the root stays inside outputDir. */
export function outputFileFor(outputDir: string, specFile: string): string {
  const safe = specFile.split('/').map(part => (part === '..' ? '__' : part)).join('/');
  return path.join(outputDir, safe + GENERATED_SUFFIX);
}

export function hashOf(...parts: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of parts)
    hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The file's text, or undefined when it cannot be read (a deleted include changes the hash, as it should). */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

let tempCounter = 0;

/**
 * Writes through a unique temp file and a rename, so a reader (another Playwright process
 * evaluating the same config) sees the old content or the new one, never half a file. Returns
 * false and writes nothing when the file already holds exactly this content.
 */
export function writeIfChanged(file: string, content: string): boolean {
  // existsSync first: a missing file (every file of a first compile) costs no thrown ENOENT.
  if (existsSync(file) && readText(file) === content)
    return false;
  // Unique without randomness: the pid tells processes apart, the counter this process's writes.
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    writeCreatingDir(temp, content);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new Error(`cannot write ${file}`, { cause: error });
  }
  return true;
}

/**
 * Generated files under outputDir that no current spec produces: removed, and returned. Source maps
 * are inline now, so any `.spec.js.map` (written by an older version) goes too, silently.
 */
export function removeStale(outputDir: string, keep: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const file of listGenerated(outputDir)) {
    // Another process may remove the same file at the same moment: force ignores that.
    if (file.endsWith(MAP_SUFFIX)) {
      rmSync(file, { force: true });
    } else if (!keep.has(file)) {
      rmSync(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}

export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** Most files go to a directory that exists already; only a missing one costs a mkdir. */
function writeCreatingDir(file: string, content: string): void {
  try {
    writeFileSync(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

function listGenerated(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter(entry => entry.isFile() && (entry.name.endsWith(GENERATED_SUFFIX) || entry.name.endsWith(MAP_SUFFIX)))
    .map(entry => path.join(entry.parentPath, entry.name));
}
