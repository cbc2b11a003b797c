/** Public surface of the export: a spec and its lock file → plain @playwright/test code. */
export { exportSpec, type ExportInput, type ExportedSpec, type Fixme } from './spec.ts';
