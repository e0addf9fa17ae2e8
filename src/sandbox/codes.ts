/**
 * The service's envelope codes that the sandbox answers with, and their messages (api-v2 §7).
 * Only the codes the sandbox can produce are listed; the messages are the spec's English wording.
 */
export const Codes = {
  ok: 0,
  apiKeyEmpty: 1001,
  apiKeyWrong: 1002,
  bothKeysEmpty: 1008,
  appNotFound: 1009,
  appKeyEmpty: 1010,
  userKeyEmpty: 1012,
  appTypeEmpty: 1014,
  wrongType: 1015,
  shortcutTaken: 1017,
  invalidFile: 1021,
  buildKeyEmpty: 1023,
  wrongFileType: 1026,
  shortcutEmpty: 1031,
  tooManyScreenshots: 1039,
  userKeyInvalid: 1045,
  appExpired: 1048,
  wrongPassword: 1050,
  parseFailed: 1058,
  passwordEmpty: 1061,
  appGroupKeyEmpty: 1075,
  illegalRequest: 1081,
  feedbackKeyEmpty: 1082,
  feedbackNotFound: 1083,
  crashIdEmpty: 1086,
  crashNotFound: 1087,
  notFound: 1093,
  wrongMethod: 1096,
  rateLimited: 1098,
  appGroupNotFound: 1100,
  internalError: 1188,
  installDatesMissing: 1144,
  installDatesOrder: 1145,
  lastDownloadableBuild: 1202,
  channelInvalid: 1212,
  publishFailed: 1216,
  parsing: 1246,
  publishing: 1247,
} as const;

/** One of the codes in {@link Codes}. */
export type Code = (typeof Codes)[keyof typeof Codes];

const messages: Record<Code, string> = {
  0: '',
  1001: '_api_key is empty',
  1002: '_api_key is wrong',
  1008: 'buildKey and appKey are both empty',
  1009: 'no information found for the app',
  1010: 'appKey is empty',
  1012: 'user key is empty',
  1014: 'app type is empty',
  1015: 'wrong file or app type',
  1017: 'short link already used or not conforming to the rules',
  1021: 'invalid file',
  1023: 'build key is empty',
  1026: 'invalid file, wrong file type',
  1031: 'short link is empty',
  1039: 'at most 5 screenshots',
  1045: 'invalid user key',
  1048: 'app expired',
  1050: 'wrong password',
  1058: 'error parsing the app',
  1061: 'enter password',
  1075: 'app group key is empty',
  1081: 'illegal request',
  1082: 'feedback key is empty',
  1083: 'feedback not found',
  1086: 'crash id is empty',
  1087: 'crash information not found',
  1093: 'no information found',
  1096: 'wrong method',
  1098: 'API requests reached the hourly limit',
  1100: 'app group information not found',
  1144: 'enter install start time and end time',
  1145: 'install end time must be later than start time',
  1188: 'an error occurred',
  1202: 'cannot delete all downloadable versions; delete the app in settings instead',
  1212: 'channel short link invalid, check it',
  1216: 'app publishing failed',
  1246: 'the package is being parsed',
  1247: 'app is being published',
};

/** The message the sandbox sends with `code`. */
export function messageOf(code: Code): string {
  return messages[code];
}

/**
 * An envelope error: the handler's way to answer `{code, message, data: []}`.
 * `httpStatus` is 200 like the real service, except where the sandbox documents otherwise.
 */
export class ApiError extends Error {
  constructor(
    readonly code: Code,
    readonly httpStatus = 200,
    detail?: string,
  ) {
    super(detail ?? messageOf(code));
    this.name = 'ApiError';
  }
}
