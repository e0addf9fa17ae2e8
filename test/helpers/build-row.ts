import type { BuildRow } from '../../src/github/build-table.js';

/** A table row of an Android build with `buildKey`, its links on www.pgyer.com. */
export function buildRow(buildKey: string, overrides: Partial<BuildRow> = {}): BuildRow {
  return {
    name: 'Demo',
    version: '1.0',
    versionNo: '7',
    buildNumber: '3',
    platform: 'android',
    sizeBytes: 1024,
    installPageUrl: `https://www.pgyer.com/${buildKey}`,
    qrCodeUrl: `https://www.pgyer.com/qr/${buildKey}`,
    buildKey,
    ...overrides,
  };
}
