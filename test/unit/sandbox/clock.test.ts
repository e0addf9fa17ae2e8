// The injected clock dates everything the sandbox creates and decides which day it is for the
// install period, so a test can stand a year away from the wall clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDateTime, serviceDay } from '../../../src/sandbox/clock.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { ManualClock } from '../../helpers/clock.js';
import { ok, requestInstall, startTestSandbox } from './helpers.js';

const yearMs = 366 * 86_400_000;
let sandbox: Sandbox;
const clock = new ManualClock();

beforeAll(async () => {
  clock.advance(yearMs);
  sandbox = await startTestSandbox({ clock });
});
afterAll(() => sandbox.close());

describe("the sandbox's clock", () => {
  it('dates seeded builds, app groups, feedback, crashes and certificates', async () => {
    const { state } = sandbox;
    const build = state.addBuild({ platform: 'android' });
    const created = [
      build.created,
      state.addAppGroup({ name: 'dated' }).created,
      state.addFeedback(build.appKey).created,
      state.addCrash(build.appKey).created,
      state.addCertificate({ name: 'dated' }).created,
    ];
    expect(created.map((date) => date.getTime())).toEqual(created.map(() => clock.now().getTime()));
    expect(await ok(sandbox, 'app/view', { appKey: build.appKey })).toMatchObject({
      buildCreated: serviceDateTime(clock.now()),
    });
  });

  it("decides the install period by the clock's day, not the wall clock's", async () => {
    const wallDay = serviceDay(new Date());
    const clockDay = serviceDay(clock.now());
    const build = sandbox.state.addBuild({
      platform: 'android',
      settings: { period: { restricted: 1, start: wallDay, end: wallDay } },
    });
    const current = { restricted: 1 as const, start: clockDay, end: clockDay };
    const refused = await requestInstall(sandbox, { buildKey: build.key });
    expect(((await refused.json()) as { code: number }).code).toBe(1048);

    const open = sandbox.state.addBuild({ platform: 'ios', settings: { period: current } });
    expect((await requestInstall(sandbox, { buildKey: open.key })).status).toBe(302);
  });
});
