/**
 * The service's enumerations, with the words our inputs accept for them (README.md). Every
 * parser also accepts the service's own number, and throws an InputError naming the input and
 * the accepted values for anything else.
 */
import { InputError } from './errors.js';

/** Platform of a build, as our inputs and outputs name it. */
export type BuildType = 'ios' | 'android' | 'harmony';

/** buildInstallType (service.md#upload-token): 1 public, 2 password, 3 invite. */
export type InstallType = 1 | 2 | 3;

/** A 1 = yes, 2 = no flag (service.md#records). */
export type YesNo = 1 | 2;

/** An enumeration: word -> service number. */
type Words<N extends number> = Readonly<Record<string, N>>;

/** buildInstallType's words (service.md#upload-token): public 1, password 2, invite 3. */
export const INSTALL_TYPES: Words<InstallType> = { public: 1, password: 2, invite: 3 };
/** buildInstallDate / appIsInstallDate: 1 a validity range is set, 2 valid for ever. */
export const INSTALL_VALIDITIES: Words<YesNo> = { range: 1, 'long-term': 2 };
/** oversea (service.md#upload-token): 1 overseas accelerated upload, 2 domestic. */
export const OVERSEA: Words<YesNo> = { true: 1, false: 2 };
/** appLang (service.md#app-settings): 1 Chinese, 2 English, 3 automatic. */
export const LANGUAGES: Words<1 | 2 | 3> = { zh: 1, en: 2, auto: 3 };
/** buildVersionType (service.md#app-settings): 1 the service's build number, 2 the app's own. */
export const BUILD_NUMBER_SOURCES: Words<YesNo> = { service: 1, app: 2 };
/** The 1 = yes, 2 = no switches of the settings (service.md#app-settings): true/yes 1, false/no 2. */
export const BOOLEANS: Words<YesNo> = { true: 1, false: 2, yes: 1, no: 2 };

/**
 * Parses `value` as one of `words` (case-insensitive) or one of their numbers.
 * @param alsoAccepted words the caller handles itself (such as auto), listed in the error
 * @throws InputError naming `input` and the accepted words
 */
export function parseWord<N extends number>(
  input: string,
  value: string,
  words: Words<N>,
  alsoAccepted: readonly string[] = [],
): N {
  const word = value.trim().toLowerCase();
  const byWord = words[word];
  if (byWord !== undefined) return byWord;
  const numbers = new Set(Object.values(words));
  const byNumber = Number(word) as N;
  if (word !== '' && numbers.has(byNumber)) return byNumber;
  const accepted = [
    ...Object.entries(words).map(([name, number]) => `${name} (${number})`),
    ...alsoAccepted,
  ];
  throw new InputError(input, `"${value}" is not one of ${accepted.join(', ')}`);
}

const BUILD_TYPE_WORDS: Readonly<Record<string, BuildType>> = {
  ios: 'ios',
  ipa: 'ios',
  '1': 'ios',
  android: 'android',
  apk: 'android',
  '2': 'android',
  harmony: 'harmony',
  harmonyos: 'harmony',
  hap: 'harmony',
  '3': 'harmony',
};

/**
 * Parses a build type word (ios/ipa/1, android/apk/2, harmony/harmonyos/hap/3).
 * @throws InputError naming `input` and the accepted words
 */
export function parseBuildType(
  input: string,
  value: string,
  alsoAccepted: readonly string[] = [],
): BuildType {
  const type = BUILD_TYPE_WORDS[value.trim().toLowerCase()];
  if (type) return type;
  throw new InputError(
    input,
    `"${value}" is not one of ${['ios', 'android', 'harmony', ...alsoAccepted].join(', ')}`,
  );
}

const EXTENSIONS: Readonly<Record<string, BuildType>> = {
  '.ipa': 'ios',
  '.apk': 'android',
  '.hap': 'harmony',
};

/** The build type a file's extension names, or undefined for another extension. */
export function buildTypeOfFile(path: string): BuildType | undefined {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS[path.slice(dot).toLowerCase()];
}

/** The extension that goes with each build type. */
export const EXTENSION_OF: Readonly<Record<BuildType, string>> = {
  ios: '.ipa',
  android: '.apk',
  harmony: '.hap',
};

/** buildType in the service's records (service.md#build-record): 1 iOS, 2 Android, 3 HarmonyOS. */
export const BUILD_TYPE_CODES: Readonly<Record<BuildType, number>> = {
  ios: 1,
  android: 2,
  harmony: 3,
};

/** The build type of a record's `buildType` number, or undefined for another number or none. */
export function buildTypeOfCode(code: number | undefined): BuildType | undefined {
  const types = Object.keys(BUILD_TYPE_CODES) as BuildType[];
  return types.find((type) => BUILD_TYPE_CODES[type] === code);
}
