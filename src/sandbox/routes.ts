import type { Handler } from './handler-context.js';
import {
  checkForUpdate,
  getByShortcut,
  install,
  listBuilds,
  listMyApps,
  viewApp,
} from './handlers/app-read.js';
import {
  cancelNewestVersion,
  deleteApp,
  deleteBuild,
  setNewestVersion,
  updateApp,
  updateBuild,
} from './handlers/app-write.js';
import {
  listAppGroups,
  listCertificates,
  listCrashes,
  listFeedback,
  viewAppGroup,
  viewCrash,
  viewFeedback,
} from './handlers/collections.js';
import {
  buildInfo,
  getCosToken,
  uploadHarmonyCertificate,
  uploadHarmonyHsp,
  uploadInOneStep,
} from './handlers/upload.js';

/**
 * One API operation (service.md#api-2); GET and POST both reach it, as at the service
 * (service.md#quirks).
 */
export interface Route {
  handler: Handler;
  /** Multipart file parts the handler reads; other file parts are drained unread. */
  files?: readonly string[];
}

/** Every operation of service.md#api-2, by its path under `/apiv2/`. */
export const routes: ReadonlyMap<string, Route> = new Map<string, Route>([
  ['app/getCOSToken', { handler: getCosToken }],
  ['app/buildInfo', { handler: buildInfo }],
  ['app/upload', { handler: uploadInOneStep, files: ['file'] }],
  ['app/uploadHarmonyCert', { handler: uploadHarmonyCertificate, files: ['file'] }],
  ['app/uploadHarmonyHsp', { handler: uploadHarmonyHsp, files: ['file'] }],
  ['app/install', { handler: install }],
  ['app/view', { handler: viewApp }],
  ['app/update', { handler: updateApp }],
  ['app/updateApp', { handler: updateBuild, files: ['screenshot'] }],
  ['app/builds', { handler: listBuilds }],
  ['app/getByShortcut', { handler: getByShortcut }],
  ['app/listMy', { handler: listMyApps }],
  ['app/setNewestVersion', { handler: setNewestVersion }],
  ['app/cancelNewestVersion', { handler: cancelNewestVersion }],
  ['app/check', { handler: checkForUpdate }],
  ['app/deleteApp', { handler: deleteApp }],
  ['app/buildDelete', { handler: deleteBuild }],
  ['appGroup/listAll', { handler: listAppGroups }],
  ['appGroup/view', { handler: viewAppGroup }],
  ['feedback/listAll', { handler: listFeedback }],
  ['feedback/view', { handler: viewFeedback }],
  ['crash/listAll', { handler: listCrashes }],
  ['crash/view', { handler: viewCrash }],
  ['certificate/index', { handler: listCertificates }],
]);
