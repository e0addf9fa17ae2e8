import { mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, type PublishedBuild } from '../../../src/api/index.js';
import {
  checkDotenvPath,
  DOTENV_MAX_BYTES,
  dotenvOf,
  dotenvReport,
  dotenvValue,
  writeDotenv,
} from '../../../src/cli/dotenv.js';
import { OUTSIDE_PAYLOADS } from '../../fixtures/outside-text.js';
import { recordingLogger } from '../../helpers/job.js';

const build: PublishedBuild = {
  buildKey: 'k1',
  uploadKey: 'k1',
  appKey: 'a1',
  buildType: 'android',
  fileName: 'app.apk',
  fileSize: 2048,
  published: true,
  record: {
    buildName: 'Demo',
    buildVersion: '2.0',
    buildVersionNo: '20',
    buildBuildVersion: 7,
    buildIdentifier: 'com.example.demo',
  },
  buildShortcutUrl: 'abcd',
  installPageUrl: 'https://www.pgyer.com/abcd',
  qrCodeUrl: 'https://www.pgyer.com/app/qrcode/abcd',
  iosInstallUrl: '',
  buildPageUrl: 'https://www.pgyer.com/k1',
  buildQrCodeUrl: 'https://www.pgyer.com/app/qrcode/k1',
  iconUrl: '',
  uploadSeconds: 1,
  publishSeconds: 2,
  alreadyPublished: false,
};

/** Each line as GitLab reads a dotenv report: name, then everything after the first `=`, trimmed. */
function variablesOf(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
}

describe('dotenvOf', () => {
  it('writes the first build as PGYER_ variables named after the action outputs', () => {
    expect(dotenvOf(build)).toBe(
      [
        'PGYER_BUILD_KEY=k1',
        'PGYER_APP_KEY=a1',
        'PGYER_BUILD_SHORTCUT_URL=abcd',
        'PGYER_INSTALL_PAGE_URL=https://www.pgyer.com/abcd',
        'PGYER_QR_CODE_URL=https://www.pgyer.com/app/qrcode/abcd',
        'PGYER_BUILD_TYPE=android',
        'PGYER_BUILD_NAME=Demo',
        'PGYER_BUILD_VERSION=2.0',
        'PGYER_BUILD_VERSION_NO=20',
        'PGYER_BUILD_BUILD_VERSION=7',
        'PGYER_BUILD_IDENTIFIER=com.example.demo',
        'PGYER_BUILD_FILE_SIZE=2048',
        'PGYER_ALREADY_PUBLISHED=false',
        '',
      ].join('\n'),
    );
  });

  it('keeps a service value on its line: line breaks and control characters become a space', () => {
    const text = dotenvOf({
      ...build,
      record: { ...build.record, buildName: ' Demo\r\nPGYER_BUILD_KEY=forged\u2028x\ty\u0000 ' },
    });
    expect(text.split('\n').every((line) => line === '' || /^PGYER_[A-Z_]+=\S/.test(line))).toBe(
      true,
    );
    expect(variablesOf(text)).toMatchObject({
      PGYER_BUILD_KEY: 'k1',
      PGYER_BUILD_NAME: 'Demo PGYER_BUILD_KEY=forged x y',
    });
  });

  it.each(OUTSIDE_PAYLOADS)(
    'keeps $tries in the name, version and file name to its own variable',
    ({ text }) => {
      const file = dotenvOf({
        ...build,
        fileName: `${text}.apk`,
        record: { ...build.record, buildName: text, buildVersion: text },
      });
      const variables = variablesOf(file);
      expect(Object.keys(variables)).toEqual(Object.keys(variablesOf(dotenvOf(build))));
      expect(file.split('\n').every((line) => line === '' || /^PGYER_[A-Z_]+=/.test(line))).toBe(
        true,
      );
      expect(variables.PGYER_BUILD_NAME).toBe(dotenvValue(text));
      expect(dotenvValue(text)).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]/u);
    },
  );

  it("writes each $ as $$, GitLab's escape: no value names another variable in a later job", () => {
    const text = dotenvOf({
      ...build,
      record: { ...build.record, buildName: 'Demo $CI_JOB_TOKEN ${PGYER_API_KEY} $$ 5$' },
    });
    expect(variablesOf(text).PGYER_BUILD_NAME).toBe(
      'Demo $$CI_JOB_TOKEN $${PGYER_API_KEY} $$$$ 5$$',
    );
  });

  it('cuts a long value with $ in it whole pairs at a time, within the 5 KB limit', () => {
    const { text, cut } = dotenvReport({
      ...build,
      record: { ...build.record, buildName: '$'.repeat(6000) },
    });
    expect(cut).toEqual(['PGYER_BUILD_NAME']);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(DOTENV_MAX_BYTES);
    expect(variablesOf(text).PGYER_BUILD_NAME).toMatch(/^(?:\$\$)+…$/);
  });

  it('leaves out a fact without a value (the iOS install link of an Android build)', () => {
    expect(dotenvOf(build)).not.toContain('PGYER_IOS_INSTALL_URL');
    expect(dotenvOf({ ...build, iosInstallUrl: 'itms-services://x' })).toContain(
      'PGYER_IOS_INSTALL_URL=itms-services://x\n',
    );
  });
});

describe("GitLab's dotenv size limit", () => {
  it('cuts the longest outside values so the report stays within 5 KB, keys and addresses whole', () => {
    const { text, cut } = dotenvReport({
      ...build,
      record: {
        ...build.record,
        buildName: `名${'x'.repeat(6000)}`,
        buildVersion: `2.0-${'测'.repeat(2000)}`,
      },
    });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(DOTENV_MAX_BYTES);
    expect(DOTENV_MAX_BYTES).toBe(5120);
    expect(cut).toEqual(['PGYER_BUILD_NAME', 'PGYER_BUILD_VERSION']);
    const variables = variablesOf(text);
    expect(variables).toMatchObject({
      PGYER_BUILD_KEY: 'k1',
      PGYER_INSTALL_PAGE_URL: 'https://www.pgyer.com/abcd',
      PGYER_BUILD_IDENTIFIER: 'com.example.demo',
    });
    expect(variables.PGYER_BUILD_NAME).toMatch(/^名x+…$/);
    expect(variables.PGYER_BUILD_VERSION).toMatch(/^2\.0-测+…$/);
    // Nothing cut that fits.
    expect(dotenvReport(build)).toEqual({ text: dotenvOf(build), cut: [] });
  });

  it('writes the cut file and says so in one warning line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
    try {
      const path = join(folder, 'pgyer.env');
      const logger = recordingLogger();
      const long = { ...build, record: { ...build.record, buildName: 'x'.repeat(6000) } };
      await writeDotenv(path, long, logger);
      expect(Buffer.byteLength(await readFile(path, 'utf8'))).toBeLessThanOrEqual(5120);
      expect(logger.lines).toEqual([
        `warning: ${path}: PGYER_BUILD_NAME cut to keep the file within GitLab's 5 KB dotenv limit`,
      ]);
      await writeDotenv(path, build, logger);
      expect(logger.lines).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the dotenv file', () => {
  it('is written where asked, and a missing folder is refused before any upload', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
    try {
      const path = join(folder, 'pgyer.env');
      await checkDotenvPath(path);
      await writeDotenv(path, build, recordingLogger());
      expect(await readFile(path, 'utf8')).toBe(dotenvOf(build));
      await expect(checkDotenvPath(join(folder, 'missing', 'pgyer.env'))).rejects.toThrow(
        /^dotenv: cannot write .*missing.*pgyer\.env: its folder .* is missing or read-only$/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('a folder in its place is refused before any upload, and left as it is', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
    try {
      await expect(checkDotenvPath(folder)).rejects.toThrow(
        new InputError('dotenv', `cannot write ${folder}: it is a folder`),
      );
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it.skipIf(process.platform === 'win32')(
    'a symbolic link in its place is refused before any upload, and its target left as it is',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
      try {
        const target = join(folder, 'elsewhere.txt');
        await writeFile(target, 'kept\n');
        const path = join(folder, 'pgyer.env');
        await symlink(target, path);
        await expect(checkDotenvPath(path)).rejects.toThrow(
          new InputError('dotenv', `cannot write ${path}: it is a symbolic link`),
        );
        expect(await readFile(target, 'utf8')).toBe('kept\n');
        expect(await readlink(path)).toBe(target);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(process.platform === 'win32')(
    'is written through a new file renamed into place: a link made after the check is replaced, not followed',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
      try {
        const target = join(folder, 'elsewhere.txt');
        await writeFile(target, 'kept\n');
        const path = join(folder, 'pgyer.env');
        await checkDotenvPath(path);
        await symlink(target, path);
        await writeDotenv(path, build, recordingLogger());
        expect(await readFile(target, 'utf8')).toBe('kept\n');
        expect(await readFile(path, 'utf8')).toBe(dotenvOf(build));
        expect((await readdir(folder)).sort()).toEqual(['elsewhere.txt', 'pgyer.env']);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  // Root may write any file: the case runs where the tests do not run as root (CI's runners).
  it.skipIf(process.getuid?.() === 0)(
    'a read-only file is refused, and left as it is',
    async () => {
      const folder = await mkdtemp(join(tmpdir(), 'dotenv-'));
      try {
        const path = join(folder, 'pgyer.env');
        await writeFile(path, 'PGYER_BUILD_KEY=old\n', { mode: 0o444 });
        await expect(checkDotenvPath(path)).rejects.toThrow(
          new InputError('dotenv', `cannot write ${path}: the file is read-only`),
        );
        expect(await readFile(path, 'utf8')).toBe('PGYER_BUILD_KEY=old\n');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});
