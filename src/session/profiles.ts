/**
 * Persistent browser profiles (seed 004): one folder per domain or session name under the profile
 * directory, holding the cookies and localStorage a session had when it stopped. Cookies are
 * credentials: files are the user's only (0600), written atomically, and their values never logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { z } from 'zod';
import { fail, ok, type ToolResult } from '../common/result.ts';
import { urlTarget } from '../safety/index.ts';

/** What a profile holds: Playwright's storage state (`context.storageState()`). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The file of each profile folder. */
export const STATE_FILE = 'storage-state.json';

/** A profile on disk, as `list` reports it: counts, never values. */
export interface ProfileInfo {
  name: string;
  folder: string;
  cookies: number;
  origins: number;
  savedAt: string;
}

/** `~/.specwright/browser-profiles`: the default profile directory (seed 004's `<domain>/` folders live in it). */
export function defaultProfileDir(home: string = os.homedir()): string {
  return path.join(home, '.specwright', 'browser-profiles');
}

/**
 * The profile name of a domain, URL or session name. A host is canonical as the browser sees it,
 * port dropped (cookies ignore ports): `Shop.Example.COM.`, `shop.example.com:8443` and
 * `https://shop.example.com/x` are all `shop.example.com`. A name that is no host is kept as written.
 */
export function profileName(written: string): ToolResult<string> {
  const text = written.trim();
  if (!text)
    return fail('INVALID_INPUT', 'a profile needs a domain or session name; got an empty one.', { retriable: false });
  const isUrl = /^[a-z][a-z\d+.-]*:\/\//i.test(text);
  if (!isUrl && /[\s/\\?#@]/.test(text))
    return ok(text);
  const target = urlTarget(isUrl ? text : `http://${text}`);
  return ok(target.kind === 'network' ? target.host : text);
}

/**
 * The folder name of a profile: letters, digits, `.`, `-` and `_` only, never `.` or `..`. A name
 * that needed changing gets a short hash of itself appended, so two names never share a folder.
 */
export function profileFolder(name: string): string {
  const safe = name.toLowerCase().replace(/[^a-z0-9._-]/g, '_').replace(/^\.+/, '_').slice(0, 80);
  if (safe === name && safe !== '')
    return safe;
  return `${safe || 'profile'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/** The store of profiles under one directory. */
export class ProfileStore {
  constructor(readonly dir: string) {}

  /** The state file of a profile (whether or not it exists). */
  fileOf(name: string): string {
    return path.join(this.dir, profileFolder(name), STATE_FILE);
  }

  /**
   * The saved state of a profile: undefined when none was saved; PROFILE_INVALID naming the file when
   * it is not a storage state (cut short, hand-edited, another format). Never throws.
   */
  read(name: string): ToolResult<StorageState | undefined> {
    const file = this.fileOf(name);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return ok(undefined);
      return fail('PROFILE_INVALID', `${file}: cannot read the profile: ${(error as Error).message}`, { retriable: false, evidence: { file } });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return fail('PROFILE_INVALID', `${file}: not JSON (${(error as Error).message}); delete it or run \`specwright session clear ${name}\`.`, { retriable: false, evidence: { file } });
    }
    const parsed = STATE_SCHEMA.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail('PROFILE_INVALID', `${file}: not a browser storage state (${issue?.path.join('.') || 'root'}: ${issue?.message}); delete it or run \`specwright session clear ${name}\`.`, { retriable: false, evidence: { file } });
    }
    return ok(parsed.data as StorageState);
  }

  /** Saves a profile's state through a temp file and a rename: a reader sees the old file or the new one, never half. */
  write(name: string, state: StorageState): ToolResult<{ file: string }> {
    const file = this.fileOf(name);
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
      renameSync(temp, file);
      chmodSync(file, 0o600);
      return ok({ file });
    } catch (error) {
      rmSync(temp, { force: true });
      return fail('PROFILE_INVALID', `${file}: cannot save the profile: ${(error as Error).message}`, { retriable: false, evidence: { file } });
    }
  }

  /** Deletes a profile's folder; true when there was one. */
  clear(name: string): boolean {
    const folder = path.dirname(this.fileOf(name));
    let existed = true;
    try {
      statSync(folder);
    } catch {
      existed = false;
    }
    rmSync(folder, { recursive: true, force: true });
    return existed;
  }

  /** Every profile with a state file; a corrupt one is listed with counts of -1, so it can be cleared. */
  list(): ProfileInfo[] {
    let folders: string[];
    try {
      folders = readdirSync(this.dir).sort();
    } catch {
      return [];
    }
    return folders.flatMap(folder => {
      const file = path.join(this.dir, folder, STATE_FILE);
      let savedAt: string;
      let text: string;
      try {
        savedAt = statSync(file).mtime.toISOString();
        text = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      let parsed: ReturnType<typeof STATE_SCHEMA.safeParse> | undefined;
      try {
        parsed = STATE_SCHEMA.safeParse(JSON.parse(text));
      } catch {
        parsed = undefined;
      }
      const state = parsed?.success ? parsed.data : undefined;
      return [{ name: folder, folder: path.join(this.dir, folder), cookies: state ? state.cookies.length : -1, origins: state ? state.origins.length : -1, savedAt }];
    });
  }
}

const COOKIE_SCHEMA = z.object({
  name: z.string(),
  value: z.string(),
  domain: z.string(),
  path: z.string(),
  expires: z.number(),
  httpOnly: z.boolean(),
  secure: z.boolean(),
  sameSite: z.enum(['Strict', 'Lax', 'None']),
}).loose();

const STATE_SCHEMA = z.object({
  cookies: z.array(COOKIE_SCHEMA),
  origins: z.array(z.object({
    origin: z.string(),
    localStorage: z.array(z.object({ name: z.string(), value: z.string() })),
  }).loose()),
}).loose();
