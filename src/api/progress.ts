/** Upload progress, as log lines a person can follow in a CI log. */

const MIB = 1024 * 1024;

/** A snapshot of a running upload. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
  /** Seconds since the upload started. */
  elapsedSeconds: number;
}

/** "12.3 MiB" for a byte count. */
export function formatMiB(bytes: number): string {
  return `${(bytes / MIB).toFixed(1)} MiB`;
}

/** "40% (409.6 of 1024.0 MiB, 85.2 MiB/s)" for a snapshot. */
export function describeProgress({
  sentBytes,
  totalBytes,
  elapsedSeconds,
}: UploadProgress): string {
  const percent = totalBytes === 0 ? 100 : Math.floor((sentBytes / totalBytes) * 100);
  const speed = elapsedSeconds > 0 ? sentBytes / MIB / elapsedSeconds : 0;
  return `${percent}% (${(sentBytes / MIB).toFixed(1)} of ${formatMiB(totalBytes)}, ${speed.toFixed(1)} MiB/s)`;
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
