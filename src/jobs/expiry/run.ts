/**
 * The expiry job (the expiry/ sub-action, `pgyer expiry`; docs/expiry.md): one certificate/index
 * for the account's signing certificates, one app/view per app for its install window and its
 * current iOS build's profile line, each end counted in service days from now.
 */
import { listCertificates, viewApp, type BuildRecord } from '../../api/index.js';
import type { JobContext } from '../context.js';
import { dayOf, daysUntil } from './days.js';
import type { ExpiryOptions } from './options.js';
import { profileExpiryOf } from '../package/profile-line.js';
import type { ExpiryItem, ExpiryKind, ExpiryReport } from './report.js';

/** buildType of an iOS build (api-v2 §2.2). */
const IOS = 1;

/**
 * Reads what `options` asks for and dates it.
 * @throws ApiError, NetworkError of any request: a check that cannot read is no all-clear
 */
export async function runExpiry(job: JobContext, options: ExpiryOptions): Promise<ExpiryReport> {
  const nowMs = job.now();
  const items: ExpiryItem[] = [];
  const notes: string[] = [];
  let requests = 0;
  const dated = (kind: ExpiryKind, name: string, key: string, ends: string, buildKey?: string) => {
    const days = daysUntil(ends, nowMs);
    items.push({
      kind,
      name,
      key,
      ...(buildKey ? { buildKey } : {}),
      ends,
      days,
      soon: days <= options.withinDays,
    });
  };
  if (options.certificates) {
    requests += 1;
    for (const certificate of await listCertificates(job.transport)) {
      const key = certificate.certificateKey ?? '';
      const name = certificate.certificateName ?? key;
      const ends = dayOf(certificate.certificateExpired);
      if (ends) dated('certificate', name, key, ends);
      else notes.push(`certificate ${name}: the service gives no expiry date`);
    }
  }
  for (const appKey of options.appKeys) {
    requests += 1;
    const record = await viewApp(job.transport, appKey);
    notes.push(...appEnds(record, appKey, dated));
  }
  items.sort((a, b) => a.days - b.days || a.key.localeCompare(b.key));
  const soon = items.filter((item) => item.soon).length;
  job.logger.info(
    `Expiry: ${soon} of ${items.length} dated ends within ${options.withinDays} days (requests: ${requests})`,
  );
  return {
    checkedAt: new Date(nowMs).toISOString(),
    withinDays: options.withinDays,
    ...(options.failWithinDays === undefined ? {} : { failWithinDays: options.failWithinDays }),
    items,
    notes,
    requests,
  };
}

/**
 * The install window's end (when app/view says the window is on and gives its end) and the
 * current iOS build's profile line; the notes say what app/view did not tell (the spec lists the
 * window's fields for app/update's answer and the build record, not for app/view's).
 */
function appEnds(
  record: BuildRecord,
  appKey: string,
  dated: (kind: ExpiryKind, name: string, key: string, ends: string, buildKey?: string) => void,
): string[] {
  const name = record.buildName ?? appKey;
  const notes: string[] = [];
  if (record.appIsInstallDate === 1) {
    const ends = dayOf(record.appInstallEndDate);
    if (ends) dated('install-window', name, appKey, ends);
    else notes.push(`app ${appKey}: the install window is on but app/view gives no end day`);
  } else if (record.appIsInstallDate === undefined) {
    notes.push(`app ${appKey}: app/view does not say whether an install window is set`);
  }
  if (record.buildType === IOS) {
    const ends = profileExpiryOf(record.buildDescription);
    if (ends) dated('ios-profile', name, appKey, ends, record.buildKey);
    else {
      notes.push(
        `app ${appKey}: its current iOS build's description has no "ios-profile-expires: YYYY-MM-DD" line`,
      );
    }
  }
  return notes;
}
