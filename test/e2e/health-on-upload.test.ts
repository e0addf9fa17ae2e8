/**
 * upload-and-wait's `health-report: previous` end to end: the bundle against the sandbox, whose app
 * of the APK has a base build (8.0.9, two hours old) with crash groups of its version and of
 * another, feedback before and after its upload, and hostile contents (markup, a mention, a
 * workflow command, a 10 kB title). The first run uploads the APK; the later ones find it already
 * published (if-published: skip), and each replaces the same base build.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { annotationsOf, failureOf, runActionOn } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const MINUTE = 60_000;
const sandbox = useSandbox({ parseDelayMs: 50, publishDelayMs: 100 });
let baseKey: string;

const HOSTILE = [
  '<img src=x onerror=alert(1)> crash',
  '@org/team NullPointerException',
  '##[error]fake annotation',
  `${'A'.repeat(10_240)} long`,
];

beforeAll(() => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
  const identifier = 'io.appium.settings';
  sandbox.state.addBuild({ platform: 'android', identifier, version: '8.0.8', created: at(600) });
  const base = sandbox.state.addBuild({
    platform: 'android',
    identifier,
    version: '8.0.9',
    created: at(120),
  });
  baseKey = base.key;
  const { appKey } = base;
  // 12 plain groups, then the hostile ones newest: 16 of version 8.0.9 in the window.
  for (let index = 0; index < 12; index += 1) {
    sandbox.state.addCrash(appKey, {
      title: `crash ${index}`,
      appVersion: '8.0.9',
      created: at(100 - index),
    });
  }
  HOSTILE.forEach((title, index) => {
    sandbox.state.addCrash(appKey, { title, appVersion: '8.0.9', created: at(20 - index) });
  });
  sandbox.state.addCrash(appKey, { title: 'of 8.0.8', appVersion: '8.0.8', created: at(30) });
  sandbox.state.addCrash(appKey, { title: 'before', appVersion: '8.0.9', created: at(200) });
  sandbox.state.addFeedback(appKey, { content: 'before the base', created: at(300) });
  sandbox.state.addFeedback(appKey, {
    content: '<b>@org/team</b>\n##[error]x and more',
    created: at(10),
    images: ['a', 'b'],
    voice: 'voice.amr',
    deviceName: 'Secret Pixel Device',
  });
});

const upload = (inputs: Record<string, string>) =>
  runActionOn(sandbox, '.', { file: APK, 'if-published': '', ...inputs });

describe('upload-and-wait with health-report: previous', () => {
  it('writes a section for the build replaced: its crash groups since, feedback, "and N more", inert', async () => {
    const run = await upload({ 'health-report': 'previous' });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    const summary = run.summary;
    // The app named as its package names it; the base named, with how it was chosen.
    expect(summary).toContain('Pgyer report for Appium Settings: ');
    expect(summary).toContain('since build 8.0.9');
    expect(summary).toContain('newest build of io.appium.settings (Android)');
    // Linked to its own page, which keeps showing it after newer builds.
    expect(summary).toMatch(new RegExp(`<a href="http://[^"]+/${baseKey}">`));
    expect(summary).toContain('Crash groups');
    expect(summary).toContain('crash groups of version 8.0.9');
    // 16 of 8.0.9 in the window: 10 listed, newest first, then "and 6 more".
    expect(summary).toContain('… and 6 more.');
    expect(summary.indexOf('&lt;img')).toBeLessThan(summary.indexOf('crash 11'));
    expect(summary).not.toContain('of 8.0.8');
    expect(summary).not.toContain('>before<');
    expect(summary).not.toContain('before the base');
    expect(summary).toContain('and more');
    // Hostile contents inert; device names left out.
    expect(summary).not.toContain('<img src=x');
    expect(summary).not.toContain('<b>');
    expect(summary).not.toMatch(/@org\/team/);
    expect(summary).not.toContain('Secret Pixel Device');
    expect(run.stdout).not.toMatch(/^::error|^##\[error\]/m);
    expect(run.stdout).toContain(`Health since build ${baseKey}`);
  });

  it('is one warning when a list cannot be read (the network), and the upload succeeds', async () => {
    // The network: every crash/listAll connection is reset (the client's retries included).
    sandbox.faults.inject({ kind: 'reset', operation: 'crash/listAll', times: Infinity });
    const run = await upload({ 'health-report': 'previous' });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    const warnings = annotationsOf(run).filter((line) => line.startsWith('warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('The crash groups could not be read');
    expect(run.summary).toContain('Could not be read');
    expect(run.summary).toContain('and more');
  });

  it('sends the section in the chat notice, device names left out', async () => {
    const before = sandbox.chat.received.length;
    const run = await upload({
      'health-report': 'previous',
      'slack-webhook': sandbox.chat.webhookUrl('slack'),
    });
    expect(run.exitCode).toBe(0);
    const sent = JSON.stringify(sandbox.chat.received.slice(before)[0]?.body);
    expect(sent).toContain('Crash groups (16 groups)');
    expect(sent).toContain('… and 11 more');
    expect(sent).not.toContain('Secret Pixel Device');
    expect(sent).not.toMatch(/@org\/team/);
  });

  it('gives the generic webhook the health reports as JSON under health', async () => {
    const before = sandbox.chat.received.length;
    const run = await upload({
      'health-report': 'previous',
      'webhook-url': sandbox.chat.webhookUrl('webhook'),
    });
    expect(run.exitCode).toBe(0);
    const body = sandbox.chat.received.slice(before)[0]?.body as {
      event: string;
      report?: unknown;
      health?: {
        base: { buildKey: string };
        crashes: { items: { title: string }[]; more: number };
        feedback: { items: { content: string }[] };
      }[];
    };
    expect(body.event).toBe('published');
    expect(body).not.toHaveProperty('report');
    expect(body.health).toHaveLength(1);
    const [report] = body.health ?? [];
    expect(report?.base.buildKey).toBe(baseKey);
    // Outside text is data: the strings as the service holds them, not rendered.
    const titles = report?.crashes.items.map((crash) => crash.title) ?? [];
    expect(titles).toContain('<img src=x onerror=alert(1)> crash');
    expect(JSON.stringify(report)).not.toContain('Secret Pixel Device');
  });

  it('asks for no crash group or feedback without health-report (the default)', async () => {
    const run = await upload({ 'slack-webhook': sandbox.chat.webhookUrl('slack') });
    expect(run.exitCode).toBe(0);
    const operations = sandbox.requests.map((request) => request.operation);
    expect(operations).not.toContain('crash/listAll');
    expect(operations).not.toContain('feedback/listAll');
    expect(run.summary).not.toContain('Crash groups');
  });
});
