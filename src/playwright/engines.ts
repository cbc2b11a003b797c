/**
 * Selector engines of our own, run in Playwright's utility world (`contentScript`): a check that is
 * a count there costs one round trip and never makes Playwright compile its injected script in the
 * page's own world, which it does again on every new document (the first main-world read after each
 * navigation paid for it; Playwright's own actions and assertions never do).
 *
 * Engines are registered when their module loads, before any test page exists: a document's injected
 * script takes the engines registered when it was made. A module that registers one is listed in
 * tools/selector-engines.ts, which the fixtures import before the first page. Where Playwright refuses
 * one, callers read with evaluateAll as before.
 */
import { selectors } from '@playwright/test';

const registered = new Map<string, Promise<boolean>>();

/** Registers the engine once per process; false when Playwright refuses it. */
export function registerEngine(name: string, source: string): Promise<boolean> {
  let done = registered.get(name);
  if (!done) {
    done = selectors.register(name, source, { contentScript: true }).then(
      () => true,
      (error: unknown) => /already registered/i.test(String(error)),
    );
    registered.set(name, done);
  }
  return done;
}

/**
 * `name=body` for a JSON value: percent-encoded, with every character a selector could read as a
 * quote or a separator encoded too. The engine reads it back with `JSON.parse(decodeURIComponent(body))`.
 */
export function engineSelector(name: string, value: unknown): string {
  const body = encodeURIComponent(JSON.stringify(value)).replace(/[!'()*~]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${name}=${body}`;
}
