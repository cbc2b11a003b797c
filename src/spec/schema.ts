/** zod schemas of a spec's metadata (Markdown front matter) and of a whole YAML spec; the JSON Schema is generated from them. */
import { z } from 'zod';
import { STRUCTURED_STEP_SCHEMA } from '../steps/structured-schema.ts';

const tags = z.union([z.array(z.string().min(1)), z.string()]).describe('Tags, with or without "@"; a string may list several separated by spaces or commas');

/** Keys shared by front matter and YAML specs. Unknown keys are errors, so a typo (`tag:`) is not silently ignored. */
export const SPEC_META_SHAPE = {
  title: z.string().min(1).optional(),
  feature: z.string().min(1).optional(),
  story: z.string().min(1).optional(),
  description: z.string().optional(),
  tags: tags.optional(),
  severity: z.enum(['blocker', 'critical', 'normal', 'minor', 'trivial']).optional(),
  allow: z.array(z.string().min(1)).optional().describe('Sensitive actions this spec may perform'),
  allowedDomains: z.array(z.string()).optional().describe('Hosts this spec may reach ("*.example.com", "!host"); narrows the project\'s allowlist, never widens it'),
  vars: z.record(z.string(), z.unknown()).optional().describe('Values for ${vars.name}'),
  secrets: z.array(z.string().min(1)).optional().describe('Names of env vars whose values are secret'),
  url: z.string().min(1).optional().describe('URL to open first (absolute or relative to baseURL)'),
  session: z.string().trim().min(1).optional().describe('A saved browser profile (a session name or a domain) this spec\'s tests start with: its cookies and localStorage, as a storage-state setup project gives'),
  saveSession: z.string().trim().min(1).optional().describe('Save the browser\'s cookies and localStorage under this profile name when a test of this spec passes (a login spec for others\' `session:`)'),
};

export const FRONT_MATTER_SCHEMA = z.object(SPEC_META_SHAPE).strict();
export type FrontMatter = z.infer<typeof FRONT_MATTER_SCHEMA>;
/** A spec's metadata as read: the known keys, and the user's own as labels (splitCustomKeys). */
export type SpecMeta = FrontMatter & { labels?: Record<string, string> };

/** A step as the JSON Schema documents it: a sentence or one structured step. */
export const SPEC_STEP_SCHEMA = z.union([z.string().min(1), STRUCTURED_STEP_SCHEMA]);

/** The validation shape of a YAML spec: structured steps are checked one by one afterwards, for precise messages. */
function yamlSpec<S extends z.ZodType>(step: S) {
  return z.object({
    ...SPEC_META_SHAPE,
    background: z.array(step).optional(),
    scenarios: z.array(z.object({
      name: z.string().min(1),
      tags: tags.optional(),
      steps: z.array(step),
    }).strict()).min(1),
  }).strict();
}

export const YAML_SPEC_SCHEMA = yamlSpec(SPEC_STEP_SCHEMA);
export const YAML_SPEC_SHAPE_SCHEMA = yamlSpec(z.union([z.string().min(1), z.record(z.string(), z.unknown())]));
export type YamlSpec = z.infer<typeof YAML_SPEC_SHAPE_SCHEMA>;

/** `[smoke, "@cart"]` or `"@smoke @cart"` → `['smoke', 'cart']`. */
export function normalizeTags(value: string | string[] | undefined): string[] {
  const list = typeof value === 'string' ? value.split(/[\s,]+/) : value ?? [];
  return list.map(t => t.trim().replace(/^@/, '')).filter(Boolean);
}

/** JSON Schema of YAML spec files, for editors (`# yaml-language-server: $schema=…`); written by scripts/gen-schemas.ts. */
export function specFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(YAML_SPEC_SCHEMA, { io: 'input', unrepresentable: 'any', reused: 'ref' }),
    $id: 'https://specwright.dev/schemas/spec.schema.json',
    title: 'specwright YAML spec',
  };
}

/**
 * Keys of the user's own a spec may carry beside the known ones (`owner: qa-frontdesk`, `优先级: P1`):
 * their values, a text, a number or a list of them, become labels of the spec's tests. A key
 * written like a known one (`tag:`, `Secrets:`, `severty:`) stays unknown and is an error, so a typo
 * never drops what the key was for.
 */
export function splitCustomKeys(value: unknown, reserved: readonly string[] = []): { known: unknown; labels: Record<string, string>; invalid: { key: string; message: string }[] } {
  const labels: Record<string, string> = {};
  const invalid: { key: string; message: string }[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { known: value, labels, invalid };
  const known: Record<string, unknown> = {};
  const names = [...Object.keys(SPEC_META_SHAPE), ...reserved];
  for (const [key, item] of Object.entries(value)) {
    if (names.includes(key) || misspelt(key, names)) {
      known[key] = item;
      continue;
    }
    const text = labelText(item);
    if (text === undefined)
      invalid.push({ key, message: `${key}: a key of your own holds a text, a number or a list of them (it becomes a label of the tests); known keys: ${names.join(', ')}` });
    else if (text)
      labels[key] = text;
  }
  return { known, labels, invalid };
}

/** The known key a key looks like a misspelling of, if any: the same but for case, or one or two letters off. */
export function misspeltKey(key: string, names: readonly string[]): string | undefined {
  if (!/^[a-z][a-z0-9_-]*$/i.test(key))
    return undefined;
  const lower = key.toLowerCase();
  return names.find(name => name.toLowerCase() === lower || editDistance(lower, name.toLowerCase()) <= (Math.min(lower.length, name.length) <= 5 ? 1 : 2));
}

function misspelt(key: string, names: readonly string[]): boolean {
  return misspeltKey(key, names) !== undefined;
}

function labelText(item: unknown): string | undefined {
  if (item === null || item === undefined)
    return '';
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
    return String(item).trim();
  if (Array.isArray(item) && item.every(part => typeof part === 'string' || typeof part === 'number' || typeof part === 'boolean'))
    return item.map(String).join(', ');
  return undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
