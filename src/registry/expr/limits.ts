/** Resource limits of the expression sandbox (seed 002 §4.4.8, §6.2.9): documented options with defaults. */

export interface ExprLimits {
  /** Longest expression or template, in UTF-16 code units. */
  maxLength: number;
  /** Most tokens one expression may produce (EOF excluded). */
  maxTokens: number;
  /** Deepest AST (seed 002 §6.2.9: "AST 深度超过 50 时报错"); a leaf has depth 1. */
  maxDepth: number;
  /** Most segments in one variable path, scope included (`steps.find.ref` has 3). */
  maxPathSegments: number;
  /** Most `${…}` references in one template or expression. */
  maxReferences: number;
}

export const DEFAULT_LIMITS: Readonly<ExprLimits> = Object.freeze({
  maxLength: 10_000,
  maxTokens: 1_000,
  maxDepth: 50,
  maxPathSegments: 32,
  maxReferences: 200,
});

export function resolveLimits(overrides: Partial<ExprLimits> | undefined): ExprLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
