/** goForward tool: defined in history.ts with its two siblings. */
export { goForward } from './history.ts';
