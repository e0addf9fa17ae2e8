/**
 * Where the core reports progress. Actions pass `@actions/core` functions, the CLI a console
 * logger; the core itself never prints. Messages never contain secrets.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** A logger that drops everything (the default when none is given). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warning: () => undefined,
};
