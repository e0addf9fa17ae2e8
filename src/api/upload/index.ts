/** Publishing one file, two-step or single-step, and waiting for its build (service.md#upload-token). */
export type { HarmonyExtras } from './harmony.js';
export { StorageConnections } from './pre-connect.js';
export * from './publish-one.js';
export * from './published-build.js';
export { publishSingleStep } from './single-step.js';
export { waitForPublish } from './wait.js';
