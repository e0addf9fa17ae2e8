/**
 * update-settings' read of the settings before the change, with only a build key: a search for
 * the build's app that feeds the summary only, so it must stay cheap (review 3 H). Against the
 * sandbox with many apps and builds, several pages of each.
 */
import { describe, expect, it } from 'vitest';
import { checkUpdateSettingsOptions } from '../../../../src/jobs/update-settings/options.js';
import { runUpdateSettings } from '../../../../src/jobs/update-settings/run.js';
import { jobFor, recordingLogger } from '../../../helpers/job.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { seedApp, type SeededApp } from '../../../helpers/seed.js';

const PAGE_SIZE = 5;
const sandbox = useSandbox({ pageSize: PAGE_SIZE });

let day = 0;

/**
 * `apps` new apps of three pages of builds each, each updated on a later day than any before, in
 * app/listMy's order (most recently updated first).
 */
function seedApps(apps: number): SeededApp[] {
  return Array.from({ length: apps }, () => {
    day += 1;
    return seedApp(sandbox, 3 * PAGE_SIZE, (build) => new Date(Date.UTC(2026, 0, day, 0, build)));
  }).reverse();
}

/** The lines beyond the info lines and each request's debug line. */
function notes(lines: readonly string[]): string[] {
  return lines.filter((line) => !/^(info: |debug: POST )/.test(line));
}

async function describeBuild(buildKey: string) {
  const logger = recordingLogger();
  const options = await checkUpdateSettingsOptions({
    'api-key': sandbox.apiKey,
    'api-url': sandbox.url,
    'build-key': buildKey,
    'user-key': sandbox.userKey,
    description: 'new',
  });
  const result = await runUpdateSettings(jobFor(sandbox, logger), options);
  return { result, logger, operations: sandbox.requests.map((request) => request.operation) };
}

describe("update-settings' before read with only build-key", () => {
  it('gives up after a few calls among many apps and builds, and still makes the change', async () => {
    const apps = seedApps(3 * PAGE_SIZE);
    // The oldest build of the least recently updated app: on the last page of everything.
    const target = apps.at(-1)?.buildKeys[0] ?? '';
    const { result, logger, operations } = await describeBuild(target);

    expect(operations).toEqual([
      'app/listMy',
      'app/builds',
      'app/builds',
      'app/builds',
      'app/updateApp',
    ]);
    expect(result.changes[0]?.before).toBeUndefined();
    expect(result.record).toMatchObject({ buildKey: target, buildDescription: 'new' });
    expect(notes(logger.lines)).toEqual([
      expect.stringMatching(
        /^debug: Stopped looking for the app of build \w+ after 4 calls \(app\/listMy's first page, then the first page of app\/builds of 3 apps; at most 4\)/,
      ),
    ]);
  });

  it('finds a recent build of one of the first apps listed and reads its settings', async () => {
    const apps = seedApps(PAGE_SIZE + 1);
    const second = apps[1];
    const target = second?.buildKeys.at(-2) ?? '';
    const { result, logger, operations } = await describeBuild(target);

    expect(operations).toEqual([
      'app/listMy',
      'app/builds',
      'app/builds',
      'app/view',
      'app/updateApp',
    ]);
    expect(result.changes[0]?.before).toMatchObject({ appKey: second?.appKey, buildKey: target });
    expect(notes(logger.lines)).toEqual([]);
  });
});
