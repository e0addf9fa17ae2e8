#!/usr/bin/env node
// The `pgyer` bin: everything is in main.ts, so tests can call run() without a child process.
import { run } from './main.js';

process.exitCode = await run(process.argv.slice(2));
