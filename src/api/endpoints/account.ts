/** App groups, feedback, crashes and certificates (service.md#account-reads). */
import { decodeList, decodePage, decodeRecord, type Page } from '../decode.js';
import {
  APP_GROUP_FIELDS,
  CERTIFICATE_FIELDS,
  CRASH_FIELDS,
  FEEDBACK_FIELDS,
  type AppGroup,
  type Certificate,
  type Crash,
  type Feedback,
} from '../records.js';
import type { Transport } from '../transport/index.js';

/**
 * The caller's app groups: service.md#app-groups (appGroup/listAll).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listAppGroups(transport: Transport): Promise<AppGroup[]> {
  return decodeList(APP_GROUP_FIELDS, (await transport.call('appGroup/listAll')).data);
}

/**
 * One app group with the latest build of each of its apps: service.md#app-groups (appGroup/view).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function viewAppGroup(transport: Transport, appGroupKey: string): Promise<AppGroup> {
  const { data } = await transport.call('appGroup/view', {
    params: { appGroupKey },
    required: ['appGroupKey'],
  });
  return decodeRecord(APP_GROUP_FIELDS, data);
}

/**
 * One page of an app's feedback messages: service.md#feedback (feedback/listAll).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listFeedback(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<Feedback>> {
  const { data } = await transport.call('feedback/listAll', {
    params: { appKey, page },
    required: ['appKey'],
  });
  return decodePage(FEEDBACK_FIELDS, data);
}

/**
 * One feedback message with its device details: service.md#feedback (feedback/view).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function viewFeedback(
  transport: Transport,
  appKey: string,
  feedbackKey: string,
): Promise<Feedback> {
  const { data } = await transport.call('feedback/view', {
    params: { appKey, feedbackKey },
    required: ['appKey', 'feedbackKey'],
  });
  return decodeRecord(FEEDBACK_FIELDS, data);
}

/**
 * One page of an app's crash groups: service.md#crashes (crash/listAll).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listCrashes(
  transport: Transport,
  appKey: string,
  page?: number,
): Promise<Page<Crash>> {
  const { data } = await transport.call('crash/listAll', {
    params: { appKey, page },
    required: ['appKey'],
  });
  return decodePage(CRASH_FIELDS, data);
}

/**
 * One crash group with its log and affected devices: service.md#crashes (crash/view).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function viewCrash(
  transport: Transport,
  appKey: string,
  crashId: number,
): Promise<Crash> {
  const { data } = await transport.call('crash/view', {
    params: { appKey, crashId },
    required: ['appKey', 'crashId'],
  });
  return decodeRecord(CRASH_FIELDS, data);
}

/**
 * The caller's signing certificates: service.md#certificates (certificate/index).
 * @throws ApiError, NetworkError as Transport.call
 */
export async function listCertificates(transport: Transport): Promise<Certificate[]> {
  return decodeList(CERTIFICATE_FIELDS, (await transport.call('certificate/index')).data);
}
