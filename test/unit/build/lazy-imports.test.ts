/**
 * The build's guard (scripts/lib/lazy-imports.mjs): a lazily imported CommonJS module may be used
 * through `default` only, since its chunk in a bundle exports nothing else.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { commonJsImportProblems, usesBeyondDefault } from '../../../scripts/lib/lazy-imports.mjs';

const root = join(import.meta.dirname, '../../..');

describe('usesBeyondDefault', () => {
  it("finds the sandbox's QR code line that answered 500 from the bundle", () => {
    const code = [
      'async function serveQrCode() {',
      "  const { toBuffer } = await import('qrcode');",
      '  return toBuffer("x");',
      '}',
    ].join('\n');
    expect(usesBeyondDefault(code, 'pages.ts', 'qrcode')).toEqual([2]);
  });

  it('accepts `default`, destructured or read, and ignores other specifiers', () => {
    const code = [
      "const { default: qrcode } = await import('qrcode');",
      "const undici = (await import('qrcode')).default;",
      "const { create } = await import('@actions/glob');",
    ].join('\n');
    expect(usesBeyondDefault(code, 'ok.ts', 'qrcode')).toEqual([]);
  });

  it('refuses the namespace kept whole or passed on, a named read, a rest pattern and then()', () => {
    const code = [
      "const loaded = await import('undici');",
      "const agent = (await import('undici')).EnvHttpProxyAgent;",
      "const { default: undici, ...rest } = await import('undici');",
      "import('undici').then((module) => module.default);",
      "use(await import('undici'));",
    ].join('\n');
    expect(usesBeyondDefault(code, 'proxy.js', 'undici')).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('commonJsImportProblems', () => {
  it("names each lazily imported CommonJS module's use beyond default in an esbuild bundle", async () => {
    // Inside the repository, so that the packages resolve; where git and the linters do not look.
    const cache = join(root, 'node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    const folder = await mkdtemp(join(cache, 'lazy-imports-'));
    try {
      const entry = join(folder, 'entry.ts');
      await writeFile(
        entry,
        [
          "const { toBuffer } = await import('qrcode');",
          "const { default: ApkParser } = await import('app-info-parser/src/apk.js');",
          "const { create } = await import('@actions/glob');",
          'export { toBuffer, ApkParser, create };',
        ].join('\n'),
      );
      const { metafile } = await build({
        absWorkingDir: root,
        entryPoints: [entry],
        outdir: join(folder, 'out'),
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const problems = await commonJsImportProblems(metafile, root);
      expect(problems).toEqual([`${relative(root, entry)}:1: import('qrcode')`]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
