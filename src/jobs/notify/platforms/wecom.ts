/**
 * WeCom group robot (企业微信群机器人): a "news" card per build, the QR code as its picture and
 * the install page as its link, and one for the run; a failure notice is markdown (WeCom's
 * markdown shows no images). Answers: HTTP 200 with `errcode`/`errmsg`; 45009 is its rate limit
 * (20 messages a minute a robot). No signing: the `key` in the URL is the secret.
 */
import { type NotifyMessage } from '../message.js';
import { markdownLines } from '../markdown.js';
import { envelopeVerdict, type Platform } from './platform.js';
import { truncateBytes } from '../text.js';

/** WeCom's caps: 8 articles, title 128 bytes, description 512 bytes, markdown 4,096 bytes. */
export const WECOM_LIMITS = {
  articles: 8,
  titleBytes: 128,
  descriptionBytes: 512,
  markdownBytes: 4096,
} as const;

interface Article {
  title: string;
  description: string;
  url: string;
  picurl?: string;
}

function newsPayload(message: NotifyMessage): unknown {
  const { run } = message;
  const room = WECOM_LIMITS.articles - (run ? 1 : 0);
  const builds = message.builds.slice(0, room);
  const articles: Article[] = builds.map((build, index) => ({
    title: truncateBytes(
      builds.length === 1 ? message.title : `${build.name} ${build.version}`,
      WECOM_LIMITS.titleBytes,
    ),
    description: truncateBytes(
      [
        [
          build.platform,
          build.buildNumber && `build #${build.buildNumber}`,
          build.installType,
          build.validity,
          build.size,
        ]
          .filter(Boolean)
          .join(' · '),
        index === 0 ? message.releaseNotes : '',
      ]
        .filter(Boolean)
        .join('\n'),
      WECOM_LIMITS.descriptionBytes,
    ),
    url: build.pageUrl,
    ...(build.qrCodeUrl ? { picurl: build.qrCodeUrl } : {}),
  }));
  const more = message.builds.length - builds.length;
  if (run) {
    const context = message.context.filter((fact) => fact.label !== 'Run');
    articles.push({
      title: truncateBytes(
        `${more > 0 ? `… and ${more} more builds · ` : ''}${message.ci.providerName ?? 'CI'}: ${run.text}`,
        WECOM_LIMITS.titleBytes,
      ),
      description: truncateBytes(
        context.map((fact) => `${fact.label}: ${fact.text}`).join('\n'),
        WECOM_LIMITS.descriptionBytes,
      ),
      url: run.url ?? '',
    });
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

/** The WeCom message of `message`: news for published builds, markdown for a failure. */
export function wecomPayload(message: NotifyMessage): unknown {
  return message.outcome === 'success' && message.builds.length > 0
    ? newsPayload(message)
    : markdownPayload(message);
}

/** The WeCom group robot. */
export const wecom: Platform = {
  payload: wecomPayload,
  verdict: (answer) =>
    envelopeVerdict(answer, { code: 'errcode', message: 'errmsg', rateLimited: [45009] }),
};
