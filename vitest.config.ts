import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The end-to-end files mostly wait on child processes and poll intervals, not the CPU:
    // more files at once than cores keeps a 2-core machine busy.
    maxWorkers: 4,
  },
});
