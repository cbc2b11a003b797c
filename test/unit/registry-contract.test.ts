/** The registry's outer contracts: ActionResult → ToolResult codes, CLI param parsing, the JSON Schema on disk. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseParams } from '../../src/cli/action.ts';
import { ACTION_ERROR_CODES, actionFileJsonSchema, toToolResult, type ActionErrorCode } from '../../src/registry/index.ts';
import { TOOL_ERROR_CODES } from '../../src/common/result.ts';

const failed = (code: ActionErrorCode) => toToolResult({ success: false, error: { code, message: 'm', action: 'a:b' }, trace: [], warnings: [], durationMs: 0 });

test('every ActionErrorCode maps to a ToolErrorCode; registry codes keep their names', () => {
  for (const code of ACTION_ERROR_CODES) {
    const result = failed(code);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(TOOL_ERROR_CODES).toContain(result.error.code);
      expect(result.error.evidence).toMatchObject({ registryCode: code, action: 'a:b' });
    }
  }
  expect(failed('MAX_DEPTH_EXCEEDED')).toMatchObject({ error: { code: 'MAX_DEPTH_EXCEEDED', retriable: false } });
  expect(failed('MAX_STEPS_EXCEEDED')).toMatchObject({ error: { code: 'BUDGET_EXCEEDED' } });
  expect(failed('EXPRESSION_ERROR')).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  expect(failed('ELEMENT_NOT_FOUND')).toMatchObject({ error: { code: 'ELEMENT_NOT_FOUND', retriable: true } });
  expect(toToolResult({ success: true, data: { a: 1 }, trace: [], warnings: [], durationMs: 0 })).toEqual({ ok: true, data: { a: 1 } });
});

test('CLI params: --name value, --name=value, --flag, --param for reserved names, dashes to underscores', () => {
  expect(parseParams(['--trigger', 'New', '--by=css', '--force', '--param', 'url=/shop/', '--username-field', 'Email'])).toEqual({
    trigger: 'New', by: 'css', force: 'true', url: '/shop/', username_field: 'Email',
  });
  expect(parseParams(['--text=a=b'])).toEqual({ text: 'a=b' });
  expect(parseParams(['stray'])).toMatch(/unexpected argument "stray"/);
  expect(parseParams(['--param', 'nope'])).toMatch(/--param takes name=value/);
});

test('schemas/action.schema.json is generated from the zod schema and up to date', () => {
  const file = path.resolve(import.meta.dirname, '..', '..', 'schemas', 'action.schema.json');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(actionFileJsonSchema());
  const schema = actionFileJsonSchema() as { required: string[]; properties: Record<string, unknown> };
  expect(schema.required).toEqual(['namespace', 'version']);
  expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['compatibility', 'selectors', 'actions', 'extends']));
});
