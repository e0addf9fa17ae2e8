// The client's decoders read answers generated from the same contract the sandbox obeys.
import fc from 'fast-check';
import type { JsonBodyType } from 'msw';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { serveRecorded, testTransport, useMockService } from '../helpers/msw.js';
import { type OperationName, operations } from './api-v2.js';
import { arbitraryOf } from './arbitrary.js';

const server = useMockService();
const transport = testTransport({ retries: 0 });
/** What the file-carrying operations send: the answers are made up, so the file can be tiny. */
const file = join(tmpdir(), `contract-${process.pid}.apk`);
beforeAll(() => writeFile(file, 'a package'));
afterAll(() => rm(file, { force: true }));

/** Each operation through the client function that calls it; what the function returns. */
const clientCalls: Record<OperationName, () => Promise<unknown>> = {
  'app/getCOSToken': () => api.getUploadToken(transport, 'android', {}),
  'app/buildInfo': async () => {
    const info = await api.getBuildInfo(transport, 'build-key');
    return info.state === 'published' ? info.build : info;
  },
  'app/uploadHarmonyCert': () =>
    api.uploadHarmonyCertificate(transport, 'build-key', file, 'password'),
  'app/uploadHarmonyHsp': () => api.uploadHarmonyHsp(transport, 'build-key', file),
  'app/upload': async () => (await api.uploadSingleStep(transport, file, {})).build,
  'app/view': () => api.viewApp(transport, 'app-key', 'build-key'),
  'app/update': () => api.updateAppSettings(transport, 'app-key', { buildInstallType: 3 }),
  'app/updateApp': () =>
    api.updateBuildSettings(transport, 'user-key', { buildKey: 'build-key', buildVersion: '2' }),
  'app/builds': () => api.listBuilds(transport, 'app-key'),
  'app/getByShortcut': () => api.getBuildByShortcut(transport, 'abcd'),
  'app/listMy': () => api.listMyApps(transport),
  'app/setNewestVersion': () => api.setNewestVersion(transport, 'build-key'),
  'app/cancelNewestVersion': () => api.cancelNewestVersion(transport, 'build-key'),
  'app/check': () => api.checkForUpdate(transport, { appKey: 'app-key' }),
  'appGroup/listAll': () => api.listAppGroups(transport),
  'appGroup/view': () => api.viewAppGroup(transport, 'group-key'),
  'feedback/listAll': () => api.listFeedback(transport, 'app-key'),
  'feedback/view': () => api.viewFeedback(transport, 'app-key', 'feedback-key'),
  'crash/listAll': () => api.listCrashes(transport, 'app-key'),
  'crash/view': () => api.viewCrash(transport, 'app-key', 1),
  'certificate/index': () => api.listCertificates(transport),
  'app/deleteApp': () => api.deleteApp(transport, 'app-key'),
  'app/buildDelete': () => api.deleteBuild(transport, 'build-key'),
};

/** Contract fields the client's records do not keep: a page's entry count (it counts pages). */
const notKept = new Set(['count']);

/**
 * The client keeps every field of the answer, with the value the service sent: the same string,
 * or its number for an Integer; records and lists field by field; a page's `list` as its
 * `items`. A field it drops (its declaration lacks it, or the value did not fit the kind it
 * declares) fails; but the install password, which it turns into `hasPassword`.
 */
function expectKept(wire: unknown, decoded: unknown, path = 'data'): void {
  if (Array.isArray(wire)) {
    expect(decoded, path).toHaveLength(wire.length);
    wire.forEach((item, index) => {
      expectKept(item, (decoded as unknown[])[index], `${path}[${index}]`);
    });
  } else if (typeof wire === 'object' && wire !== null) {
    const record = decoded as Record<string, unknown>;
    for (const [name, value] of Object.entries(wire)) {
      if (notKept.has(name)) continue;
      if (name === 'buildPassword') {
        // Secrets are dropped where data enters: the decoder keeps only whether there is one.
        expect(record, path).not.toHaveProperty('buildPassword');
        expect(record.hasPassword, `${path}.hasPassword`).toBe(value !== '');
        continue;
      }
      const kept = name === 'list' && 'items' in record ? record.items : record[name];
      expectKept(value, kept, `${path}.${name}`);
    }
  } else if (typeof wire === 'string' && typeof decoded === 'number') {
    expect(decoded, path).toBe(Number(wire));
  } else {
    expect(decoded, path).toBe(wire);
  }
}

describe('the client decodes every answer the contract allows', () => {
  it.each(Object.keys(clientCalls) as OperationName[])('%s', async (name) => {
    const { method, data: schema } = operations[name];
    await fc.assert(
      fc.asyncProperty(arbitraryOf(schema), async (data) => {
        serveRecorded(server, name, data as JsonBodyType, { method });
        const decoded = await clientCalls[name]();
        if (decoded !== undefined && typeof decoded !== 'string') expectKept(data, decoded);
      }),
      { numRuns: 30 },
    );
  });

  it('calls every operation of the contract', () => {
    expect(Object.keys(clientCalls).sort()).toEqual(Object.keys(operations).sort());
  });
});
