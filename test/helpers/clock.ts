/** A clock for the sandbox that moves only when a test advances it. */
import type { Clock } from '../../src/sandbox/server.js';

interface Sleeper {
  at: number;
  resolve: () => void;
}

/** Starts at the system's time; `advance` wakes every sleep that is then due. */
export class ManualClock implements Clock {
  #now = Date.now();
  #sleepers: Sleeper[] = [];

  now(): Date {
    return new Date(this.#now);
  }

  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const sleeper = { at: this.#now + ms, resolve };
      this.#sleepers.push(sleeper);
      signal.addEventListener('abort', () => {
        this.#sleepers = this.#sleepers.filter((other) => other !== sleeper);
        reject(signal.reason as Error);
      });
    });
  }

  /** Moves the time on by `ms` and resolves the sleeps that end by then. */
  advance(ms: number): void {
    this.#now += ms;
    const due = this.#sleepers.filter((sleeper) => sleeper.at <= this.#now);
    this.#sleepers = this.#sleepers.filter((sleeper) => sleeper.at > this.#now);
    for (const sleeper of due) sleeper.resolve();
  }
}
