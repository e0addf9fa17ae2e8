/**
 * The Slack incoming webhook `/services/T…/B…/<token>` as Slack answers: HTTP 200 `ok`, or a
 * status with one word: 403 `invalid_token`, 400 `invalid_payload` (not JSON), `no_text`,
 * `invalid_blocks` (Block Kit's limits: 50 blocks, header 150 characters, section text 3,000,
 * 10 fields of 2,000, image and button fields), 404 `no_service` for an unknown path.
 */
import {
  at,
  parseObject,
  text,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';

const PATH = /^\/services\/[A-Z0-9]+\/[A-Z0-9]+\/([^/]+)$/;

function length(value: unknown): number {
  return typeof value === 'string' ? Array.from(value).length : Number.POSITIVE_INFINITY;
}

function textProblem(value: unknown, max: number, what: string): string | undefined {
  const type = at(value, 'type');
  if (type !== 'plain_text' && type !== 'mrkdwn') return `${what} is no text object`;
  const content = at(value, 'text');
  if (length(content) === 0 || length(content) > max)
    return `${what} must be 1 to ${max} characters`;
  return undefined;
}

function isWebUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\//.test(value) && value.length <= 3000;
}

/** What is wrong with one block, or undefined. */
function blockProblem(block: unknown): string | undefined {
  switch (at(block, 'type')) {
    case 'header':
      return at(block, 'text.type') === 'plain_text'
        ? textProblem(at(block, 'text'), 150, 'header text')
        : 'header text must be plain_text';
    case 'section': {
      const fields = at(block, 'fields') as unknown[] | undefined;
      if (at(block, 'text') === undefined && !fields) return 'section needs text or fields';
      if (fields && (!Array.isArray(fields) || fields.length > 10)) return 'at most 10 fields';
      return (
        (at(block, 'text') === undefined
          ? undefined
          : textProblem(at(block, 'text'), 3000, 'section text')) ??
        (fields ?? []).map((field) => textProblem(field, 2000, 'field')).find(Boolean)
      );
    }
    case 'image':
      return isWebUrl(at(block, 'image_url')) && length(at(block, 'alt_text')) <= 2000
        ? undefined
        : 'image needs image_url and alt_text';
    case 'actions': {
      const elements = at(block, 'elements');
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 25)
        return 'actions needs 1 to 25 elements';
      return elements
        .map((button) =>
          at(button, 'type') !== 'button'
            ? 'only buttons are expected'
            : (textProblem(at(button, 'text'), 75, 'button text') ??
              (isWebUrl(at(button, 'url')) ? undefined : 'button url')),
        )
        .find(Boolean);
    }
    case 'context': {
      const elements = at(block, 'elements');
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 10)
        return 'context needs 1 to 10 elements';
      return elements.map((element) => textProblem(element, 3000, 'context element')).find(Boolean);
    }
    case 'divider':
      return undefined;
    default:
      return 'unknown block type';
  }
}

/** Answers one request to the Slack webhook. */
export function receiveSlack(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  const match = PATH.exec(request.url.pathname);
  if (!match) return text(404, 'no_service');
  if (match[1] !== config.token) return text(403, 'invalid_token');
  const body = parseObject(request.body);
  if (!body) return text(400, 'invalid_payload');
  const blocks = body.blocks;
  if (typeof body.text !== 'string' && !Array.isArray(blocks)) return text(400, 'no_text');
  if (blocks !== undefined) {
    if (!Array.isArray(blocks) || blocks.length > 50) return text(400, 'invalid_blocks');
    if (blocks.some((block) => blockProblem(block))) return text(400, 'invalid_blocks');
  }
  return { ...text(200, 'ok'), accepted: body };
}
