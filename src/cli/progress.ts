/**
 * Upload progress: a live bar per file on a terminal (cli-progress), the core's plain progress
 * lines otherwise (CI logs keep every line, and a redrawn bar would fill them with escapes).
 */
import type { MultiBar } from 'cli-progress';
import { describeProgress, type UploadProgress } from '../api/index.js';
import type { JobLogger } from '../jobs/logger.js';
import { lineLogger, type OutputStream } from './io.js';
import { fileNameOf } from '../api/file-name.js';

/** How a run of uploads shows its progress. */
export interface ProgressDisplay {
  /** Logs above the bars while they are drawn. */
  logger: JobLogger;
  /** The core's `onProgress` for one file; undefined lets the core log plain lines. */
  onProgressFor(filePath: string): ((progress: UploadProgress) => void) | undefined;
  /** Draws the last state and releases the terminal. */
  stop(): void;
}

/** Plain lines through `logger`: what the core does without `onProgress`. */
export function lineProgress(logger: JobLogger): ProgressDisplay {
  return { logger, onProgressFor: () => undefined, stop: () => undefined };
}

/**
 * One bar per file on `stream` (a terminal); log lines are printed above the bars. cli-progress
 * is loaded here, not with the CLI: only an upload on a terminal draws bars.
 * @param debug also show debug lines
 */
export async function barProgress(stream: OutputStream, debug: boolean): Promise<ProgressDisplay> {
  const { MultiBar: Bars, Presets } = (await import('cli-progress')).default;
  const bars = new Bars(
    {
      stream,
      // The core's own progress text: "40% (410 MiB of 1 GiB, 85.2 MiB/s)".
      format: '{file} [{bar}] {details}',
      hideCursor: true,
      clearOnComplete: false,
      // The run's own SIGINT handler cancels the uploads; the bars only restore the cursor.
      gracefulExit: true,
    },
    Presets.shades_classic,
  );
  const created = new Map<string, ReturnType<MultiBar['create']>>();
  // Before the first bar is drawn, MultiBar.log would hold lines back until the next redraw.
  const write = (text: string) => {
    if (created.size > 0) bars.log(`${text}\n`);
    else stream.write(`${text}\n`);
  };
  return {
    logger: lineLogger(write, debug),
    onProgressFor: (filePath) => (progress) => {
      const values = { file: fileNameOf(filePath), details: describeProgress(progress) };
      const bar = created.get(filePath);
      if (bar) bar.update(progress.sentBytes, values);
      else created.set(filePath, bars.create(progress.totalBytes, progress.sentBytes, values));
    },
    stop: () => {
      if (created.size > 0) bars.update(); // prints lines still held for the next redraw
      bars.stop();
    },
  };
}
