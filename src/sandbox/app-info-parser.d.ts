// Types for the parts of app-info-parser 1.1 the sandbox uses (the package ships none).

declare module 'app-info-parser/src/apk.js' {
  /** What AndroidManifest.xml says, with resources.arsc references resolved. */
  export interface ApkInfo {
    package?: string;
    versionName?: string;
    versionCode?: number | string;
    /** A resolved resource can hold one value per locale. */
    application?: { label?: string | string[] };
    /** The launcher icon as `data:image/png;base64,...`; null when none was found. */
    icon?: string | null;
  }

  /** Reads an APK's manifest; the constructor takes a file path in Node. */
  export default class ApkParser {
    constructor(path: string);
    parse(): Promise<ApkInfo>;
  }
}

declare module 'app-info-parser/src/ipa.js' {
  /** The app bundle's Info.plist (only the keys the sandbox reads). */
  export interface IpaInfo {
    CFBundleDisplayName?: string;
    CFBundleName?: string;
    CFBundleShortVersionString?: string;
    CFBundleVersion?: string;
    CFBundleIdentifier?: string;
    /** The app icon as `data:image/png;base64,...`; null when none was found. */
    icon?: string | null;
  }

  /** Reads `Payload/<name>.app/Info.plist` of an IPA; the constructor takes a file path in Node. */
  export default class IpaParser {
    constructor(path: string);
    parse(): Promise<IpaInfo>;
  }
}
