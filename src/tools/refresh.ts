/** refresh tool: defined in history.ts with its two siblings. */
export { refresh } from './history.ts';
