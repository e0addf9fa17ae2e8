/** What a package declares that makes it one app's build (README.md `if-published`). */

/** The manifest's facts the service shows in every build list (service.md#app-builds). */
export interface PackageIdentity {
  /** buildIdentifier: the bundle id (iOS), package name (Android) or bundle name (HarmonyOS). */
  identifier: string;
  /** buildVersion: versionName, CFBundleShortVersionString, app.versionName. */
  version: string;
  /** buildVersionNo: versionCode, CFBundleVersion, app.versionCode, as a string. */
  versionNo: string;
}
