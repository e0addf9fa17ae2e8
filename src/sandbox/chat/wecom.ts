/**
 * The WeCom group robot's `/cgi-bin/webhook/send?key=…` as the robot answers: HTTP 200 with
 * `errcode`/`errmsg`. An unknown key is 93000; news takes 1 to 8 articles (title 128 bytes,
 * description 512 bytes, url required); markdown content is at most 4,096 bytes; an image is a
 * JPG or PNG of at most 2 MB, sent as `image.base64` with `image.md5` (the md5 of the picture
 * before base64, in hex).
 */
import { createHash } from 'node:crypto';
import {
  at,
  errcodeAnswer,
  bytes,
  parseObject,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { escapeHtml } from '../../api/html.js';
import { lines, str } from './drawing.js';
import type { Receiver } from './receiver.js';

function articleProblem(article: unknown): string | undefined {
  const title = at(article, 'title');
  const description = at(article, 'description');
  const url = at(article, 'url');
  const picurl = at(article, 'picurl');
  if (typeof title !== 'string' || !title) return 'missing title';
  if (bytes(title) > 128) return 'title exceed max length 128';
  if (description !== undefined && (typeof description !== 'string' || bytes(description) > 512)) {
    return 'description exceed max length 512';
  }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return 'missing url';
  if (picurl !== undefined && (typeof picurl !== 'string' || !/^https?:\/\//.test(picurl))) {
    return 'invalid picurl';
  }
  return undefined;
}

/** The most an image message's picture may be, before base64: 2 MB. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why an image message's `image` is refused, or undefined. */
function imageProblem(image: unknown): string | undefined {
  const base64 = at(image, 'base64');
  const md5 = at(image, 'md5');
  if (typeof base64 !== 'string' || !base64) return 'missing image.base64';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'image.base64 is no base64';
  const picture = Buffer.from(base64, 'base64');
  if (picture.length > MAX_IMAGE_BYTES) return 'image size exceed max 2M';
  const png = picture.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
  const jpg = picture.subarray(0, 3).equals(Buffer.from('ffd8ff', 'hex'));
  if (!png && !jpg) return 'image must be jpg or png';
  if (md5 !== createHash('md5').update(picture).digest('hex')) return 'image.md5 not match';
  return undefined;
}

/** Answers one request to the WeCom robot. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (request.url.pathname !== '/cgi-bin/webhook/send') return errcodeAnswer(404, 'not found');
  if (request.url.searchParams.get('key') !== config.token) {
    return errcodeAnswer(93000, 'invalid webhook url, hint: the key is not found');
  }
  const body = parseObject(request.body);
  if (!body) return errcodeAnswer(40000, 'invalid json');
  if (body.msgtype === 'markdown') {
    const content = at(body, 'markdown.content');
    if (typeof content !== 'string' || !content)
      return errcodeAnswer(41040, 'missing markdown content');
    if (bytes(content) > 4096)
      return errcodeAnswer(40058, 'markdown.content exceed max length 4096');
  } else if (body.msgtype === 'news') {
    const articles = at(body, 'news.articles');
    if (!Array.isArray(articles) || articles.length < 1 || articles.length > 8) {
      return errcodeAnswer(40058, 'news.articles size must be between 1 and 8');
    }
    for (const article of articles) {
      const problem = articleProblem(article);
      if (problem) return errcodeAnswer(40058, `news.articles: ${problem}`);
    }
  } else if (body.msgtype === 'image') {
    const problem = imageProblem(body.image);
    if (problem) return errcodeAnswer(40058, problem);
  } else if (body.msgtype !== 'text') {
    return errcodeAnswer(40008, 'invalid message type');
  }
  return errcodeAnswer(0, 'ok', body);
}

type Node = Record<string, unknown>;

/** The first line of a markdown text without its heading marks. */
function firstLine(markdown: string): string {
  return (markdown.split('\n').find((line) => line.trim() !== '') ?? '').replace(/^#+\s*/, '');
}

/**
 * News as WeCom shows it: the first article's picture as a 1068x455 banner and the others' as
 * square thumbnails, each picture cropped to fill its box.
 */
function news(body: unknown): string {
  return (at(body, 'news.articles') as Node[])
    .map(
      (article, index) =>
        `<div class="article">${article.picurl ? `<img class="${index === 0 ? 'banner' : 'thumb'}" src="${escapeHtml(str(article.picurl))}">` : ''}<div><div class="title">${lines(str(article.title))}</div><div class="desc">${lines(str(article.description))}</div></div></div>`,
    )
    .join('');
}

/** The WeCom group robot. */
export const WECOM = {
  id: 'wecom',
  name: 'WeCom',
  settings: { webhook: 'wecom-webhook' },
  keywords: false,
  webhookPath: (token) => `/cgi-bin/webhook/send?key=${token}`,
  owns: (pathname) => pathname === '/cgi-bin/webhook/send',
  maxBodyBytes: 1024 * 1024,
  tooLarge: errcodeAnswer(45002, 'content size out of limit'),
  rateLimited: errcodeAnswer(45009, 'api freq out of limit'),
  receive,
  // The first article's title, the markdown's first line, or what an image message is.
  title: (body) => {
    if (at(body, 'msgtype') === 'image') return 'a picture';
    const articles = at(body, 'news.articles');
    return Array.isArray(articles)
      ? str(at(articles[0], 'title'))
      : firstLine(str(at(body, 'markdown.content')));
  },
  render: (body, markdown) => {
    switch (at(body, 'msgtype')) {
      case 'markdown':
        return markdown(str(at(body, 'markdown.content')));
      case 'image':
        // The picture whole, from the message itself: no address to fetch.
        return `<img class="picture" src="data:image/png;base64,${escapeHtml(str(at(body, 'image.base64')))}">`;
      case 'news':
        return news(body);
      default:
        return undefined;
    }
  },
} as const satisfies Receiver;
