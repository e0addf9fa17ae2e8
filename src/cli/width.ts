/** How wide the CLI's output for people may be (tables, a build's details). */
import type { OutputStream } from './io.js';

/** The width when nothing says otherwise: a CI log, a pipe, a narrow terminal. */
export const DEFAULT_WIDTH = 100;

/** Narrower than this, no table can be drawn: a COLUMNS below it counts as this. */
const MIN_WIDTH = 40;

/**
 * The columns human output may use: `COLUMNS` when it holds a whole number (at least MIN_WIDTH),
 * else DEFAULT_WIDTH, or the terminal's width when `stdout` is a terminal wider than that.
 * @param env the environment to read COLUMNS from (the process's)
 */
export function outputWidth(
  stdout: OutputStream,
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const given = env.COLUMNS?.trim();
  if (given && /^\d+$/.test(given)) return Math.max(MIN_WIDTH, Number(given));
  const terminal = stdout.isTTY === true ? (stdout.columns ?? 0) : 0;
  return Math.max(DEFAULT_WIDTH, terminal);
}
