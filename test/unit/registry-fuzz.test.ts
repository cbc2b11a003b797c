/** Property tests: validation and execution never throw, whatever the file or the params; every finding has a code and a place. */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { DIAGNOSTIC_CODES, executeAction, validateActionFile } from '../../src/registry/index.ts';
import { MockDriver, registryOf } from './registry-support.ts';

const codes = new Set<string>(DIAGNOSTIC_CODES);

const stepLike = fc.record({
  action: fc.constantFrom('click', 'fill', 'run', 'wait', 'clik', 'eval', 'fail'),
  args: fc.dictionary(fc.constantFrom('selector', 'target', 'value', 'action', 'ms', 'script', 'x'), fc.oneof(fc.string(), fc.constantFrom('${params.a}', '${selectors.s}', '${steps.o.ref}', '${__proto__.x}', '${a.b'), fc.integer())),
  when: fc.option(fc.oneof(fc.string(), fc.constantFrom("${params.a} == 'x'", '${params.a} ===', '!(${steps.o})')), { nil: undefined }),
  retry: fc.option(fc.integer({ min: -2, max: 12 }), { nil: undefined }),
  output: fc.option(fc.constantFrom('o', 'bad name'), { nil: undefined }),
}, { requiredKeys: ['action'] });

const fileLike = fc.record({
  namespace: fc.oneof(fc.constantFrom('ns', 'a-b'), fc.string()),
  version: fc.oneof(fc.constant('1.0.0'), fc.integer()),
  selectors: fc.dictionary(fc.constantFrom('s', 't'), fc.oneof(fc.string(), fc.record({ primary: fc.string(), fallback: fc.array(fc.string()) }))),
  compatibility: fc.record({ version_overrides: fc.dictionary(fc.constantFrom('4.x', '>=4.2.0', 'nope', '^'), fc.constant({})) }),
  actions: fc.dictionary(fc.constantFrom('a:b', 'c:d', 'bad name', 'login'), fc.record({
    params: fc.dictionary(fc.constantFrom('a', 'b'), fc.record({ type: fc.constantFrom('string', 'number', 'enum', 'weird'), default: fc.oneof(fc.string(), fc.integer(), fc.boolean()), values: fc.array(fc.string()) }, { requiredKeys: ['type'] })),
    steps: fc.array(stepLike, { maxLength: 5 }),
  }, { requiredKeys: [] })),
}, { requiredKeys: [] });

test('validateActionFile never throws; every diagnostic has a known code and a 1-based location (150 runs each)', () => {
  const check = (text: string) => {
    const diagnostics = validateActionFile('fuzz.yaml', text);
    for (const d of diagnostics) {
      expect(codes.has(d.code)).toBe(true);
      expect(d.location?.file).toBe('fuzz.yaml');
      expect(d.location!.line).toBeGreaterThanOrEqual(1);
      expect(d.location!.column).toBeGreaterThanOrEqual(1);
    }
  };
  fc.assert(fc.property(fileLike, file => check(stringify(file))), { numRuns: 150 });
  fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 150 });
});

test('executeAction never throws and always answers with a code, whatever the params (300 runs)', async () => {
  const { registry } = registryOf({ 'p.yaml': `namespace: p
version: 1.0.0
actions:
  a:b:
    params:
      s: { type: string, required: true }
      n: { type: number, default: 1 }
      e: { type: enum, values: [x, y] }
      l: { type: array }
    steps:
      - action: fill
        args: { target: "Field", value: "\${params.s} \${params.n}" }
        when: "\${params.n} > 0"
` });
  await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom('s', 'n', 'e', 'l', 'zz'), fc.anything()), async params => {
    const result = await executeAction(registry, new MockDriver(), 'p:a:b', params);
    expect(result.success || typeof result.error?.code === 'string').toBe(true);
  }), { numRuns: 300 });
});
