/**
 * The contract of API 2.0's answers (service.md#records, #api-2), written once: the `data` of each
 * operation's envelope as a zod schema. Field names are the spec's; values arrive as strings where
 * the spec says Integer (service.md#quirks: `"buildType": "2"`), so an Integer is a string of
 * digits. The sandbox is checked against it over HTTP (sandbox.test.ts) and the client's decoders
 * are fed answers generated from it (client.test.ts).
 *
 * Where an operation lists its fields, they are required. Other fields of the same resource that
 * the spec says "may be returned" (service.md#build-record) are allowed, anything else is not, so a
 * misspelt or invented field fails. Where the spec does not show a shape, the choice is said next
 * to it.
 */
import { z } from 'zod';

/** An Integer of the spec, as the service sends it: a string of digits. */
const integer = z.string().regex(/^-?\d+$/);
const string = z.string();
/** A key (buildKey, appKey, a storage credential): never empty. */
const key = z.string().min(1);
/** A flag of the spec (1 yes, 2 no), sent as a string. */
const flag = z.enum(['1', '2']);
/** An empty `data`: PHP encodes an empty array as `[]` (service.md#quirks). */
const empty = z.union([z.array(z.never()).length(0), z.object({}).strict()]);

/** A historical version entry (service.md#build-record). */
export const historicalVersion = z
  .object({
    buildKey: key,
    buildName: string,
    buildVersion: string,
    buildBuildVersion: integer,
    buildCreated: string,
    buildUpdated: string,
  })
  .strict();

/** Every field a build record may carry (service.md#build-record). */
const buildFields = {
  buildKey: key,
  buildType: integer,
  buildIsFirst: flag,
  buildIsLastest: flag,
  buildFileSize: integer,
  buildFileName: string,
  buildName: string,
  buildVersion: string,
  buildVersionNo: string,
  buildBuildVersion: integer,
  buildIdentifier: string,
  buildIcon: string,
  iconUrl: string,
  buildDescription: string,
  buildUpdateDescription: string,
  buildScreenShots: string,
  buildScreenshotsUrl: z.array(string),
  buildShortcutUrl: string,
  buildCates: string,
  buildQRCodeURL: string,
  buildCreated: string,
  buildUpdated: string,
  buildPassword: string,
  buildQrcodeShowAppIcon: flag,
  buildVersionType: flag,
  buildIsAcceptFeedback: flag,
  buildIsUploadCrashlog: flag,
  buildTemplate: string,
  buildInstallType: z.enum(['1', '2', '3']),
  buildManuallyBlocked: flag,
  buildIsPlaceholder: flag,
  isOwner: flag,
  isJoin: flag,
  appExpiredDate: string,
  appExpiredStatus: flag,
  // Element shape in app/update "not shown": the historical entry of app/view
  // (service.md#build-record).
  otherApps: z.array(historicalVersion),
  otherAppsCount: integer,
  todayDownloadCount: integer,
  todayBuildDownloadCount: integer,
  appKey: key,
  appAutoSync: flag,
  appShowServiceCopyright: flag,
  appDownloadPay: integer,
  appDownloadDescription: string,
  appLang: z.enum(['1', '2', '3']),
  appIsTestFlight: flag,
  appIsInstallDate: flag,
  appInstallStartDate: string,
  appInstallEndDate: string,
  appFeedbackStatus: flag,
  isMerged: flag,
  // Element shape "not shown": records of strings.
  mergeAppInfo: z.array(z.record(z.string(), string)),
};
type BuildField = keyof typeof buildFields;

/** A build record with `required` fields; the other service.md#build-record fields may come too. */
function buildRecord(required: readonly BuildField[]) {
  const shape = Object.fromEntries(
    Object.entries(buildFields).map(([name, schema]) => [
      name,
      required.includes(name as BuildField) ? schema : schema.optional(),
    ]),
  ) as { [K in BuildField]: (typeof buildFields)[K] | z.ZodOptional<(typeof buildFields)[K]> };
  return z.object(shape).strict();
}

/**
 * One page of a list (service.md#app-builds names pageCount and currentPage; the spec shows no
 * wrapper for the entries: the service's and the sandbox's is `list`, with `count`, the number of
 * entries).
 */
function page<T extends z.ZodType>(entry: T) {
  return z
    .object({
      list: z.array(entry),
      count: integer.optional(),
      pageCount: integer,
      currentPage: integer,
    })
    .strict();
}

const basicSet = [
  'buildKey',
  'buildType',
  'buildIsFirst',
  'buildIsLastest',
  'buildFileSize',
  'buildName',
  'buildVersion',
  'buildVersionNo',
  'buildBuildVersion',
  'buildIdentifier',
  'buildIcon',
  'buildDescription',
  'buildUpdateDescription',
  'buildScreenShots',
  'buildShortcutUrl',
  'buildQRCodeURL',
  'buildCreated',
  'buildUpdated',
] as const satisfies readonly BuildField[];

const listEntryFields = [
  'buildKey',
  'buildType',
  'buildFileSize',
  'buildName',
  'buildVersion',
  'buildVersionNo',
  'buildBuildVersion',
  'buildIdentifier',
  'buildIcon',
  'buildCreated',
] as const satisfies readonly BuildField[];

/**
 * An app group (service.md#app-groups); appGroup/view adds `apps`, whose element shape is "not
 * shown".
 */
const appGroupFields = {
  appGroupName: string,
  appGroupKey: key,
  appGroupShortcutURL: string,
  appGroupDescription: string,
  appGroupCount: integer,
  appCreated: string,
};

const feedbackListFields = {
  feedbackKey: key,
  feedbackContent: string,
  feedbackImages: z.array(string),
  feedbackVoice: string,
  feedbackFrom: string,
  feedbackProcess: flag,
  feedbackCreated: string,
};

const crashFields = {
  crashCount: integer,
  crashTitle: string,
  crashPattern: string,
  crashDescribe: string,
  crashAppVersion: string,
  crashProcess: string,
  crashCreated: string,
};

/** How an operation is called (service.md#api-2) and the `data` of its successful answer. */
export interface Operation {
  method: 'GET' | 'POST';
  data: z.ZodType;
}

const post = (data: z.ZodType): Operation => ({ method: 'POST', data });

/**
 * Every operation of service.md#api-2 that answers JSON, by its path under `/apiv2/`. app/install
 * (service.md#install-links) answers a redirect to the package, not an envelope, and is not here.
 */
export const operations = {
  'app/getCOSToken': post(
    z
      .object({
        key,
        endpoint: z.url(),
        params: z.object({ key, signature: key, 'x-cos-security-token': key }).strict(),
      })
      .strict(),
  ),
  'app/buildInfo': { method: 'GET', data: buildRecord(basicSet) },
  'app/uploadHarmonyCert': post(empty),
  'app/uploadHarmonyHsp': post(empty),
  'app/upload': post(buildRecord(basicSet)),
  'app/view': post(
    buildRecord([
      ...basicSet,
      'iconUrl',
      'buildScreenshotsUrl',
      'buildCates',
      'otherApps',
      'otherAppsCount',
      'todayDownloadCount',
      'todayBuildDownloadCount',
    ]),
  ),
  'app/update': post(
    buildRecord([
      ...basicSet,
      'buildPassword',
      'buildQrcodeShowAppIcon',
      'buildVersionType',
      'buildIsAcceptFeedback',
      'buildIsUploadCrashlog',
      'buildTemplate',
      'buildInstallType',
      'buildManuallyBlocked',
      'buildIsPlaceholder',
      'isOwner',
      'isJoin',
      'appExpiredDate',
      'appExpiredStatus',
      'otherApps',
      'otherAppsCount',
      'todayDownloadCount',
      'appKey',
      'appAutoSync',
      'appShowServiceCopyright',
      'appDownloadPay',
      'appDownloadDescription',
      'appLang',
      'appIsTestFlight',
      'appIsInstallDate',
      'appInstallStartDate',
      'appInstallEndDate',
      'appFeedbackStatus',
      'isMerged',
      'mergeAppInfo',
    ]),
  ),
  'app/updateApp': post(buildRecord(basicSet.filter((name) => name !== 'buildQRCodeURL'))),
  'app/builds': post(page(buildRecord(listEntryFields))),
  'app/getByShortcut': post(
    buildRecord([
      'buildKey',
      'buildIsFirst',
      'buildIsLastest',
      'buildType',
      'buildFileName',
      'buildFileSize',
      'buildName',
      'buildVersion',
      'buildVersionNo',
      'buildBuildVersion',
      'buildIdentifier',
      'buildCreated',
      'buildDescription',
      'buildUpdateDescription',
      'buildShortcutUrl',
      'buildScreenShots',
    ]),
  ),
  'app/listMy': post(page(buildRecord([...listEntryFields, 'appKey']))),
  'app/setNewestVersion': post(empty),
  'app/cancelNewestVersion': post(empty),
  'app/check': post(
    z
      .object({
        buildBuildVersion: integer,
        forceUpdateVersion: string,
        forceUpdateVersionNo: string,
        needForceUpdate: z.boolean(),
        downloadURL: string,
        appURL: string,
        buildHaveNewVersion: z.boolean(),
        buildVersionNo: string,
        buildVersion: string,
        buildShortcutUrl: string,
        buildUpdateDescription: string,
      })
      .strict(),
  ),
  'appGroup/listAll': post(z.array(z.object(appGroupFields).strict())),
  'appGroup/view': post(
    z.object({ ...appGroupFields, apps: z.array(buildRecord(['buildKey', 'appKey'])) }).strict(),
  ),
  'feedback/listAll': post(page(z.object(feedbackListFields).strict())),
  'feedback/view': post(
    z
      .object({
        ...feedbackListFields,
        feedbackKey: key.optional(),
        feedbackDeviceName: string,
        feedbackOSVersion: string,
        feedbackOSType: z.enum(['1', '2']),
        feedbackOSJailBroken: flag,
        feedbackFreeRam: string,
        feedbackFreeSpace: string,
        feedbackNetwork: string,
        feedbackSDKVersion: string,
        buildType: integer,
        buildName: string,
      })
      .strict(),
  ),
  'crash/listAll': post(page(z.object({ ...crashFields, crashId: integer }).strict())),
  'crash/view': post(
    z
      .object({
        ...crashFields,
        crashLog: string,
        crashIsSymbolicated: string,
        crashIsReaded: string,
        crashViewStatus: string,
        // Element shape "not shown": strings.
        deviceAffectList: z.array(string),
      })
      .strict(),
  ),
  'certificate/index': post(
    z.array(
      z
        .object({
          certificateKey: key,
          certificateName: string,
          certificateExpired: string,
          certificateCreated: string,
          certificateStatus: string,
        })
        .strict(),
    ),
  ),
  'app/deleteApp': post(empty),
  'app/buildDelete': post(empty),
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;
