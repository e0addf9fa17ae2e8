/** Uploading one file and waiting for its build to be published (service.md#upload-token). */
export type { HarmonyExtras } from './harmony.js';
export { StorageConnections, storageConnections } from './pre-connect.js';
export * from './publish-one.js';
export * from './published-build.js';
export { waitForPublish } from './wait.js';
