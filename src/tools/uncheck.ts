/** uncheck tool: defined beside check, which shares its body. */
export { uncheck } from './check.ts';
