/** One call at a time per session: MCP clients may send requests concurrently, but a page acted on by two calls at once gives answers neither asked for. */

/** Runs tasks strictly in the order they were queued, each after the previous one settled. */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.queued++;
    const result = this.tail.then(task);
    // The next task waits for this one to settle, whether it resolved or rejected.
    this.tail = result.then(() => undefined, () => undefined).finally(() => this.queued--);
    return result;
  }

  /** Tasks queued or running. */
  get pending(): number {
    return this.queued;
  }
}
