/** `pgyer sandbox`'s own options: the publish profile and the channels. */
import { describe, expect, it } from 'vitest';
import { parseChannel, parsePublishProfile } from '../../../src/cli/commands/sandbox.js';
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
