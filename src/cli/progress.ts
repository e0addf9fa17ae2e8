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
 * The time left at the average speed so far: `7s`, `2m 05s`, `1h 02m`; `--` before the first
 * byte. Ours, not cli-progress's `{eta}` token: that one reads NULL or INF until two updates have
 * come, and the core reports a file's progress only each 10 % or 5 s.
 */
export function timeLeft({ sentBytes, totalBytes, elapsedSeconds }: UploadProgress): string {
  if (sentBytes >= totalBytes) return '0s';
  if (sentBytes === 0 || elapsedSeconds <= 0) return '--';
  const seconds = Math.ceil(((totalBytes - sentBytes) * elapsedSeconds) / sentBytes);
  const two = (value: number) => String(value).padStart(2, '0');
  if (seconds < 60) return `${String(seconds)}s`;
  if (seconds < 3600) return `${String(Math.floor(seconds / 60))}m ${two(seconds % 60)}s`;
  return `${String(Math.floor(seconds / 3600))}h ${two(Math.floor(seconds / 60) % 60)}m`;
}

/**
 * One bar per file on `stream` (a terminal), with the time left; log lines are printed above the
 * bars. A file's bar gives way to a line (`a.apk: 100% (…)`) once the file is sent, so
 * that the publishing lines that follow are not drawn above a finished bar; a bar still running
 * when the display stops (a cancel, a failure) leaves its last state as a line the same way.
 * cli-progress is loaded here, not with the CLI: only an upload on a terminal draws bars.
 * @param debug also show debug lines
 */
export async function barProgress(stream: OutputStream, debug: boolean): Promise<ProgressDisplay> {
  const { MultiBar: Bars, Presets } = (await import('cli-progress')).default;
  const bars = new Bars(
    {
      stream,
      // The core's own progress text: "40% (410 MiB of 1 GiB, 85.2 MiB/s) ETA 12s".
      format: '{file} [{bar}] {details} ETA {left}',
      hideCursor: true,
      // A bar gives way to a line: the bars' lines are cleared when the last one goes.
      clearOnComplete: true,
      // cli-progress redraws only a bar whose text changed: one that a line printed above has
      // moved down would be left off.
      forceRedraw: true,
      // The run's own SIGINT handler cancels the uploads; the bars only restore the cursor.
      gracefulExit: true,
    },
    Presets.shades_classic,
  );
  const created = new Map<string, { bar: ReturnType<MultiBar['create']>; last: UploadProgress }>();
  // Before the first bar is drawn, and after the last has gone, MultiBar.log would hold lines
  // back until a redraw that may never come.
  const write = (text: string) => {
    if (created.size > 0) bars.log(`${text}\n`);
    else stream.write(`${text}\n`);
  };
  /** Replaces the bar of `filePath` with `line`; with the last bar, the bars stop. */
  const giveWay = (filePath: string, line: string) => {
    const shown = created.get(filePath);
    if (!shown) return;
    created.delete(filePath);
    if (created.size > 0) {
      bars.log(`${line}\n`);
      bars.remove(shown.bar); // redraws: the line above the bars left
      return;
    }
    bars.remove(shown.bar);
    bars.stop(); // clears the bars' lines
    stream.write(`${line}\n`);
  };
  return {
    logger: lineLogger(write, debug),
    onProgressFor: (filePath) => (progress) => {
      const file = fileNameOf(filePath);
      const values = { file, details: describeProgress(progress), left: timeLeft(progress) };
      const shown = created.get(filePath);
      if (progress.sentBytes >= progress.totalBytes) {
        giveWay(filePath, `${file}: ${values.details}`);
        return;
      }
      if (shown) {
        shown.bar.update(progress.sentBytes, values);
        shown.last = progress;
      } else {
        const bar = bars.create(progress.totalBytes, progress.sentBytes, values);
        created.set(filePath, { bar, last: progress });
      }
    },
    stop: () => {
      for (const [filePath, { last }] of [...created]) {
        giveWay(filePath, `${fileNameOf(filePath)}: ${describeProgress(last)}`);
      }
      bars.stop();
    },
  };
}
