/**
 * What one notification says, before any platform's format: the builds published (as
 * src/common/build-view.ts shows them everywhere), what failed, the release notes and where the
 * run comes from. Each platform renders this one model.
 */
import type { PublishedBuild } from '../../api/index.js';
import {
  buildView,
  contextLines,
  FACT_LABELS,
  type BuildView,
  type ContextLine,
} from '../../common/build-view.js';
import type { CiContext } from '../../common/ci-context.js';

/** success: every build was published; failure: an upload failed (some builds may be published). */
export type Outcome = 'success' | 'failure';

/**
 * Lines of outside text under a heading, after the builds (a health digest's crash groups and
 * feedback): each platform shows each line as text, inert and cut to its limits.
 */
export interface MessageSection {
  heading: string;
  /** One line each; a line break inside is shown as a space where the platform cannot break. */
  lines: string[];
}

/** One notification, in no platform's format yet. */
export interface NotifyMessage {
  outcome: Outcome;
  /** The heading: notify-title, or what happened (`Appium Settings 8.0.10 (192) is ready to install`). */
  title: string;
  builds: BuildView[];
  /** The published builds as upload-and-wait outputs them (the generic webhook sends these). */
  records: PublishedBuild[];
  /** What failed, one line each (safe to show). */
  failures: string[];
  /** The release notes of the first build, '' when none. */
  releaseNotes: string;
  /** The run's context lines (repository, commit, branch, pull request, trigger, run). */
  context: ContextLine[];
  /** The run's page, when the CI gives one: every failure notice links it. */
  run: ContextLine | undefined;
  ci: CiContext;
  /** Sections after the builds and failures; none in a build notice. */
  sections?: MessageSection[];
  /** A report the generic webhook sends as it is (`report`): a health digest, an expiry check. */
  report?: unknown;
  /** The generic webhook's event for `report`: `report` (a health digest) or `expiry`. */
  reportEvent?: ReportEvent;
  /**
   * The health reports of the builds an upload replaced (health-report: previous), which the
   * generic webhook sends as they are (`health`); absent when there are none.
   */
  health?: unknown[];
}

/** The generic webhook's events of a report about no build. */
export type ReportEvent = 'report' | 'expiry';

/** What a front-end knows when it notifies. */
export interface NotifyFacts {
  /** The published builds, without the install password. */
  builds: readonly PublishedBuild[];
  failures: readonly string[];
  ci: CiContext;
  /** notify-title, when given. */
  title?: string | undefined;
  /**
   * The GitHub deployment the upload made (deployment-environment), shown after the run's context:
   * `Deployed to: testers`, linked to the environment.
   */
  deployment?: ContextLine | undefined;
  /** Sections after the builds (a health digest's). */
  sections?: readonly MessageSection[] | undefined;
  /** What the generic webhook sends as `report` (a health digest's or expiry check's JSON). */
  report?: unknown;
  /** The generic webhook's event for `report`; default `report`. */
  reportEvent?: ReportEvent | undefined;
  /** What the generic webhook sends as `health` (an upload's HealthReport objects). */
  health?: readonly unknown[] | undefined;
}

/** The message about `facts`: a failure when anything failed, else a success. */
export function notifyMessage(facts: NotifyFacts): NotifyMessage {
  const builds = facts.builds.map((build) => buildView(build));
  const outcome: Outcome = facts.failures.length > 0 ? 'failure' : 'success';
  const context = [...contextLines(facts.ci), ...(facts.deployment ? [facts.deployment] : [])];
  return {
    outcome,
    title: facts.title ?? defaultTitle(outcome, builds, facts.failures.length),
    builds,
    records: [...facts.builds],
    failures: [...facts.failures],
    releaseNotes: facts.builds[0]?.record.buildUpdateDescription?.trim() ?? '',
    context,
    run: context.find((line) => line.label === 'Run' && line.url),
    ci: facts.ci,
    sections: [...(facts.sections ?? [])],
    ...(facts.report === undefined
      ? {}
      : { report: facts.report, reportEvent: facts.reportEvent ?? 'report' }),
    ...(facts.health?.length ? { health: [...facts.health] } : {}),
  };
}

function defaultTitle(outcome: Outcome, builds: readonly BuildView[], failed: number): string {
  const [first] = builds;
  if (outcome === 'failure') {
    return builds.length > 0
      ? `Pgyer: ${failed} upload${failed === 1 ? '' : 's'} failed, ${builds.length} published`
      : 'Pgyer: the upload failed';
  }
  // Nothing new: said, as a re-run may be made for a notification that failed (README.md
  // `if-published`).
  const already = builds.every((build) => build.alreadyPublished) ? ' (already published)' : '';
  if (builds.length === 1 && first) {
    return `${first.name} ${first.version} is ready to install${already}`.replace(/\s+/g, ' ');
  }
  return `${builds.length} builds are ready to install${already}`;
}

/** When the build was published; a build already published says it was not uploaded again. */
function publishedText(build: BuildView): string {
  if (!build.alreadyPublished) return build.publishedAt;
  const already = 'already published, not uploaded again';
  return build.publishedAt ? `${build.publishedAt} (${already})` : already;
}

/** The facts of one build, in the order every platform lists them; unknown ones left out. */
export function buildFacts(build: BuildView): ContextLine[] {
  const facts: ContextLine[] = [
    { label: 'Platform', text: build.platform },
    { label: FACT_LABELS.version, text: build.version },
    { label: FACT_LABELS.buildNumber, text: build.buildNumber },
    { label: FACT_LABELS.installType, text: build.installType },
    { label: FACT_LABELS.validity, text: build.validity },
    { label: FACT_LABELS.profile, text: build.profile },
    { label: FACT_LABELS.size, text: build.size },
    { label: FACT_LABELS.sizeChange, text: build.sizeChange },
    { label: FACT_LABELS.publishedAt, text: publishedText(build) },
  ];
  return facts.filter((fact) => fact.text !== '');
}
