/** The job summary of upload-and-wait: a card per build, or what failed. */
import type { PublishedBuild } from '../api/index.js';
import { buildView, FACT_LABELS, type BuildView, type ContextLine } from '../common/build-view.js';
import type { CiContext } from '../common/ci-context.js';
import { githubHtml } from '../common/inert/github.js';
import {
  buildKeyHtml,
  pageFact,
  recordFact,
  renderCard,
  renderContextLine,
  renderReleaseNotes,
  type BuildCard,
} from './build-table.js';
import type { HealthReport } from '../jobs/health/report.js';
import { replacedHealthHtml } from './health-section.js';
import { startSummary } from './summary-start.js';

/** Width and height of a build's QR code in the job summary, in CSS pixels. */
const QR_CODE_SIZE = 160;

/** What the summary tells about the run besides the builds. */
export interface SummaryContext {
  /** The run's CI context (readCiContext()). */
  ci: CiContext;
  /** The GitHub deployment of the builds, `Deployed to: <environment>` with its page. */
  deployment?: ContextLine;
  /**
   * Where the release notes came from, or why there are none, in one line (UploadResult
   * .releaseNotesOrigin): shown with the notes, as text.
   */
  releaseNotesOrigin?: string;
  /** The health reports since the builds replaced (health-report: previous), after the notes. */
  health?: readonly HealthReport[];
}

/** A build's card in the job summary. */
function summaryCard(view: BuildView): BuildCard {
  const text = (label: string, value: string) => ({ label, html: githubHtml(value) });
  // Facts the service did not answer (install type, validity): no row rather than an empty cell.
  const known = (label: string, value: string) => (value ? [text(label, value)] : []);
  return {
    title: `${view.name} · ${view.platform}`,
    iconUrl: view.iconUrl,
    pageUrl: view.pageUrl,
    qrCodeUrl: view.qrCodeUrl,
    facts: [
      recordFact(FACT_LABELS.version, view.version, view.published),
      recordFact(FACT_LABELS.buildNumber, view.buildNumber, view.published),
      pageFact(view.pageUrl),
      ...known(FACT_LABELS.installType, view.installType),
      ...known(FACT_LABELS.validity, view.validity),
      ...known(FACT_LABELS.profile, view.profile),
      text(
        FACT_LABELS.size,
        `${unbroken(view.size)}, ${view.alreadyPublished ? 'not uploaded again' : `uploaded in ${unbroken(view.uploadTime)}`}`,
      ),
      ...known(FACT_LABELS.sizeChange, view.sizeChange),
      text(FACT_LABELS.publishedAt, publishedText(view)),
      { label: 'buildKey', html: buildKeyHtml(view.buildKey) },
    ],
  };
}

/**
 * A number and its unit (`12.3 MiB`, `4.2 s`) joined by a no-break space: a narrow page (a phone,
 * a 400 px pane) wraps the fact between the size and the time, never inside `0.1 s`.
 */
function unbroken(quantity: string): string {
  return quantity.replaceAll(' ', '\u00a0');
}

/** When the build was published, or why that is not known. */
function publishedText(view: BuildView): string {
  if (view.alreadyPublished) {
    return `Already published, by an earlier run${view.publishedAt ? `: ${view.publishedAt}` : ''}`;
  }
  return view.published
    ? view.publishedAt
    : 'Not waited for: the service may still be publishing it';
}

/**
 * Appends the builds to the job summary ($GITHUB_STEP_SUMMARY): the run's context, a card per
 * build, the release notes that were sent, and one line per file that failed, with "No build was
 * published." when none was. A build already published (if-published: skip) says so in its card,
 * and in the heading when every build was.
 */
export async function writeBuildSummary(
  builds: readonly PublishedBuild[],
  failures: readonly string[],
  releaseNotes: string | undefined,
  context: SummaryContext,
): Promise<void> {
  const allPublished = failures.length === 0 && builds.every((build) => build.published);
  const already = builds.every((build) => build.alreadyPublished) ? ' already' : '';
  const heading = allPublished
    ? `${builds.length === 1 ? 'Build' : 'Builds'}${already} published to Pgyer`
    : builds.length === 0
      ? 'Pgyer upload failed'
      : 'Pgyer upload';
  const summary = startSummary(heading, context.ci);
  for (const build of builds) {
    summary.addRaw(renderCard(summaryCard(buildView(build)), QR_CODE_SIZE), true);
  }
  summary.addRaw(renderContextLine(context.deployment ? [context.deployment] : []), true);
  summary.addRaw(renderReleaseNotes(releaseNotes, context.releaseNotesOrigin), true);
  if (context.health?.length) summary.addRaw(replacedHealthHtml(context.health), true);
  if (failures.length > 0) {
    summary.addHeading('Failed', 4).addList(failures.map(githubHtml));
    if (builds.length === 0)
      summary.addRaw('<p><strong>No build was published.</strong></p>', true);
  }
  await summary.write();
}

/**
 * Writes the summary of a run refused before any upload (bad inputs, an API key the service
 * refused, or a build of the same version under same-version: fail): each problem, and that
 * nothing was uploaded or changed.
 */
export async function writeRefusedSummary(
  problems: readonly string[],
  context: SummaryContext,
): Promise<void> {
  await startSummary('Pgyer upload refused', context.ci)
    .addList(problems.map(githubHtml))
    .addRaw('<p><strong>Nothing was uploaded or changed.</strong></p>', true)
    .write();
}
