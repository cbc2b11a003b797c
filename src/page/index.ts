/** Page views for tools and the model (DESIGN §7, seeds 001 and 004): ARIA tree, summary, element list, details. */
export { getAriaTree } from './aria-tree.ts';
export { filterAriaTree, renderAriaTree, interactiveRefs, actionableRefs, INTERACTIVE_ROLES, type RawAriaNode } from './aria-filter.ts';
export { getPageSummary, renderPageSummary, SUMMARY_MAX_CHARS } from './summary.ts';
export { getElementList, renderElementList, DEFAULT_LIST_LIMIT } from './elements.ts';
export { getElementDetails } from './details.ts';
export { elementLocator } from './locate.ts';
export { trackNetwork, waitForNetworkIdle, IDLE_WINDOW_MS, DEFAULT_IDLE_TIMEOUT_MS } from './network.ts';
export { maskSecrets } from './view.ts';
export type * from './types.ts';
