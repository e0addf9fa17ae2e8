/** set-newest: marks a build as the app's newest version, or removes the mark (api-v2 §4.11). */
import * as core from '@actions/core';
import { ApiError, cancelNewestVersion, setNewestVersion } from '../../api/index.js';
import { escapeHtml } from '../../common/html.js';
import { connect } from '../common/connection.js';
import { actionLogger, runAction } from '../common/run-action.js';
import { readSetNewestInputs, type NewestMode } from './inputs.js';

const DONE: Record<NewestMode, string> = {
  set: 'is now the newest version',
  cancel: 'is no longer marked as the newest version',
};

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (signal) => {
    const inputs = readSetNewestInputs();
    const transport = connect(inputs, actionLogger, signal);
    const operation = inputs.mode === 'set' ? setNewestVersion : cancelNewestVersion;
    let message: string;
    try {
      message = await operation(transport, inputs.buildKey);
    } catch (error) {
      if (error instanceof ApiError) {
        core.setOutput('code', error.code);
        core.setOutput('message', error.serviceMessage || error.meaning);
        await writeSummary(
          inputs.buildKey,
          `failed with code ${error.code}: ${error.meaning}`,
          error.serviceMessage,
        );
      }
      throw error;
    }
    core.setOutput('code', 0);
    core.setOutput('message', message);
    core.info(
      `Build ${inputs.buildKey} ${DONE[inputs.mode]}${message ? ` (service said: ${message})` : ''}`,
    );
    await writeSummary(inputs.buildKey, DONE[inputs.mode], message);
  });
}

async function writeSummary(
  buildKey: string,
  outcome: string,
  serviceMessage: string,
): Promise<void> {
  const said = serviceMessage ? ` The service said: “${escapeHtml(serviceMessage)}”.` : '';
  await core.summary
    .addHeading('Pgyer: newest version', 3)
    .addRaw(
      `<p>Build <code>${escapeHtml(buildKey)}</code> ${escapeHtml(outcome)}.${said}</p>`,
      true,
    )
    .write();
}
