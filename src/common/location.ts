/** A place in a source file (a spec, an action definition, an included step library). */

/** 1-based line and column, as Playwright's Location; `file` as the caller names it (root-relative or absolute). */
export interface Location {
  file: string;
  line: number;
  column: number;
}

/** `file:line:column`, the way every located message starts. */
export function formatLocation(location: Location): string {
  return `${location.file}:${location.line}:${location.column}`;
}
