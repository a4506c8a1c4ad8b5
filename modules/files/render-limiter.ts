/**
 * At most `concurrency` tasks at once and `queueLength` waiting; beyond that `run` refuses at once (issue 13
 * item 2: image renders must leave libuv's thread pool to static files and pages).
 */
export class RenderLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
  ) {}

  /** Runs `task` when a slot is free; `undefined` (without running it) when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queueLength) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return { value: await task() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter; `active` only drops when nobody waits.
      if (next) next();
      else this.active -= 1;
    }
  }
}
