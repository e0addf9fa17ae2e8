/** The "did you mean" hint's distance and choice. */
import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from '../../../src/common/nearest-name.js';

describe('nearestName', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('app.hap', 'app.hap')).toBe(0);
  });

  it('picks the nearest name within a third of the length, ignoring case', () => {
    expect(nearestName('dmo.hap', ['demo.ipa', 'demo.hap', 'broken.hap'])).toBe('demo.hap');
    expect(nearestName('APP-RELEASE.APK', ['app-release.apk'])).toBe('app-release.apk');
    expect(nearestName('release.apk', ['notes.txt', 'icon.png'])).toBeUndefined();
    expect(nearestName('app.apk', ['app.apk', 'apk.apk'])).toBeUndefined();
  });
});
