// Preloaded (node --import) by tests that bound a process's memory where its peak RSS cannot be
// read from the kernel: a child spawned by a large test process reports that process's peak
// (getrusage's maxRSS survives execve on Linux). Samples the resident set size every 5 ms and, on
// exit, writes the largest sample, in bytes, to the file MAX_RSS_FILE names.
import { writeFileSync } from 'node:fs';

let peak = process.memoryUsage.rss();
setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 5).unref();

process.on('exit', () => {
  peak = Math.max(peak, process.memoryUsage.rss());
  writeFileSync(process.env.MAX_RSS_FILE ?? '', String(peak));
});
