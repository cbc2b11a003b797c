/** A spec as a format parser leaves it: metadata and raw steps, before variables and includes are resolved. */
import type { SeedRef } from './seed.ts';
import type { Location, SpecError, SpecFormat } from './model.ts';
import type { SpecMeta } from './schema.ts';
import type { RawStep } from './source.ts';

export interface DraftScenario {
  name: string;
  location: Location;
  tags: string[];
  steps: RawStep[];
  group?: string;
  /** The planner's `**Seed:**` for this scenario (its own, else its group's, else the plan's). */
  seed?: SeedRef;
}

export interface Draft {
  format: SpecFormat;
  title: string;
  description: string;
  meta: SpecMeta;
  /** Where the document starts to be about steps; SPEC_NO_SCENARIOS points here. */
  location: Location;
  background: RawStep[];
  scenarios: DraftScenario[];
}

export interface DraftResult {
  draft?: Draft;
  errors: SpecError[];
}
