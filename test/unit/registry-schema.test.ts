/** Seed 002 §8.1 schema validation table, and the three layers of §6.1 with codes and locations. */
import { expect, test } from '@playwright/test';
import { validateActionFile } from '../../src/registry/index.ts';

const VALID = `namespace: demo
version: 1.0.0
description: Demo
selectors:
  dialog: "css:[role=dialog]"
  trigger: { primary: "css:#new", fallback: ["text:New"] }
actions:
  dialog:open:
    description: Open a dialog
    params:
      trigger: { type: string, required: true }
      mode: { type: enum, values: [text, css], default: text }
    steps:
      - action: click
        args: { selector: "\${selectors.trigger}" }
        when: "\${params.mode} == 'text'"
        retry: 2
        retryDelay: 10
      - action: wait
        args: { selector: "\${selectors.dialog}" }
        output: shown
    returns:
      shown: "\${steps.shown}"
    verify:
      - condition: "\${params.trigger} != ''"
        message: "no trigger"
`;

test('a complete valid definition passes all three layers', () => {
  expect(validateActionFile('demo.yaml', VALID)).toEqual([]);
});

test('missing namespace: SCHEMA_INVALID "namespace: required" at the top of the file', () => {
  const [d, ...rest] = validateActionFile('x.yaml', VALID.replace('namespace: demo\n', ''));
  expect(rest).toEqual([]);
  expect(d).toMatchObject({ code: 'SCHEMA_INVALID', severity: 'error', location: { file: 'x.yaml', line: 1, column: 1 } });
  expect(d.message).toMatch(/^namespace: required/);
});

test('invalid param type: SCHEMA_INVALID at the type value', () => {
  const diags = validateActionFile('x.yaml', VALID.replace('trigger: { type: string', 'trigger: { type: invalid'));
  expect(diags).toHaveLength(1);
  expect(diags[0]).toMatchObject({ code: 'SCHEMA_INVALID', location: { line: 11, column: 24 } });
  expect(diags[0].message).toContain('actions.dialog:open.params.trigger.type');
});

test('YAML syntax error: YAML_PARSE_ERROR with line and column, nothing else', () => {
  const diags = validateActionFile('bad.yaml', 'namespace: demo\nversion: [1.0\nactions: {}\n');
  expect(diags.length).toBeGreaterThan(0);
  expect(diags.every(d => d.code === 'YAML_PARSE_ERROR')).toBe(true);
  expect(diags[0].location!.line).toBeGreaterThanOrEqual(2);
});

test('unknown keys are errors at the key (typos do not pass silently)', () => {
  const diags = validateActionFile('x.yaml', VALID.replace('        retry: 2', '        retires: 2'));
  expect(diags[0]).toMatchObject({ code: 'SCHEMA_INVALID', location: { line: 17, column: 9 } });
});

test('semantic layer: default type mismatch, unknown step action, bad args, bad when, unknown scope', () => {
  const src = `namespace: demo
version: 1.0.0
actions:
  a:b:
    params:
      count: { type: number, default: "three" }
      kind: { type: enum, values: [x, y], default: z }
    steps:
      - action: clik
        args: { selector: "#a" }
      - action: fill
        args: { selector: "#a" }
      - action: click
        args: { selector: "#a" }
        when: "\${params.count} === 1"
      - action: click
        args: { selector: "\${foo.bar}" }
      - action: click
        args: { target: "\${params.missing}" }
      - action: click
        args: { target: "\${steps.later.ref}" }
`;
  const diags = validateActionFile('s.yaml', src);
  const codes = diags.map(d => `${d.code}@${d.location!.line}:${d.location!.column}`);
  expect(codes).toEqual([
    'DEFAULT_TYPE_MISMATCH@6:39',
    'DEFAULT_TYPE_MISMATCH@7:52',
    'UNKNOWN_STEP_ACTION@9:17',
    'STEP_ARGS_INVALID@12:15',
    'EXPRESSION_INVALID@15:32',
    'UNKNOWN_SCOPE@17:28',
    'UNKNOWN_VARIABLE@19:26',
    'UNKNOWN_OUTPUT@21:26',
  ]);
  expect(diags[2].suggestions).toContain('click');
});

test('circular fallback: a fallback that runs its own action is CIRCULAR_REFERENCE (registry level)', async () => {
  const { registryOf } = await import('./registry-support.ts');
  const { diagnostics } = registryOf({
    'c.yaml': `namespace: c
version: 1.0.0
actions:
  x:open:
    steps:
      - action: click
        args: { selector: "#a" }
        fallback:
          - action: run
            args: { action: c:x:open }
`,
  });
  const circular = diagnostics.filter(d => d.code === 'CIRCULAR_REFERENCE');
  expect(circular).toHaveLength(1);
  expect(circular[0]).toMatchObject({ severity: 'error', location: { line: 9, column: 13 } });
});

test('version patterns must be semver ranges; 4.x, >=4.2.0, ~4.2.0, ^4.2.0 are', () => {
  const src = `namespace: v
version: 1.0.0
compatibility:
  version_overrides:
    "4.x": {}
    ">=4.2.0": {}
    "~4.2.0": {}
    "^4.2.0": {}
    "four": {}
actions: {}
`;
  const diags = validateActionFile('v.yaml', src);
  expect(diags.map(d => `${d.code}@${d.location!.line}`)).toEqual(['VERSION_PATTERN_INVALID@9']);
});

test('max_steps: an action with more than 100 steps is MAX_STEPS_EXCEEDED at load', () => {
  const steps = Array.from({ length: 101 }, () => '      - action: press\n        args: { key: Tab }\n').join('');
  const diags = validateActionFile('m.yaml', `namespace: m\nversion: 1.0.0\nactions:\n  a:b:\n    steps:\n${steps}`);
  expect(diags.map(d => d.code)).toEqual(['MAX_STEPS_EXCEEDED']);
  const ok = Array.from({ length: 100 }, () => '      - action: press\n        args: { key: Tab }\n').join('');
  expect(validateActionFile('m.yaml', `namespace: m\nversion: 1.0.0\nactions:\n  a:b:\n    steps:\n${ok}`)).toEqual([]);
});
