/** StepFailure: the one error a failed step throws, at its end, carrying the code, the spec location and the outcome. */
import type { ToolErrorCode } from '../common/codes.ts';
import type { Location } from '../common/location.ts';
import type { StepOutcome } from './outcome.ts';

export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  readonly code: ToolErrorCode;
  readonly location: Location;
  readonly outcome: StepOutcome;

  constructor(message: string, outcome: StepOutcome & { error: NonNullable<StepOutcome['error']> }) {
    super(message);
    this.code = outcome.error.code;
    this.location = outcome.location;
    this.outcome = outcome;
  }
}
