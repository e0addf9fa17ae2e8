import { describeErrorCode } from '../api/error-codes.js';

/**
 * The service's envelope codes that the sandbox answers with, and their messages
 * (service.md#error-codes). Only the codes the sandbox can produce are listed.
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
  appBlocked: 1051,
  parseFailed: 1058,
  passwordEmpty: 1061,
  appGroupKeyEmpty: 1075,
  illegalRequest: 1081,
  feedbackKeyEmpty: 1082,
  feedbackNotFound: 1083,
  crashIdEmpty: 1086,
  crashNotFound: 1087,
  versionNotFound: 1092,
  notFound: 1093,
  wrongMethod: 1096,
  rateLimited: 1098,
  appGroupNotFound: 1100,
  internalError: 1188,
  installDatesMissing: 1144,
  installDatesOrder: 1145,
  lastDownloadableBuild: 1202,
  lastDisplayedBuild: 1203,
  channelInvalid: 1212,
  publishFailed: 1216,
  parsing: 1246,
  publishing: 1247,
} as const;

/** One of the codes in {@link Codes}. */
export type Code = (typeof Codes)[keyof typeof Codes];

/** The message the sandbox sends with `code`: the reference's wording (service.md#error-codes). */
export function messageOf(code: Code): string {
  return code === Codes.ok ? '' : describeErrorCode(code);
}

/**
 * An envelope error: the handler's way to answer `{code, message, data: []}`.
 * `httpStatus` is 200 like the real service, except where the sandbox documents otherwise.
 */
export class ServiceRefusal extends Error {
  constructor(
    readonly code: Code,
    readonly httpStatus = 200,
    detail?: string,
  ) {
    super(detail ?? messageOf(code));
    this.name = 'ServiceRefusal';
  }
}
