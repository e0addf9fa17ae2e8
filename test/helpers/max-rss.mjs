// Preloaded (node --import) by tests that bound a process's memory: on exit, writes the process's
// peak resident set size, in bytes, to the file MAX_RSS_FILE names.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  writeFileSync(process.env.MAX_RSS_FILE ?? '', String(process.resourceUsage().maxRSS * 1024));
});
