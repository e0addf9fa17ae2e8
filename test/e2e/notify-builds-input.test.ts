/**
 * `pgyer notify` checks the builds JSON it is given before anything is sent: a field of the
 * wrong type is a usage error naming the field, and no platform gets a message. It was an
 * internal TypeError (exit 1, no input named) once the message was built, with some platforms
 * already sent.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { publishedBuild, useChatReceivers } from '../helpers/notify.js';
import { outputOf } from './harness.js';

const receivers = useChatReceivers();

describe('pgyer notify with builds of the wrong shape', () => {
  it('names the field, exits 2 and sends nothing', async () => {
    const good = publishedBuild();
    const wrong = { ...good, record: { ...good.record, buildUpdateDescription: ['not', 'text'] } };
    const child = spawn(process.execPath, ['dist/cli/index.js', 'notify', '-'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PGYER_SLACK_WEBHOOK: receivers.webhookUrl('slack'),
        PGYER_WEBHOOK_URL: receivers.webhookUrl('webhook'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdin.end(JSON.stringify([good, wrong]));
    const run = await outputOf(child);
    expect(run.stderr).toBe(
      "error: Argument FILE: builds[1].record.buildUpdateDescription is a list where the upload's output has text\n",
    );
    expect(run.exitCode).toBe(2);
    expect(receivers.received).toEqual([]);
  });
});
