/** Shapes of the page views (seed 001 layered extraction: summary → element list → element details). */

/** Options every view accepts. */
export interface ViewOptions {
  /**
   * Wait until the page's network is idle (no request for 500 ms) before reading it (seed 004).
   * `true` waits up to 5000 ms, a number is the timeout in ms; default off. A timeout is a `TIMEOUT` result.
   */
  waitForNetworkIdle?: boolean | number;
  /** Values (secrets of the spec) masked from every string a view returns. */
  secrets?: readonly string[];
}

export type ElementKind = 'button' | 'input' | 'link' | 'select' | 'image' | 'checkbox' | 'radio';
export type ElementFilter = ElementKind | 'all';

export interface Box { x: number; y: number; width: number; height: number }

/** One element of the list (layer 2). */
export interface ElementInfo {
  /** Stable for the element's lifetime in this document (see registry in runtime/views.ts). */
  index: number;
  /** The `[ref=eN]` of the latest ARIA tree, when one was taken and included this element. */
  ref?: string;
  /** Kind, or `other` for custom widgets (tabs, menu items, options, onclick). */
  kind: ElementKind | 'other';
  tag: string;
  /** Visible text, else the label/aria-label/alt/title; at most 50 chars. */
  text: string;
  /** Text of the row / list item / card holding it (≤ 40 chars), to tell apart repeated "Edit" buttons. */
  context?: string;
  role?: string;
  type?: string;
  placeholder?: string;
  /** At most 100 chars. */
  href?: string;
  /** Current value; `[redacted]` for passwords and fields marked secret. */
  value?: string;
  checked?: boolean;
  /** Inside the viewport. */
  visible: boolean;
  enabled: boolean;
  box: Box;
}

/** A repeated structure (table rows, list items) collapsed in the default list. */
export interface RepeatGroup {
  /** e.g. `table "Orders"` or `list#results`. */
  container: string;
  /** How many items (rows) the structure has. */
  items: number;
  /** Items whose elements were listed. */
  shownItems: number;
  /** Candidate elements inside the items not listed (hidden ones included). */
  skippedElements: number;
  /** How many listed items precede it, to render it in place. */
  after: number;
}

export interface ElementListOptions extends ViewOptions {
  kind?: ElementFilter;
  /** `true`: only elements inside the viewport. Hidden elements are never listed. */
  visible?: boolean;
  /** Default 40. */
  limit?: number;
  /** Entries to skip, counted after filtering, in document order without grouping. Default 0. */
  offset?: number;
  /** Collapse repeated structures after their first 5 items; default true on the first page (offset 0), false after. */
  group?: boolean;
}

export interface ElementList {
  items: ElementInfo[];
  groups: RepeatGroup[];
  offset: number;
  /** Candidates after the last listed one (not checked for visibility, so "about"). */
  more: number;
  /** Visible iframes, whose elements the list does not enter (getAriaTree does). */
  frames: number;
  /** What the model reads. */
  text: string;
}

/** Layer 3. */
export interface ElementDetails extends ElementInfo {
  attributes: Record<string, string>;
  /**
   * A CSS selector matching exactly this element. Inside shadow roots: the hosts' selectors and the
   * element's, joined with ` >> ` (Playwright's chaining, which enters shadow roots).
   */
  selector: string;
  /** An XPath matching exactly this element; empty inside shadow roots, which XPath cannot enter. */
  xpath: string;
  /** `locator.normalize()` of the element, as code: `getByRole('button', { name: 'Login' })`. */
  locator: string;
  parentText?: string;
  childCount: number;
}

/** Layer 1: always sent to the model. */
export interface PageSummary {
  url: string;
  title: string;
  viewport: { width: number; height: number };
  scrollPosition: { x: number; y: number };
  /** Size of the scrollable document. */
  documentSize: { width: number; height: number };
  elements: {
    buttons: number; inputs: number; links: number; selects: number; images: number; forms: number;
    checkboxes: number; radios: number; tabs: number; dialogs: number;
  };
  /** First 500 chars of visible text, whitespace normalized. */
  visibleText: string;
  focusedElement?: { tag: string; index: number; text: string };
  /** What the model reads; at most 2000 chars (500 tokens). */
  text: string;
}

/** A node of the filtered ARIA tree (layer 0, DESIGN §7). */
export interface AriaNode {
  role: string;
  name?: string;
  ref?: string;
  /** Element index shared with the element list, for interactive nodes. */
  index?: number;
  states?: AriaStates;
  /** Locating attributes of interactive nodes: id, aria-label, data-testid/data-test/data-qa, name, placeholder, url. */
  attrs?: Record<string, string>;
  text?: string;
  children?: AriaNode[];
}

export interface AriaStates {
  checked?: boolean | 'mixed';
  disabled?: boolean;
  expanded?: boolean;
  selected?: boolean;
  pressed?: boolean | 'mixed';
  level?: number;
  value?: string;
  active?: boolean;
}

export interface AriaTreeOptions extends ViewOptions {
  /** Drop nodes deeper than this. */
  depth?: number;
  /** More children of one role than this (rows of a big table) are cut to the first 10; default 25, Infinity keeps all. */
  maxRepeats?: number;
  /** Snapshot timeout in ms (0 = none); default the page's default timeout. Very large pages take seconds. */
  timeout?: number;
}

export interface AriaTree {
  nodes: AriaNode[];
  /** Refs of interactive nodes, in document order. */
  interactive: string[];
  /** Compact text for the model. */
  text: string;
}
