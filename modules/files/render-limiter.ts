import pLimit, { type LimitFunction } from 'p-limit';

/**
 * At most `concurrency` tasks at once and `queueLength` waiting; beyond that `run` refuses at once: image renders
 * must leave libuv's thread pool to static files and pages. p-limit runs the queue; the refusal is ours.
 */
export class RenderLimiter {
  private readonly limit: LimitFunction;

  constructor(
    concurrency: number,
    private readonly queueLength: number,
  ) {
    this.limit = pLimit(concurrency);
  }

  /** Runs `task` when a slot is free; `undefined` (without running it) when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    // p-limit starts queued tasks a microtask later, so count running and queued together.
    const admitted = this.limit.activeCount + this.limit.pendingCount;
    if (admitted >= this.limit.concurrency + this.queueLength) return undefined;
    return { value: await this.limit(task) };
  }
}
