/** Builds, CI contexts and receivers for the notification tests. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { PublishedBuild } from '../../src/api/index.js';
import type { CiContext } from '../../src/common/ci-context.js';
import { Checker } from '../../src/jobs/options/checker.js';
import {
  checkNotifyOptions,
  type NotifyOptions,
  type NotifySetting,
} from '../../src/jobs/notify/options.js';
import {
  startChatReceivers,
  type ChatPlatform,
  type ChatReceiverOptions,
  type ChatReceivers,
} from '../../src/sandbox/chat/server.js';

/** The setting with each platform's webhook. */
export const WEBHOOK_SETTING: Record<ChatPlatform, NotifySetting> = {
  dingtalk: 'dingtalk-webhook',
  feishu: 'feishu-webhook',
  wecom: 'wecom-webhook',
  slack: 'slack-webhook',
  teams: 'teams-webhook',
  webhook: 'webhook-url',
};

/** A published Android build as upload-and-wait outputs it; `record` fields may be replaced. */
export function publishedBuild(
  record: PublishedBuild['record'] = {},
  key = 'bk0123abcd',
): PublishedBuild {
  return {
    buildKey: key,
    uploadKey: key,
    buildType: 'android',
    fileName: 'app-release.apk',
    fileSize: 3_072_000,
    published: true,
    record: {
      buildKey: key,
      buildName: 'Appium Settings',
      buildVersion: '8.0.10',
      buildVersionNo: '192',
      buildBuildVersion: 3,
      buildInstallType: 1,
      appIsInstallDate: 2,
      buildFileSize: 3_072_000,
      buildUpdated: '2026-11-24 20:00:00',
      buildUpdateDescription: 'Fixes the login screen',
      ...record,
    },
    buildShortcutUrl: 'abcd',
    installPageUrl: 'https://www.pgyer.com/abcd',
    qrCodeUrl: `https://www.pgyer.com/app/qrcode/abcd`,
    buildPageUrl: `https://www.pgyer.com/${key}`,
    buildQrCodeUrl: `https://www.pgyer.com/app/qrcode/${key}`,
    iconUrl: 'https://www.pgyer.com/image/view/app_icons/icon1',
    iosInstallUrl: '',
    uploadSeconds: 3,
    publishSeconds: 5,
    alreadyPublished: false,
  };
}

/** A GitHub Actions context of a pull request run. */
export const GITHUB_CI: CiContext = {
  provider: 'github',
  providerName: 'GitHub Actions',
  repository: { text: 'octo/app', url: 'https://github.com/octo/app' },
  commit: {
    text: '0123456789abcdef0123',
    url: 'https://github.com/octo/app/commit/0123456789abcdef0123',
  },
  ref: { text: 'feature/login', url: 'https://github.com/octo/app/tree/feature/login' },
  change: {
    kind: 'pull request',
    number: 12,
    text: 'Fix login',
    url: 'https://github.com/octo/app/pull/12',
  },
  trigger: 'pull_request',
  actor: 'octocat',
  run: { text: 'CI · run 77', url: 'https://github.com/octo/app/actions/runs/77' },
};

/** Receivers for the tests of the file (or describe block), emptied after each test. */
export function useChatReceivers(options: ChatReceiverOptions = {}): ChatReceivers {
  let started: ChatReceivers | undefined;
  beforeAll(async () => {
    started = await startChatReceivers(options);
  });
  afterEach(() => {
    started?.received.splice(0);
    started?.refused.splice(0);
  });
  afterAll(() => started?.close());
  return new Proxy({} as ChatReceivers, {
    get(_, property) {
      if (started === undefined)
        throw new Error('the receivers are read before beforeAll started them');
      return Reflect.get(started, property) as unknown;
    },
  });
}

/** Checked notification options from raw settings. */
export function notifyOptions(raw: Partial<Record<NotifySetting, string>>): NotifyOptions {
  const check = new Checker();
  return check.done(checkNotifyOptions(check, raw));
}
