import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The end-to-end files mostly wait on child processes and poll intervals, not the CPU:
    // more files at once than cores keeps a 2-core machine busy.
    maxWorkers: 4,
    coverage: {
      provider: 'v8',
      // Only what runs in the test processes counts: the end-to-end files run the dist/ bundles
      // in child processes, so their share of src/ shows up only through the unit tests.
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary', 'html'],
      reportsDirectory: 'coverage',
      // One failing file (say, no browser for the install page) still shows the figures.
      reportOnFailure: true,
    },
  },
});
