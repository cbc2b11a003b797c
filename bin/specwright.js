#!/usr/bin/env node
/** The `specwright` command: registers tsx so the TypeScript sources run as they are. */
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/index.ts');
