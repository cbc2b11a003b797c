/** zod schemas of structured YAML steps (`click: {target, within}`, `fill: {target, value}`, `expect: {...}` …), one per action key. */
import { z } from 'zod';
import { LOAD_STATES } from './plan.ts';

const target = z.string().min(1).describe('Target description or prefixed selector (css:, xpath:, role:, text:, testid:, ref:)');
const within = z.string().min(1).describe('Container the target must be inside').optional();
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const modifiers = z.array(z.enum(['Control', 'Alt', 'Shift', 'Meta', 'ControlOrMeta'])).optional();
const match = z.enum(['exact', 'contains', 'regex']).optional();
const targeted = z.union([target, z.object({ target, within }).strict()]);
const flag = z.union([z.literal(true), z.null(), z.object({}).strict()]);
/** `2s`, `500ms`, `1.5 seconds`, `1 minute`. */
export const DURATION = /^\s*(\d+(?:\.\d+)?)\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?)\s*$/i;

/** One schema per action key; the key set is the structured-step vocabulary. */
export const STRUCTURED_STEP_SCHEMAS = {
  navigate: z.string().min(1),
  goto: z.string().min(1),
  back: flag,
  forward: flag,
  reload: flag,
  switchTab: z.union([z.number().int().min(0), z.string().min(1), z.object({ index: z.number().int().min(0).optional(), url: z.string().optional() }).strict()]),
  click: z.union([target, z.object({
    target, within,
    button: z.enum(['left', 'right', 'middle']).optional(),
    clickCount: z.number().int().positive().optional(),
    modifiers,
  }).strict()]),
  dblclick: targeted,
  rightClick: targeted,
  hover: targeted,
  drag: z.object({ source: target, destination: target }).strict(),
  scroll: z.union([
    z.enum(['up', 'down', 'left', 'right', 'top', 'bottom']),
    z.object({
      target: target.optional(),
      direction: z.enum(['up', 'down', 'left', 'right']).optional(),
      amount: z.number().positive().optional(),
      to: z.enum(['top', 'bottom']).optional(),
    }).strict(),
  ]),
  fill: z.object({ target, value: scalar, within }).strict(),
  type: z.union([z.string(), z.object({ target: target.optional(), value: scalar }).strict()]),
  clear: targeted,
  select: z.object({ target, option: z.union([z.string(), z.number()]), within }).strict(),
  check: targeted,
  uncheck: targeted,
  press: z.union([z.string().min(1), z.object({ key: z.string().min(1), target: target.optional(), modifiers }).strict()]),
  upload: z.object({ target, files: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]) }).strict(),
  wait: z.union([
    z.number().nonnegative().describe('milliseconds'),
    z.string().regex(DURATION, 'a duration such as "2s" or "500ms"'),
    z.object({
      ms: z.number().nonnegative().optional(),
      seconds: z.number().nonnegative().optional(),
      target: target.optional(),
      state: z.enum(['visible', 'hidden', 'attached', 'detached']).optional(),
      text: z.string().optional(),
      gone: z.boolean().optional(),
      url: z.string().optional(),
      match,
      load: z.enum(LOAD_STATES).optional().describe('wait for the page to load, its DOM to be ready, or the network to be idle'),
    }).strict(),
  ]),
  expect: z.object({
    target: target.optional(),
    text: z.string().optional(),
    absent: z.string().optional().describe('text that must not be shown'),
    visible: z.union([z.boolean(), target]).optional(),
    hidden: z.union([z.boolean(), target]).optional(),
    enabled: z.union([z.boolean(), target]).optional(),
    disabled: z.union([z.boolean(), target]).optional(),
    checked: z.union([z.boolean(), target]).optional(),
    unchecked: z.union([z.boolean(), target]).optional(),
    value: scalar.optional(),
    count: z.number().int().min(0).optional(),
    comparison: z.enum(['eq', 'gte', 'lte', 'gt', 'lt']).optional(),
    url: z.string().optional(),
    title: z.string().optional(),
    match,
  }).strict(),
  run: z.string().regex(/^[A-Za-z_][\w-]*(?::[\w.-]+)+$/, 'a registry action name such as "common:login"'),
  ai: z.string().min(1),
  aiAssert: z.string().min(1),
  include: z.string().regex(/^[\w-]+(?:\/[\w-]+)*$/, 'a step library name such as "login"'),
};

export type StructuredKey = keyof typeof STRUCTURED_STEP_SCHEMAS;
export const STRUCTURED_KEYS = Object.keys(STRUCTURED_STEP_SCHEMAS) as StructuredKey[];

/** Parameters of a `run:` step. */
export const RUN_PARAMS_SCHEMA = z.record(z.string(), z.unknown());

/** The whole structured-step vocabulary as one schema (used for the JSON Schema; validation goes key by key for better messages). */
export const STRUCTURED_STEP_SCHEMA = z.union(
  STRUCTURED_KEYS.map(key => key === 'run'
    ? z.object({ run: STRUCTURED_STEP_SCHEMAS.run, with: RUN_PARAMS_SCHEMA.optional() }).strict()
    : z.object({ [key]: STRUCTURED_STEP_SCHEMAS[key] }).strict()),
);
