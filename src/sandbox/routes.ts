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

/** One API 2.0 operation (api-v2 §4). */
export interface Route {
  method: 'GET' | 'POST';
  handler: Handler;
  /** Multipart file parts the handler reads; other file parts are drained unread. */
  files?: readonly string[];
}

/** Every operation of api-v2 §4, by its path under `/apiv2/`. */
export const routes: ReadonlyMap<string, Route> = new Map<string, Route>([
  ['app/getCOSToken', { method: 'POST', handler: getCosToken }],
  ['app/buildInfo', { method: 'GET', handler: buildInfo }],
  ['app/upload', { method: 'POST', handler: uploadInOneStep, files: ['file'] }],
  ['app/uploadHarmonyCert', { method: 'POST', handler: uploadHarmonyCertificate, files: ['file'] }],
  ['app/uploadHarmonyHsp', { method: 'POST', handler: uploadHarmonyHsp, files: ['file'] }],
  ['app/install', { method: 'GET', handler: install }],
  ['app/view', { method: 'POST', handler: viewApp }],
  ['app/update', { method: 'POST', handler: updateApp }],
  ['app/updateApp', { method: 'POST', handler: updateBuild, files: ['screenshot'] }],
  ['app/builds', { method: 'POST', handler: listBuilds }],
  ['app/getByShortcut', { method: 'POST', handler: getByShortcut }],
  ['app/listMy', { method: 'POST', handler: listMyApps }],
  ['app/setNewestVersion', { method: 'POST', handler: setNewestVersion }],
  ['app/cancelNewestVersion', { method: 'POST', handler: cancelNewestVersion }],
  ['app/check', { method: 'POST', handler: checkForUpdate }],
  ['app/deleteApp', { method: 'POST', handler: deleteApp }],
  ['app/buildDelete', { method: 'POST', handler: deleteBuild }],
  ['appGroup/listAll', { method: 'POST', handler: listAppGroups }],
  ['appGroup/view', { method: 'POST', handler: viewAppGroup }],
  ['feedback/listAll', { method: 'POST', handler: listFeedback }],
  ['feedback/view', { method: 'POST', handler: viewFeedback }],
  ['crash/listAll', { method: 'POST', handler: listCrashes }],
  ['crash/view', { method: 'POST', handler: viewCrash }],
  ['certificate/index', { method: 'POST', handler: listCertificates }],
]);
