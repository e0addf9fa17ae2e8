/** Upload progress, as log lines a person can follow in a CI log. */
import prettyBytes from 'pretty-bytes';

/** A snapshot of a running upload. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  /** Seconds since the upload started. */
  elapsedSeconds: number;
}

/**
 * Where one storage attempt stands (service.md#upload-token step 2): the upload key it sends the
 * file under, and whether the whole file has gone out. Once it has, storage may keep the file
 * whatever its answer, and the service then publishes it unasked.
 */
export interface StorageAttempt {
  uploadKey: string;
  wholeFileSent: boolean;
}

/**
 * A byte count for people, in binary units to 3 significant digits: "890 B", "1.5 KiB",
 * "12.3 MiB", "1 GiB". The one size format of logs, tables and summaries.
 */
export function formatSize(bytes: number): string {
  return prettyBytes(bytes, { binary: true });
}

/** "40% (410 MiB of 1 GiB, 85.2 MiB/s)" for a snapshot. */
export function describeProgress({
  sentBytes,
  totalBytes,
  elapsedSeconds,
}: UploadProgress): string {
  const percent = totalBytes === 0 ? 100 : Math.floor((sentBytes / totalBytes) * 100);
  const speed = elapsedSeconds > 0 ? sentBytes / elapsedSeconds : 0;
  return `${percent}% (${formatSize(sentBytes)} of ${formatSize(totalBytes)}, ${formatSize(speed)}/s)`;
}

/**
 * Returns an `onProgress(sentBytes)` callback that reports a line through `report` each time the
 * upload passes another 10 % or 5 s have gone by since the last line, whichever comes first,
 * and always at 100 %.
 * @param now clock in ms (injectable for tests)
 */
export function throttledProgress(
  totalBytes: number,
  report: (progress: UploadProgress) => void,
  now: () => number = Date.now,
): (sentBytes: number) => void {
  const started = now();
  let lastTime = started;
  let lastTenth = 0;
  return (sentBytes) => {
    const time = now();
    const tenth = totalBytes === 0 ? 10 : Math.floor((sentBytes / totalBytes) * 10);
    const done = sentBytes >= totalBytes;
    if (tenth <= lastTenth && time - lastTime < 5_000 && !done) return;
    if (done && lastTenth === 10) return;
    lastTenth = done ? 10 : tenth;
    lastTime = time;
    report({ sentBytes, totalBytes, elapsedSeconds: (time - started) / 1000 });
  };
}
