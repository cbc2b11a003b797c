/** zod 4 schemas of action files (seed 002 §5.1.2) and the registry config (§5.1.1); the structural layer of §6.1. */
import { z } from 'zod';

export const PARAM_TYPES = ['string', 'number', 'boolean', 'enum', 'array', 'object'] as const;

export const SelectorDefinitionSchema = z.union([
  z.string().min(1),
  z.strictObject({
    primary: z.string().min(1).describe('Tried first.'),
    fallback: z.array(z.string().min(1)).default([]).describe('Tried in order when the primary matches nothing.'),
  }),
]).describe('A selector (css:, xpath:, role:, text:, testid: prefix; none = CSS) or a primary with fallbacks.');

export const ActionParamSchema = z.strictObject({
  type: z.enum(PARAM_TYPES),
  description: z.string().default(''),
  required: z.boolean().default(false),
  default: z.unknown().optional(),
  values: z.array(z.string()).optional().describe('Allowed values of an enum param.'),
  secret: z.boolean().optional().describe('Shown as *** in traces, errors and reports.'),
});

export interface ActionStepInput {
  action: string;
  args?: Record<string, unknown>;
  when?: string;
  output?: string;
  timeout?: number;
  retry?: number;
  retryDelay?: number;
  onError?: 'continue' | 'abort' | 'fallback';
  fallback?: ActionStepInput[];
}

export const ActionStepSchema: z.ZodType<ActionStepInput> = z.strictObject({
  action: z.string().min(1).describe('click, fill, type, press, wait, snapshot, find, eval, open, run, fail, select, check, hover, assert…'),
  args: z.record(z.string(), z.unknown()).default({}),
  when: z.string().min(1).optional().describe('Condition; the step is skipped when false.'),
  output: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).optional().describe('Stores the step result as steps.<output>.'),
  timeout: z.number().int().positive().optional(),
  retry: z.number().int().min(0).max(10).optional(),
  retryDelay: z.number().int().min(0).optional(),
  onError: z.enum(['continue', 'abort', 'fallback']).optional(),
  get fallback() {
    return z.array(ActionStepSchema).min(1).optional();
  },
});

export const VerifyConditionSchema = z.strictObject({
  condition: z.string().min(1),
  message: z.string().min(1),
});

// Explicit case ranges instead of the `i` flag: JSON Schema patterns have no flags.
const ACTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(:[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export const ActionDefinitionSchema = z.strictObject({
  description: z.string().default(''),
  since: z.string().optional(),
  deprecated: z.boolean().optional(),
  deprecated_message: z.string().optional(),
  alias_of: z.string().regex(ACTION_NAME).optional(),
  tags: z.array(z.string()).optional(),
  params: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), ActionParamSchema).default({}),
  steps: z.array(ActionStepSchema).default([]),
  returns: z.record(z.string(), z.string()).default({}),
  verify: z.array(VerifyConditionSchema).optional(),
});

export const CompatibilitySchema = z.strictObject({
  min_version: z.string().optional(),
  max_version: z.string().optional(),
  version_selector: z.string().optional(),
  version_script: z.string().optional(),
  version_meta: z.string().optional(),
  version_overrides: z.record(z.string(), z.strictObject({
    selectors: z.record(z.string(), SelectorDefinitionSchema).optional(),
  })).optional(),
});

export const NamespaceFileSchema = z.strictObject({
  $schema: z.string().optional(),
  namespace: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'namespace: letters, digits, - and _'),
  version: z.string().min(1),
  description: z.string().default(''),
  extends: z.union([z.string(), z.array(z.string())]).optional()
    .describe('Parent definitions: a namespace, a relative file or an npm package.'),
  compatibility: CompatibilitySchema.optional(),
  selectors: z.record(z.string(), SelectorDefinitionSchema).default({}),
  actions: z.record(z.string().regex(ACTION_NAME, 'action names look like component:action (letters, digits, - and _ between colons)'), ActionDefinitionSchema).default({}),
});

export type NamespaceFile = z.output<typeof NamespaceFileSchema>;
export type ActionDefinitionFile = z.output<typeof ActionDefinitionSchema>;

/** `.specwright/config.yaml` and `~/.specwright/config.yaml`: where else to load actions from. */
export const RegistryConfigSchema = z.strictObject({
  actions: z.strictObject({
    paths: z.array(z.string()).default([]),
    packages: z.array(z.string()).default([]),
    default_timeout: z.number().int().positive().optional(),
    debug: z.boolean().default(false),
    detect_version: z.boolean().default(true),
  }).default({ paths: [], packages: [], debug: false, detect_version: true }),
}).loose();

export type RegistryConfig = z.output<typeof RegistryConfigSchema>;

/** JSON Schema of action files, for editors (`# yaml-language-server: $schema=…`). */
export function actionFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(NamespaceFileSchema, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://specwright.dev/schemas/action.schema.json',
    title: 'specwright action definitions',
  };
}
