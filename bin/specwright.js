#!/usr/bin/env node
/** The `specwright` command: the TypeScript sources in a checkout, the built `dist/` once installed as a package. */
import { existsSync } from 'node:fs';
import { register as registerImport } from 'tsx/esm/api';
import { register as registerRequire } from 'tsx/cjs/api';

// `specwright compile` loads the user's playwright.config.ts, which Node 20 cannot load alone: as ESM
// in a `"type": "module"` project, through require in a CommonJS one.
registerImport();
registerRequire();
// The published package ships no `src/`; a checkout always runs its sources, never a stale build.
const sources = new URL('../src/cli/index.ts', import.meta.url);
await import(existsSync(sources) ? sources.href : new URL('../dist/cli/index.js', import.meta.url).href);
