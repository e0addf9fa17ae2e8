import { serviceDateTime } from '../clock.js';
import { ServiceRefusal, Codes } from '../codes.js';
import { type HandlerContext, requireApp } from '../handler-context.js';
import { buildTypeCodes } from '../model.js';
import type { AppGroup } from '../model.js';
import { listEntry, paged } from '../records.js';

/** appGroup/listAll (service.md#app-groups): every app group, unpaged. */
export function listAppGroups({ core }: HandlerContext) {
  return [...core.state.appGroups.values()].map(groupSummary);
}

/**
 * appGroup/view (service.md#app-groups): one group with the current build of each of its apps.
 * @throws ServiceRefusal 1075 appGroupKey empty, 1100 unknown group.
 */
export function viewAppGroup({ params, core }: HandlerContext) {
  const group = core.state.appGroups.get(params.required('appGroupKey', Codes.appGroupKeyEmpty));
  if (group === undefined) throw new ServiceRefusal(Codes.appGroupNotFound);
  const apps = group.appKeys
    .map((key) => core.state.apps.get(key))
    .map((app) => (app === undefined ? undefined : core.state.currentBuild(app)))
    .filter((build) => build !== undefined)
    .map((build) => ({ ...listEntry(build), appKey: build.appKey }));
  return { ...groupSummary(group), apps };
}

/**
 * feedback/listAll (service.md#feedback): the app's feedback, newest first, paged like app/builds.
 * @throws ServiceRefusal 1010/1009 for the app.
 */
export function listFeedback(context: HandlerContext) {
  return pageOfApp(context, context.core.state.feedback.values(), (feedback) => ({
    feedbackKey: feedback.key,
    feedbackContent: feedback.content,
    feedbackImages: feedback.images,
    feedbackVoice: feedback.voice,
    feedbackFrom: feedback.from,
    feedbackProcess: feedback.process,
    feedbackCreated: serviceDateTime(feedback.created),
  }));
}

/**
 * feedback/view (service.md#feedback).
 * @throws ServiceRefusal 1010/1009 for the app, 1082 feedbackKey empty, 1083 not the app's feedback.
 */
export function viewFeedback(context: HandlerContext) {
  const { params, core } = context;
  const app = requireApp(context);
  const feedback = core.state.feedback.get(params.required('feedbackKey', Codes.feedbackKeyEmpty));
  if (feedback?.appKey !== app.key) throw new ServiceRefusal(Codes.feedbackNotFound);
  const build = core.state.currentBuild(app);
  return {
    feedbackContent: feedback.content,
    feedbackImages: feedback.images,
    feedbackVoice: feedback.voice,
    feedbackDeviceName: feedback.deviceName,
    feedbackOSVersion: feedback.osVersion,
    feedbackOSType: buildTypeCodes[app.platform],
    feedbackOSJailBroken: feedback.jailBroken,
    feedbackFreeRam: feedback.freeRam,
    feedbackFreeSpace: feedback.freeSpace,
    feedbackNetwork: feedback.network,
    feedbackSDKVersion: feedback.sdkVersion,
    feedbackFrom: feedback.from,
    feedbackProcess: feedback.process,
    buildType: buildTypeCodes[app.platform],
    buildName: build?.name ?? '',
    feedbackCreated: serviceDateTime(feedback.created),
  };
}

/**
 * crash/listAll (service.md#crashes): the app's crash groups, newest first, paged.
 * @throws ServiceRefusal 1010/1009 for the app.
 */
export function listCrashes(context: HandlerContext) {
  return pageOfApp(context, context.core.state.crashes.values(), (crash) => ({
    crashId: crash.id,
    crashCount: crash.count,
    crashTitle: crash.title,
    crashPattern: crash.pattern,
    crashDescribe: crash.describe,
    crashAppVersion: crash.appVersion,
    crashProcess: crash.process,
    crashCreated: serviceDateTime(crash.created),
  }));
}

/**
 * The page the `page` parameter asks for of the `appKey` app's reports (feedback, crash groups),
 * newest first, each as `entry` answers it.
 * @throws ServiceRefusal 1010/1009 for the app.
 */
function pageOfApp<R extends { appKey: string; created: Date }, E>(
  context: HandlerContext,
  reports: Iterable<R>,
  entry: (report: R) => E,
) {
  const app = requireApp(context);
  const list = [...reports]
    .filter((report) => report.appKey === app.key)
    .sort((a, b) => b.created.getTime() - a.created.getTime())
    .map(entry);
  return paged(list, context.params.page(), context.core.pageSize);
}

/**
 * crash/view (service.md#crashes).
 * @throws ServiceRefusal 1010/1009 for the app, 1086 crashId empty, 1087 not a crash of the app.
 */
export function viewCrash(context: HandlerContext) {
  const { params, core } = context;
  const app = requireApp(context);
  const crash = core.state.crashes.get(Number(params.required('crashId', Codes.crashIdEmpty)));
  if (crash?.appKey !== app.key) throw new ServiceRefusal(Codes.crashNotFound);
  return {
    crashLog: crash.log,
    crashCount: crash.count,
    crashTitle: crash.title,
    crashPattern: crash.pattern,
    crashDescribe: crash.describe,
    crashAppVersion: crash.appVersion,
    crashIsSymbolicated: crash.isSymbolicated,
    crashIsReaded: crash.isReaded,
    crashProcess: crash.process,
    crashViewStatus: crash.viewStatus,
    deviceAffectList: crash.deviceAffectList,
    crashCreated: serviceDateTime(crash.created),
  };
}

/** certificate/index (service.md#certificates): every certificate, unpaged. */
export function listCertificates({ core }: HandlerContext) {
  return [...core.state.certificates.values()].map((certificate) => ({
    certificateKey: certificate.key,
    certificateName: certificate.name,
    certificateExpired: certificate.expired,
    certificateCreated: serviceDateTime(certificate.created),
    certificateStatus: certificate.status,
  }));
}

function groupSummary(group: AppGroup) {
  return {
    appGroupName: group.name,
    appGroupKey: group.key,
    appGroupShortcutURL: group.shortcut,
    appGroupDescription: group.description,
    appGroupCount: group.appKeys.length,
    appCreated: serviceDateTime(group.created),
  };
}
