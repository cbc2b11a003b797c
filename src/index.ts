/** The package's main entry (`import … from 'specwright'`): the config helper, the browser options, and `test` with the `tools` fixture. */
export { defineSpecConfig, type SpecConfigOptions } from './compile/config.ts';
export { browserUse } from './compile/platform.ts';
// Hand-written tests get `tools`; the runtime generated tests import is `specwright/fixtures`.
export { test, expect, type Tools } from './fixtures/tools.ts';
export type { ToolName } from './tools/registry.ts';
export type { ToolError, ToolErrorCode, ToolResult } from './common/result.ts';
export type { SpecwrightOptions } from './fixtures/index.ts';
