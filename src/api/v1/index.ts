/**
 * The client of the legacy API 1.0 (`/apiv1`, service.md#legacy-api). The service no longer maintains or
 * updates 1.0 (service.md#legacy-api): new code should use 2.0. This client exists for accounts and
 * scripts that still call `/apiv1`, and for tools that depend on an operation's 1.0 shape (1.0's
 * one-request upload that answers the published build, its user-key operations such as
 * listMyPublished).
 *
 * Every function takes a transport from `createV1Transport` and 2.0's parameter names where they
 * mean the same (buildKey for 1.0's aKey, appKey for aId, userKey for uKey), and returns the same
 * records as the 2.0 client (`BuildRecord`, `AppGroup`, `Feedback`, `Crash`, `Page`), renamed
 * from 1.0's fields by one table per record kind (names.ts, applied by rename.ts).
 */
export * from './account.js';
export * from './builds.js';
export * from './install.js';
export * from './settings.js';
export * from './transport.js';
export * from './upload.js';
