/** goBack tool: defined in history.ts with its two siblings. */
export { goBack } from './history.ts';
