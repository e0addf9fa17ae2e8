/** Steps written for the vendor's action (PGYER/pgyer-upload-app-action), its input names only. */

/** The package the vendor steps upload: an .apk, the one type besides .ipa that action takes. */
export const VENDOR_APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

/**
 * A step the vendor's action publishes with though part of it has no effect at the service: a
 * password without a password install, and dates with a long-term validity.
 */
export function looseVendorStep(apiKey: string): Record<string, string> {
  return {
    _api_key: apiKey,
    appFilePath: VENDOR_APK,
    buildPassword: 'x1y2z3',
    buildInstallDate: '2',
    buildInstallStartDate: '2026-01-01',
    buildInstallEndDate: '2036-12-31',
  };
}
