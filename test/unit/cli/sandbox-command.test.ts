/** `pgyer sandbox`'s own options: the publish profile and the channels. */
import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  cliInvocation,
  parseChannel,
  parsePublishProfile,
  parseUnstoredUploadCode,
} from '../../../src/sandbox/command.js';
import { run } from '../../../src/cli/main.js';
import { usageOf } from '../../helpers/usage.js';
import { captureIo } from './helpers.js';

describe('pgyer sandbox options', () => {
  it('parses --publish-profile fast or realistic', async () => {
    expect(parsePublishProfile('Realistic')).toBe('realistic');
    expect(await usageOf(() => parsePublishProfile('slow'))).toBe(
      'Option --publish-profile: "slow" is not one of fast, realistic',
    );
  });

  it('parses --unstored-upload-code among the codes the sandbox can answer', async () => {
    expect(parseUnstoredUploadCode(' 1009')).toBe(1009);
    expect(parseUnstoredUploadCode('1092')).toBe(1092);
    expect(await usageOf(() => parseUnstoredUploadCode('1216'))).toBe(
      'Option --unstored-upload-code: "1216" is not one of 1093, 1009, 1092, 1246, 1247',
    );
  });

  it('collects repeated --channel APP_KEY:SHORTCUT values', async () => {
    const first = parseChannel('abc:beta');
    expect(parseChannel('abc:qa-1', first)).toEqual([
      { appKey: 'abc', shortcut: 'beta' },
      { appKey: 'abc', shortcut: 'qa-1' },
    ]);
    for (const bad of ['beta', ':beta', 'abc:', 'abc:b', 'abc:be/ta', 'abc:beta:x']) {
      expect(await usageOf(() => parseChannel(bad))).toContain(`Option --channel: "${bad}" is not`);
    }
  });

  it('exits 2 on a bad channel before starting a sandbox', async () => {
    const io = captureIo();
    expect(await run(['sandbox', '--channel', 'nocolon'], io)).toBe(2);
    expect(io.err()).toContain('--channel');
    expect(io.out()).not.toContain('listening');
  });
});

describe("the sandbox's Try line", () => {
  const clone = resolve('.');
  const sandboxBundle = join(clone, 'dist/sandbox/index.js');

  it('names the bin where it was started through one, else node and the CLI bundle', () => {
    expect(cliInvocation('/usr/local/bin/pgyer', clone)).toBe('pgyer');
    expect(cliInvocation(join(clone, 'node_modules/.bin/pgyer.cmd'), clone)).toBe('pgyer');
    expect(cliInvocation(sandboxBundle, clone)).toBe('node dist/cli/index.js');
    expect(cliInvocation(join(clone, 'dist/cli/index.js'), clone)).toBe('node dist/cli/index.js');
  });

  it('gives the bundle relative to where the user is, absolute from elsewhere, quoted', async () => {
    const cli = join(clone, 'dist/cli/index.js');
    expect(cliInvocation(sandboxBundle, join(clone, 'docs'))).toBe(`node ${cli}`);
    const folder = await mkdtemp(join(tmpdir(), "it's a clone "));
    try {
      await mkdir(join(folder, 'dist/cli'), { recursive: true });
      await writeFile(join(folder, 'dist/cli/index.js'), '');
      const quoted = `'${folder.replace("'", "'\\''")}/dist/cli/index.js'`;
      expect(cliInvocation(join(folder, 'dist/sandbox/index.js'), clone)).toBe(`node ${quoted}`);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('falls back to pgyer when no CLI bundle is beside the script', () => {
    expect(cliInvocation(join(clone, 'node_modules/vitest/vitest.mjs'), clone)).toBe('pgyer');
    expect(cliInvocation(undefined, clone)).toBe('pgyer');
  });
});
