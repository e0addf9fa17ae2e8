/**
 * The WeCom group robot's `/cgi-bin/webhook/send?key=…` as the robot answers: HTTP 200 with
 * `errcode`/`errmsg`. An unknown key is 93000; news takes 1 to 8 articles (title 128 bytes,
 * description 512 bytes, url required); markdown content is at most 4,096 bytes.
 */
import {
  at,
  errcodeAnswer,
  bytes,
  parseObject,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';

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

/** Answers one request to the WeCom robot. */
export function receiveWecom(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
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
  } else if (body.msgtype !== 'text') {
    return errcodeAnswer(40008, 'invalid message type');
  }
  return errcodeAnswer(0, 'ok', body);
}
