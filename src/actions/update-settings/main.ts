/** update-settings: changes app settings (app/update) and build settings (app/updateApp). */
import * as core from '@actions/core';
import {
  getBuildInfo,
  updateAppSettings,
  updateBuildSettings,
  viewApp,
  withoutPassword,
  type BuildRecord,
  type Transport,
} from '../../api/index.js';
import { writeSettingsSummary, type SettingsChange } from '../../github/settings-summary.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { readUpdateSettingsInputs, type UpdateSettingsInputs } from './inputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const inputs = await readUpdateSettingsInputs();
    const transport = connect(inputs, actionLogger, signal);
    const before = await readCurrentSettings(transport, inputs);
    const changes: SettingsChange[] = [];

    if (inputs.appSettings && inputs.appKey) {
      if (inputs.buildKey && !inputs.buildSettings) {
        core.warning('build-key is not used: app settings apply to every build of the app');
      }
      const after = await updateAppSettings(transport, inputs.appKey, inputs.appSettings);
      core.info(
        `Changed the app settings of ${inputs.appKey}: ${[...inputs.appInputs].join(', ')}`,
      );
      changes.push({ title: `App ${inputs.appKey}`, changed: inputs.appInputs, before, after });
    }
    if (inputs.buildSettings) {
      // Without a build-key, the app's latest build: the one app/view just returned.
      const buildKey = inputs.buildKey ?? before?.buildKey;
      const update = { ...inputs.buildSettings.update, buildKey };
      const after = await updateBuildSettings(transport, inputs.buildSettings.userKey, update);
      core.info(
        `Changed the settings of build ${buildKey ?? ''}: ${[...inputs.buildInputs].join(', ')}`,
      );
      changes.push({
        title: describeBuild(after, buildKey),
        changed: inputs.buildInputs,
        before,
        after,
      });
    }

    // The record of the build that was changed, or of the app's current build for app settings.
    const record = changes.at(-1)?.after ?? {};
    core.setOutput('build', JSON.stringify(withoutPassword(record)));
    await writeSettingsSummary(changes);
  });
}

/**
 * The settings before the change, for the summary: app/view with an app key (which also names the
 * app's latest build), else the build's record from buildInfo.
 */
async function readCurrentSettings(
  transport: Transport,
  inputs: UpdateSettingsInputs,
): Promise<BuildRecord | undefined> {
  if (inputs.appKey) return viewApp(transport, inputs.appKey, inputs.buildKey);
  if (!inputs.buildKey) return undefined;
  const info = await getBuildInfo(transport, inputs.buildKey);
  return info.state === 'published' ? info.build : undefined;
}

function describeBuild(record: BuildRecord, buildKey: string | undefined): string {
  return ['Build', record.buildName, record.buildVersion, buildKey ?? record.buildKey]
    .filter(Boolean)
    .join(' ');
}
