/** `session:` and `saveSession:` front matter: read in Markdown and YAML, carried to the compiled spec, empty names refused. */
import { expect, test } from '@playwright/test';
import { parseSpec } from '../../src/spec/index.ts';

const markdown = (front: string) => `---\n${front}\n---\n# Account\n\n## Scenario: See it\n1. Open /account\n`;

test('Markdown and YAML specs name the session they start with and the one they save', () => {
  expect(parseSpec('a.md', markdown('session: member'), { env: {} }).spec).toMatchObject({ session: 'member' });
  expect(parseSpec('a.md', markdown('saveSession: member'), { env: {} }).spec).toMatchObject({ saveSession: 'member' });
  const yaml = parseSpec('a.yaml', 'session: shop.example.com\nscenarios:\n  - name: See it\n    steps: [Open /account]\n', { env: {} });
  expect(yaml.errors).toEqual([]);
  expect(yaml.spec).toMatchObject({ session: 'shop.example.com' });
  expect(parseSpec('a.md', markdown('tags: [x]'), { env: {} }).spec).not.toHaveProperty('session');
});

test('an empty session name is a front-matter error at the spec', () => {
  const { errors } = parseSpec('a.md', markdown('session: "  "'), { env: {} });
  expect(errors.map(e => e.code)).toEqual(['SPEC_FRONT_MATTER_INVALID']);
});
