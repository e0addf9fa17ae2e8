/**
 * The size gate (README.md "Size gate"): after the build each file replaces is found and before
 * any upload, each file's size against that build's, by size-warn-increase and size-fail-increase.
 * Only builds of one app are compared (the same identifier and build type: replaced-build.ts).
 */
import { PgyerError, type ReplacedBuild, type SettingNamer } from '../../../api/index.js';
import { baseText, deltaText, sizeChangeOf } from '../../../common/size-change.js';
import type { JobContext } from '../../context.js';
import type { UploadFile } from '../options.js';
import { increaseAbove, sized, type SizeGate } from './size-options.js';

/**
 * A file grew more than size-fail-increase allows; nothing was uploaded. `reason` names each such
 * file, its base build (number, key, how it was chosen), both sizes and the way out, in the
 * front-end's words (job.settingName); `message` adds that nothing was uploaded.
 */
export class SizeIncreaseError extends PgyerError {
  override name = 'SizeIncreaseError';

  constructor(readonly reason: string) {
    super(`${reason}. Nothing was uploaded`);
  }
}

/** One file to gate and the build it replaces (undefined: the look-up failed or was not made). */
export interface GatedFile {
  file: UploadFile;
  replaces: ReplacedBuild | 'none' | undefined;
}

/**
 * Gates `files` (those about to be uploaded) by `gate`: one log line per file saying what it
 * decided, one warning per file above size-warn-increase, one warning for the run when the builds
 * replaced are not known (never a failure). A first build has no threshold. Settings are named
 * in the front-end's words (job.settingName: `input size-fail-increase`, `--size-fail-increase`).
 * @throws SizeIncreaseError naming every file above size-fail-increase, before any upload
 */
export function gateSizes(job: JobContext, gate: SizeGate, files: readonly GatedFile[]): void {
  const { warnIncrease, failIncrease } = gate;
  const name: SettingNamer = job.settingName ?? ((setting) => setting);
  const [warnName, failName] = [name('size-warn-increase'), name('size-fail-increase')];
  const limits = [
    ...(warnIncrease ? [`${warnName} ${warnIncrease.text}`] : []),
    ...(failIncrease ? [`${failName} ${failIncrease.text}`] : []),
  ];
  if (limits.length === 0 || files.length === 0) return;
  if (files.some((each) => each.replaces === undefined)) {
    job.logger.warning(
      `Could not compare the sizes with the builds replaced (they are not known, see above): ${limits.join(' and ')} not applied`,
    );
  }
  const failed: string[] = [];
  for (const { file, replaces } of files) {
    if (replaces === undefined) continue;
    if (replaces === 'none') {
      job.logger.info(`${file.path}: the app's first build, no size threshold applies`);
      continue;
    }
    const change = sizeChangeOf(file.size, replaces);
    if (!change) {
      job.logger.warning(
        `${file.path}: not compared with ${baseText(replaces)} (${replaces.buildKey}), whose size is not known`,
      );
      continue;
    }
    const fact = `${file.path} is ${sized(file.size)}, ${deltaText(change)} since ${baseText(replaces)} (buildKey ${replaces.buildKey}, ${sized(change.baseBytes)})`;
    if (failIncrease && increaseAbove(failIncrease, change)) {
      failed.push(`${fact}: more than ${failName} ${failIncrease.text}`);
    } else if (warnIncrease && increaseAbove(warnIncrease, change)) {
      job.logger.warning(`${fact}: more than ${warnName} ${warnIncrease.text}`);
    } else {
      job.logger.info(`${fact}: within ${limits.join(' and ')}`);
    }
  }
  if (failed.length > 0) {
    throw new SizeIncreaseError(
      `${failed.join('; ')}. Shrink the package, or raise ${failName} to upload it`,
    );
  }
}
