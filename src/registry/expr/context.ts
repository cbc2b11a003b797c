/** What expressions read from: the scopes, the options, and which references count as secret. */
import type { ExprLimits } from './limits.ts';
import type { Reference } from './path.ts';

/**
 * Variable scopes. Seed 002 §4.4.3 defines `params`, `env`, `selectors`, `steps`; specs add `vars`
 * and `secrets`. At run time any root key is readable (a missing one reads as missing); validation
 * rejects scopes outside `knownScopes`.
 */
export interface ExprContext {
  params?: Readonly<Record<string, unknown>>;
  env?: Readonly<Record<string, string | undefined>>;
  selectors?: Readonly<Record<string, unknown>>;
  steps?: Readonly<Record<string, unknown>>;
  vars?: Readonly<Record<string, unknown>>;
  secrets?: Readonly<Record<string, string | undefined>>;
  readonly [scope: string]: unknown;
}

export const DEFAULT_SCOPES = ['params', 'env', 'selectors', 'steps', 'vars', 'secrets'] as const;

export interface ExprOptions {
  limits?: Partial<ExprLimits>;
}

export interface DisplayOptions extends ExprOptions {
  /**
   * Paths whose values are secret besides the whole `secrets` scope, e.g. `params.password` (a
   * param marked `secret: true`) or `env.PASSWORD` (a spec's `secrets: [PASSWORD]`).
   */
  secretPaths?: readonly string[];
  /** What a secret renders as. */
  mask?: string;
}

export const DEFAULT_MASK = '***';

/**
 * A reference is secret when it is in the `secrets` scope, names a secret path or something under
 * it, or names a parent of one (`${params}` would print `params.password` inside its JSON).
 */
export function isSecretReference(ref: Reference, secretPaths: readonly string[] = []): boolean {
  if (ref.scope === 'secrets') return true;
  return secretPaths.some(secret => ref.path === secret || ref.path.startsWith(`${secret}.`) || secret.startsWith(`${ref.path}.`));
}
