import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // Its published source maps name sources it does not ship: without this, vite warns once
      // per file of the package on every run.
      name: 'workflow-parser-without-source-maps',
      enforce: 'pre',
      load(id) {
        if (!/[\\/]@actions[\\/]workflow-parser[\\/].*\.js$/.test(id)) return null;
        return readFileSync(id, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
      },
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    // Under Wine, set up by `npm run test:windows` (vitest.windows.config.ts).
    exclude: [...configDefaults.exclude, 'test/windows/**'],
    // The run's temp folder first, then the browser, unpacked once before any file runs.
    globalSetup: ['test/temp-root.ts', 'test/browser-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The end-to-end files mostly wait on child processes and poll intervals, not the CPU:
    // more files at once than cores keeps a 2-core machine busy.
    maxWorkers: 4,
    // Its schemas are JSON modules imported without `with { type: 'json' }`, which Node refuses:
    // vite's own transform loads them.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
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
