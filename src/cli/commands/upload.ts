/**
 * `pgyer upload FILE...`: the upload job (src/jobs/upload), as upload-and-wait runs it. FILE is a
 * path or a pattern, read as upload-and-wait reads its `file` input.
 */
import type { Command } from 'commander';
import type { PublishedBuild } from '../../api/index.js';
import { buildNumberText, profileText, versionText } from '../../common/build-view.js';
import { sizeChangeText } from '../../common/size-change.js';
import { expandFilePatterns } from '../../common/file-patterns.js';
import { Checker } from '../../jobs/options/checker.js';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { checkUploadOptions, UPLOAD_SETTINGS } from '../../jobs/upload/options.js';
import { runUpload, throwIfUploadFailed } from '../../jobs/upload/run.js';
import { readCiContext } from '../../common/ci-context.js';
import { apiCommand, type RunEnvironment } from '../context.js';
import { checkDotenvPath, writeDotenv } from '../dotenv.js';
import { labelledBlock, sectionsText } from '../format.js';
import { healthSections, healthTitle } from '../../jobs/health/lines.js';
import { addSettingOptions, settingsExcept } from '../options.js';
import { barProgress, lineProgress } from '../progress.js';

/** The upload settings as options (file is the FILE argument). */
const OPTIONS = settingsExcept(UPLOAD_SETTINGS, CONNECTION_SETTINGS, 'file');

/** Adds `upload`. */
export function addUploadCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ dotenv?: string }>(
    program,
    environment,
    'upload <FILE...>',
    'upload .ipa, .apk or .hap files (paths or patterns) and wait until the service has published them',
    (command) =>
      addSettingOptions(command, OPTIONS, environment.secrets).option(
        '--dotenv <path>',
        "also write the first build's facts to this file as PGYER_BUILD_KEY=… lines (a GitLab CI dotenv report)",
      ),
    async (context, patterns, { dotenv }) => {
      context.requireV2('app/getCOSToken (the two-step upload this command makes)');
      // One checker: a bad --dotenv is reported with every other bad option, before any upload.
      const check = new Checker();
      if (dotenv !== undefined) await check.ruleAsync(undefined, () => checkDotenvPath(dotenv));
      const checked = await checkUploadOptions(
        { ...context.raw, file: patterns },
        expandFilePatterns,
        check,
      );
      const display =
        context.io.stderr.isTTY === true
          ? await barProgress(context.io.stderr, context.options.debug === true)
          : lineProgress(context.logger);
      let result;
      try {
        const job = context.startJob(checked, display.logger);
        result = await runUpload(job, checked, {
          notes: { ci: readCiContext(), workspace: process.cwd() },
          onProgressFor: (filePath) => display.onProgressFor(filePath),
        });
      } finally {
        display.stop();
      }
      const [first] = result.builds;
      if (first && dotenv !== undefined) await writeDotenv(dotenv, first, context.logger);
      if (result.builds.length > 0) {
        // --json stays the builds (their shape is kept); the health sections are for people.
        await context.print(result.builds, () =>
          [
            buildsTable(result.builds),
            ...result.health.map((report) =>
              sectionsText(healthTitle(report), healthSections(report)),
            ),
          ].join('\n\n'),
        );
      }
      throwIfUploadFailed(result);
    },
  );
}

/**
 * Each build as a heading and labelled lines (its install page, keys on their own lines, which a
 * table would make too wide), labelled as the summaries label them (FACT_LABELS).
 */
function buildsTable(builds: readonly PublishedBuild[]): string {
  return builds
    .map((build) => {
      const { fileName, buildKey, appKey, record, published, alreadyPublished } = build;
      const version = versionText(
        record.buildVersion ?? '',
        record.buildVersionNo ?? '',
        build.buildType,
      );
      const name = [record.buildName, version].filter(Boolean).join(' ');
      const state = published
        ? alreadyPublished
          ? ', already published'
          : ''
        : ', not waited for';
      return labelledBlock(`${fileName}: ${name}${state}`, [
        ['pgyer build', published ? buildNumberText(String(record.buildBuildVersion ?? '')) : ''],
        ['install page', build.installPageUrl],
        ['build key', buildKey],
        ['app key', appKey],
        ['signing profile', build.profile ? profileText(build.profile) : ''],
        ['size change', sizeChangeText(build)],
      ]);
    })
    .join('\n\n');
}
