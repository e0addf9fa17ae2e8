import { defineConfig } from 'vitest/config';

// `npm run test:windows` (scripts/test-windows.mjs) sets up Wine and runs these files.
export default defineConfig({
  test: {
    include: ['test/windows/**/*.test.ts'],
    // Each case starts Windows processes under Wine: a second or two each on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One drive D: for every file, each case starting from an empty workspace on it.
    fileParallelism: false,
  },
});
