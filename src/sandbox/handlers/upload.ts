import { rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ServiceRefusal, Codes } from '../codes.js';
import type { ReceivedFile } from '../form.js';
import type { HandlerContext } from '../handler-context.js';
import type { Platform } from '../model.js';
import { PackageError, readPackage } from '../package-reader.js';
import { storeIcon } from '../icons.js';
import { randomHex } from '../random.js';
import { notFoundUploadCodes } from '../options.js';
import { basicRecord } from '../records.js';
import { parseUploadSettings } from '../upload-settings.js';

/**
 * getCOSToken's buildType words (service.md#upload-token), and `harmony`, which the vendor's own
 * clients send for a .hap (service.md#quirks).
 */
const buildTypeWords: Record<string, Platform> = {
  ios: 'ios',
  ipa: 'ios',
  android: 'android',
  apk: 'android',
  harmonyos: 'harmony',
  hap: 'harmony',
  harmony: 'harmony',
};

/**
 * The platforms app/upload accepts, by file extension: "ipa or apk file"
 * (service.md#single-step-upload).
 */
const singleStepExtensions: Record<string, Platform> = { '.ipa': 'ios', '.apk': 'android' };

/**
 * app/getCOSToken (service.md#upload-token): validates the upload settings and issues storage
 * credentials. The settings are kept with the key and applied when the build is published.
 * @throws ServiceRefusal 1014 buildType empty, 1015 unknown buildType, and those of parseUploadSettings.
 */
export function getCosToken({ params, core, now }: HandlerContext) {
  const platform = buildTypeWords[params.required('buildType', Codes.appTypeEmpty).toLowerCase()];
  if (platform === undefined) throw new ServiceRefusal(Codes.wrongType);
  const settings = parseUploadSettings(params, core.state);
  const ticket = core.tickets.issue(platform, settings, now.getTime());
  return {
    key: ticket.key,
    endpoint: core.links.storage(),
    params: {
      key: ticket.key,
      signature: ticket.signature,
      'x-cos-security-token': ticket.securityToken,
    },
  };
}

/**
 * app/buildInfo (service.md#build-info): the basic build set once published; else 1246 while the
 * package is parsed, 1247 while it is published, 1216 when it could not be read. Polled with the
 * upload token's key; the record carries the build's own buildKey (another one with the
 * distinctUploadKeys option).
 * The spec does not say what a key that was issued but whose storage upload has not completed
 * answers: the unstoredUploadCode option chooses, 1093 by default (the sandbox's reading: the key
 * is in no build table yet, so a client that skipped or lost the upload fails fast), 1009 or 1092
 * (other not-found codes, which a key never issued then answers too), or 1246/1247.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 deleted build, 1246, 1247, 1216; an issued key
 *   never stored the unstoredUploadCode; a key never issued 1093, or the unstoredUploadCode when
 *   that is a not-found code.
 */
export function buildInfo({ params, core }: HandlerContext) {
  const key = params.required('buildKey', Codes.buildKeyEmpty);
  const build = core.state.builds.get(core.queue.buildKeyOf(key) ?? key);
  if (build !== undefined) return basicRecord(core.state, core.links, build);
  const phaseCodes = {
    parsing: Codes.parsing,
    publishing: Codes.publishing,
    failed: Codes.publishFailed,
    // Published, yet no build: it was deleted since.
    published: Codes.notFound,
  };
  const phase = core.queue.phase(key);
  if (phase !== undefined) throw new ServiceRefusal(phaseCodes[phase]);
  const unstored = core.unstoredUploadCode;
  const issued = core.tickets.get(key) !== undefined;
  throw new ServiceRefusal(
    issued || notFoundUploadCodes.includes(unstored) ? unstored : Codes.notFound,
  );
}

/**
 * app/upload (service.md#single-step-upload), the single-step upload: reads the package at once and
 * answers the published build's basic set; no queue.
 * @throws ServiceRefusal 1021 no file, 1015 not an .ipa/.apk, 1058 unreadable package, 1212 a
 *   channel of another app, and those of parseUploadSettings.
 */
export async function uploadInOneStep({ params, files, core, now }: HandlerContext) {
  const file = requireFile(files.get('file'));
  const platform = singleStepExtensions[extname(file.fileName).toLowerCase()];
  if (platform === undefined) throw new ServiceRefusal(Codes.wrongType);
  const settings = parseUploadSettings(params, core.state, true);
  const { info, icon } = await readPackage(file.path, platform).catch((error: unknown) => {
    throw error instanceof PackageError ? new ServiceRefusal(Codes.parseFailed) : error;
  });
  const iconKey = icon === undefined ? '' : await storeIcon(core.paths.icons, icon);
  const key = randomHex(16);
  const filePath = join(core.paths.builds, key);
  try {
    const build = core.state.publish({
      key,
      platform,
      info,
      fileName: file.fileName,
      fileSize: file.size,
      filePath,
      iconKey,
      settings,
      created: now,
    });
    await rename(file.path, filePath);
    return basicRecord(core.state, core.links, build);
  } catch (error) {
    if (iconKey !== '') await rm(join(core.paths.icons, iconKey), { force: true });
    throw error;
  }
}

/**
 * app/uploadHarmonyCert (service.md#harmonyos-files): the p12 that publishing a HAP waits for. The
 * sandbox checks that it arrived with a password and never stores either.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown key, 1021 no file, 1061 no password.
 */
export function uploadHarmonyCertificate(context: HandlerContext): [] {
  const key = requireUploadKey(context);
  requireFile(context.files.get('file'));
  context.params.required('password', Codes.passwordEmpty);
  context.core.queue.receiveHarmonyCertificate(key);
  return [];
}

/**
 * app/uploadHarmonyHsp (service.md#harmonyos-files): an hsp dependency of a HAP; accepted and not
 * needed.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown key, 1021 no file.
 */
export function uploadHarmonyHsp(context: HandlerContext): [] {
  requireUploadKey(context);
  requireFile(context.files.get('file'));
  return [];
}

/** A key from getCOSToken, before or after its storage upload. */
function requireUploadKey({ params, core }: HandlerContext): string {
  const key = params.required('buildKey', Codes.buildKeyEmpty);
  const known =
    core.tickets.get(key) !== undefined ||
    core.queue.phase(key) !== undefined ||
    core.state.builds.has(key);
  if (!known) throw new ServiceRefusal(Codes.notFound);
  return key;
}

function requireFile(file: ReceivedFile | undefined): ReceivedFile {
  if (file === undefined || file.size === 0) throw new ServiceRefusal(Codes.invalidFile);
  return file;
}
