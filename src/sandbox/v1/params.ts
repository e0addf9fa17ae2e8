import type { ReceivedFile } from '../form.js';
import type { HandlerContext } from '../handler-context.js';
import { Params } from '../params.js';

/**
 * API 1.0's parameters (service.md#legacy-api) by their 2.0 names, so that the 2.0 handlers can
 * read them. A name means the same in every 1.0 operation, hence one table. Parameters it does not
 * list are not passed on. A function gives several 2.0 parameters for one 1.0 parameter.
 */
const paramNames: Readonly<Record<string, string | ((value: string) => Record<string, string>)>> = {
  aKey: 'buildKey',
  aId: 'appKey',
  uKey: 'userKey',
  page: 'page',
  type: 'type',
  installType: 'buildInstallType',
  password: 'buildPassword',
  updateDescription: 'buildUpdateDescription',
  channelShortcut: 'buildChannelShortcut',
  shortcut: 'buildShortcutUrl',
  userAppGroupKey: 'appGroupKey',
  feedbackKey: 'feedbackKey',
  sdkCrashGroupId: 'crashId',
  appName: 'buildName',
  appShortcutUrl: 'buildShortcutUrl',
  appUpdateDescription: 'buildUpdateDescription',
  appDescription: 'buildDescription',
  appVersion: 'buildVersion',
  appScreenshots: 'buildScreenShots',
  // app/update has no install type: setting a password makes a password install, clearing it
  // a public one, as 2.0's app/updateApp needs the type with the password
  // (service.md#build-settings).
  appPassword: (password) => ({
    buildPassword: password,
    buildInstallType: password === '' ? '1' : '2',
  }),
};

/** 1.0's file fields by their 2.0 names: the package, and a screenshot (app/updateApp's). */
const fileNames: Readonly<Record<string, string>> = { file: 'file', image: 'screenshot' };

/** `context` with `params` (2.0 names) in place of its own. */
export function withParams(
  context: HandlerContext,
  params: Readonly<Record<string, string>>,
): HandlerContext {
  return { ...context, params: new Params(new Map(Object.entries(params))) };
}

/** A 1.0 request as the 2.0 handlers read it: its parameters and files under their 2.0 names. */
export function asV2Request(context: HandlerContext): HandlerContext {
  const params: Record<string, string> = {};
  for (const [name, to] of Object.entries(paramNames)) {
    const value = context.params.clearable(name);
    if (value === undefined) continue;
    Object.assign(params, typeof to === 'string' ? { [to]: value } : to(value));
  }
  const files = new Map<string, ReceivedFile>();
  for (const [name, to] of Object.entries(fileNames)) {
    const file = context.files.get(name);
    if (file !== undefined) files.set(to, file);
  }
  return { ...withParams(context, params), files };
}
