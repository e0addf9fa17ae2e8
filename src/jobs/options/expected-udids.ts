/**
 * `expected-udids` (README.md `profile-check`): the testers' devices an ad hoc or development
 * profile should provision, each a line `<UDID> <name>` (the name optional), given as the lines
 * themselves or as the path of a file of them: Apple's device list export (`Device ID`, tab,
 * `Device Name`, …) reads as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import { formatSize } from '../../api/index.js';
import type { ExpectedDevice } from '../package/profile-check.js';
import type { Checker } from './checker.js';

/** The largest file read: 100 devices a line each are a few KiB. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * A UDID: 40 hex digits (older devices), or 8 and 16 hex digits joined by a dash (since the
 * iPhone XS), as Apple's device lists write them.
 */
const UDID = /^(?:[0-9a-f]{40}|[0-9a-f]{8}-[0-9a-f]{16})$/i;

/** The header line of Apple's device list export. */
const HEADER = /^Device ID\b/i;

/**
 * The devices of `values` (the setting's lines; one line that is no device line is read as a
 * file's path). Each bad line is recorded in `check`, naming it by its number.
 */
export async function checkExpectedDevices(
  check: Checker,
  values: readonly string[],
): Promise<ExpectedDevice[]> {
  const [only] = values;
  let lines = values;
  let source = 'line';
  if (values.length === 1 && only !== undefined && !UDID.test(firstWord(only))) {
    const text = await readDeviceFile(check, only);
    if (text === undefined) return [];
    lines = text.split(/\r?\n/);
    source = `${only} line`;
  }
  const devices: ExpectedDevice[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || HEADER.test(line)) return;
    const udid = firstWord(line);
    if (!UDID.test(udid)) {
      check.add(
        'expected-udids',
        `${source} ${String(index + 1)} does not start with a UDID (40 hex digits, or 8 and 16 joined by a dash): ${JSON.stringify(line.slice(0, 60))}`,
      );
      return;
    }
    // Apple's export puts the platform after the name, a tab apart.
    const name = line.slice(udid.length).trim().split('\t')[0]?.trim() ?? '';
    devices.push({ udid, name: name || udid });
  });
  return devices;
}

function firstWord(line: string): string {
  return line.trim().split(/\s/)[0] ?? '';
}

/** The text of the device file at `path`, or undefined after recording why it cannot be read. */
async function readDeviceFile(check: Checker, path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) {
    check.add(
      'expected-udids',
      `${JSON.stringify(path.slice(0, 60))} is neither a device line (<UDID> <name>) nor a file`,
    );
    return undefined;
  }
  if (info.size > MAX_FILE_BYTES) {
    check.add(
      'expected-udids',
      `${path} is ${formatSize(info.size)}, more than a device list (at most ${formatSize(MAX_FILE_BYTES)})`,
    );
    return undefined;
  }
  return readFile(path, 'utf8');
}
