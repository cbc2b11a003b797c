/** Public surface of spec parsing: formats → the Spec model, with located errors. */
export { parseSpec, type ParseSpecOptions, type ParseSpecResult } from './parse.ts';
export { loadSpec } from './load.ts';
export { detectFormat } from './detect.ts';
export { FRONT_MATTER_SCHEMA, YAML_SPEC_SCHEMA, SPEC_STEP_SCHEMA } from './schema.ts';
export { SECRET_NAME } from './variables.ts';
export type { ReadFile } from './include.ts';
export * from './model.ts';
