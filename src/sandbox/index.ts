// `npm run sandbox` and `node dist/sandbox/index.js`: `pgyer sandbox` under another name, so its
// options are defined once (src/cli/commands/sandbox.ts); runs until SIGINT or SIGTERM.
import { run } from '../cli/main.js';

process.exitCode = await run(['sandbox', ...process.argv.slice(2)]);
