/**
 * WeCom group robot (企业微信群机器人): a "news" card per build, the install page as its link,
 * and one for the run, then the QR code of each build's page as an `image` message of its own; a
 * failure notice is markdown (WeCom's markdown shows no images). Answers: HTTP 200 with
 * `errcode`/`errmsg`; 45009 is its rate limit (20 messages a minute a robot). No signing: the
 * `key` in the URL is the secret.
 *
 * Why the QR code is no article picture: WeCom shows the first article's picture as a 1068x455
 * banner and the others' as 150x150 thumbnails, cropping a picture to fit, so a square QR code as
 * the banner loses its top and bottom and cannot be scanned. An image message (a PNG as base64
 * with its md5, at most 2 MB) is shown whole. The articles carry no picture: the app icon, the
 * one square picture at hand, would be cropped and blurred the same way.
 */
import { createHash } from 'node:crypto';
import { FACT_LABELS, type BuildView } from '../../../common/build-view.js';
import { type NotifyMessage } from '../message.js';
import { markdownLines } from '../markdown.js';
import { envelopeVerdict, type Platform } from './platform.js';
import { chatPlain, truncateBytes } from '../text.js';
import { qrPicture } from '../qr-picture.js';

/**
 * WeCom's caps: 8 articles, title 128 bytes, description 512 bytes, markdown 4,096 bytes; and
 * ours: the QR codes of at most 3 builds, as each is a message of the robot's 20 a minute.
 */
export const WECOM_LIMITS = {
  articles: 8,
  qrPictures: 3,
  titleBytes: 128,
  descriptionBytes: 512,
  markdownBytes: 4096,
} as const;

interface Article {
  title: string;
  description: string;
  url: string;
}

/**
 * An article of `title` and `description` (WeCom's plain text: chatPlain), each cut to WeCom's
 * caps, linking `url`.
 */
function article(title: string, description: string, url: string): Article {
  return {
    title: truncateBytes(chatPlain(title), WECOM_LIMITS.titleBytes),
    description: truncateBytes(chatPlain(description), WECOM_LIMITS.descriptionBytes),
    url,
  };
}

/** A build's line of facts, with the release notes under the first build's. */
function buildDescription(build: BuildView, notes: string): string {
  const facts = [
    build.platform,
    build.buildNumber && `${FACT_LABELS.buildNumber} ${build.buildNumber}`,
    build.installType,
    build.validity,
    build.profile,
    build.size,
    build.sizeChange,
  ];
  return [facts.filter(Boolean).join(' · '), notes].filter(Boolean).join('\n');
}

function newsPayload(message: NotifyMessage): unknown {
  const { run } = message;
  const room = WECOM_LIMITS.articles - (run ? 1 : 0);
  const builds = message.builds.slice(0, room);
  const articles: Article[] = builds.map((build, index) =>
    article(
      builds.length === 1 ? message.title : `${build.name} ${build.version}`,
      buildDescription(build, index === 0 ? message.releaseNotes : ''),
      build.pageUrl,
    ),
  );
  const more = message.builds.length - builds.length;
  if (run) {
    const context = message.context.filter((fact) => fact.label !== 'Run');
    articles.push(
      article(
        `${more > 0 ? `… and ${more} more builds · ` : ''}${message.ci.providerName ?? 'CI'}: ${run.text}`,
        context.map((fact) => `${fact.label}: ${fact.text}`).join('\n'),
        run.url ?? '',
      ),
    );
  }
  return { msgtype: 'news', news: { articles } };
}

function markdownPayload(message: NotifyMessage): unknown {
  const lines = markdownLines(message, {
    maxBuilds: 5,
    images: false,
    notesBytes: 600,
    textBytes: 200,
    maxFailures: 8,
  });
  return {
    msgtype: 'markdown',
    markdown: { content: truncateBytes(lines.join('\n'), WECOM_LIMITS.markdownBytes) },
  };
}

/** The WeCom message of `message`: news for published builds, markdown for a failure or sections. */
export function wecomPayload(message: NotifyMessage): unknown {
  // A news card has no room for sections (a health section): markdown shows them.
  return message.outcome === 'success' && message.builds.length > 0 && !message.sections?.length
    ? newsPayload(message)
    : markdownPayload(message);
}

/**
 * The image messages that follow the news: the QR code of each build's own page (the first
 * {@link WECOM_LIMITS} qrPictures builds with one), as WeCom's `image` message takes a picture:
 * the PNG in base64 and its md5. None after a failure notice.
 */
export async function wecomFollowUps(message: NotifyMessage): Promise<unknown[]> {
  if (message.outcome !== 'success') return [];
  const pages = message.builds
    .map((build) => build.pageUrl)
    .filter(Boolean)
    .slice(0, WECOM_LIMITS.qrPictures);
  return Promise.all(
    pages.map(async (page) => {
      const png = await qrPicture(page);
      return {
        msgtype: 'image',
        image: { base64: png.toString('base64'), md5: createHash('md5').update(png).digest('hex') },
      };
    }),
  );
}

/** The WeCom group robot. */
export const wecom: Platform = {
  payload: wecomPayload,
  followUps: wecomFollowUps,
  verdict: (answer) =>
    envelopeVerdict(answer, { code: 'errcode', message: 'errmsg', rateLimited: [45009] }),
};
