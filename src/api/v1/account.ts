/** App groups, feedback and crashes through API 1.0 (service.md#v1-account-reads). */
import type { Page } from '../decode.js';
import {
  APP_GROUP_FIELDS,
  CRASH_FIELDS,
  FEEDBACK_FIELDS,
  type AppGroup,
  type Crash,
  type Feedback,
} from '../records.js';
import type { Transport } from '../transport/index.js';
import { decodeV1List, decodeV1Page, decodeV1Record } from './decode.js';
import { APP_GROUP_NAMES, CRASH_NAMES, FEEDBACK_NAMES } from './names.js';

/**
 * The user's app groups: service.md#v1-account-reads (userAppGroup/listAll); needs the user key.
 * @throws MissingParameterError when userKey is empty; ApiError, NetworkError as Transport.call
 */
export async function listAppGroups(transport: Transport, userKey: string): Promise<AppGroup[]> {
  const { data } = await transport.call('userAppGroup/listAll', {
    params: { uKey: userKey },
    required: ['uKey'],
  });
  return decodeV1List(APP_GROUP_FIELDS, APP_GROUP_NAMES, data);
}

/**
 * One app group with the latest build of each of its apps: service.md#v1-account-reads
 * (userAppGroup/view).
 * @throws MissingParameterError when appGroupKey is empty; ApiError, NetworkError as Transport.call
 */
export async function viewAppGroup(transport: Transport, appGroupKey: string): Promise<AppGroup> {
  const { data } = await transport.call('userAppGroup/view', {
    params: { userAppGroupKey: appGroupKey },
    required: ['userAppGroupKey'],
  });
  return decodeV1Record(APP_GROUP_FIELDS, APP_GROUP_NAMES, data);
}

/**
 * One page of an app's feedback messages: service.md#v1-account-reads (feedback/listAll).
 * @throws MissingParameterError when appKey is empty; ApiError, NetworkError as Transport.call
 */
export async function listFeedback(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<Feedback>> {
  const { data } = await transport.call('feedback/listAll', {
    params: { aId: appKey, page },
    required: ['aId'],
  });
  return decodeV1Page(FEEDBACK_FIELDS, FEEDBACK_NAMES, data);
}

/**
 * One feedback message with its device details: service.md#v1-account-reads (feedback/view).
 * @throws MissingParameterError when a key is empty; ApiError, NetworkError as Transport.call
 */
export async function viewFeedback(
  transport: Transport,
  appKey: string,
  feedbackKey: string,
): Promise<Feedback> {
  const { data } = await transport.call('feedback/view', {
    params: { aId: appKey, feedbackKey },
    required: ['aId', 'feedbackKey'],
  });
  return decodeV1Record(FEEDBACK_FIELDS, FEEDBACK_NAMES, data);
}

/**
 * One page of an app's crash groups: service.md#v1-account-reads (crash/listAll).
 * @throws MissingParameterError when appKey is empty; ApiError, NetworkError as Transport.call
 */
export async function listCrashes(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<Crash>> {
  const { data } = await transport.call('crash/listAll', {
    params: { aId: appKey, page },
    required: ['aId'],
  });
  return decodeV1Page(CRASH_FIELDS, CRASH_NAMES, data);
}

/**
 * One crash group with its log and affected devices: service.md#v1-account-reads (crash/view).
 * @throws MissingParameterError when appKey is empty; ApiError, NetworkError as Transport.call
 */
export async function viewCrash(
  transport: Transport,
  appKey: string,
  crashId: number,
): Promise<Crash> {
  const { data } = await transport.call('crash/view', {
    params: { aId: appKey, sdkCrashGroupId: crashId },
    required: ['aId', 'sdkCrashGroupId'],
  });
  return decodeV1Record(CRASH_FIELDS, CRASH_NAMES, data);
}
