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
import { escapeHtml } from '../../common/html.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { renderChanges } from './changes.js';
import { readUpdateSettingsInputs, type UpdateSettingsInputs } from './inputs.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const inputs = await readUpdateSettingsInputs();
    const transport = connect(inputs, actionLogger, signal);
    const before = await readCurrentSettings(transport, inputs);

    let after: BuildRecord = {};
    if (inputs.appSettings && inputs.appKey) {
      after = await updateAppSettings(transport, inputs.appKey, inputs.appSettings);
      core.info(`Changed the app settings of ${inputs.appKey}`);
    }
    if (inputs.buildSettings) {
      const buildKey = inputs.buildKey ?? before?.buildKey;
      const update = { ...inputs.buildSettings.update, buildKey };
      after = {
        ...after,
        ...(await updateBuildSettings(transport, inputs.buildSettings.userKey, update)),
      };
      core.info(`Changed the settings of build ${buildKey ?? '(latest)'}`);
    }

    core.setOutput('build', JSON.stringify(withoutPassword(after)));
    await core.summary
      .addHeading('Pgyer settings changed', 3)
      .addRaw(`<p>${describeTarget(inputs, after)}</p>`, true)
      .addRaw(renderChanges(inputs.changed, before, after), true)
      .write();
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

function describeTarget(inputs: UpdateSettingsInputs, after: BuildRecord): string {
  const name = after.buildName ? `${escapeHtml(after.buildName)} ` : '';
  const version = after.buildVersion ? `${escapeHtml(after.buildVersion)} ` : '';
  const key = inputs.appKey ? `app <code>${escapeHtml(inputs.appKey)}</code>` : '';
  const build = after.buildKey ? ` build <code>${escapeHtml(after.buildKey)}</code>` : '';
  return `${name}${version}${key}${build}`.trim();
}
