/**
 * A Teams workflow webhook (`/workflows/<id>/triggers/manual/paths/invoke?…&sig=<token>`) as the
 * workflow service answers: HTTP 202 Accepted with no body. A wrong `sig` is 401; a body that is
 * not a message with one Adaptive Card (type, version, body of elements with a type, http(s)
 * image and action URLs, at most 5 actions as Teams shows) is 400; over 28 KB is 413.
 */
import {
  at,
  bytes,
  json,
  parseObject,
  type ChatAnswer,
  type ChatRequest,
  type ReceiverConfig,
} from './answer.js';
import { escapeHtml } from '../../api/html.js';
import { anchor, button, lines, str } from './drawing.js';
import type { Receiver } from './receiver.js';

const PATH = /^\/workflows\/[0-9a-f]+\/triggers\/manual\/paths\/invoke$/;

/** The card message's cap, in bytes. */
const MAX_BODY_BYTES = 28 * 1024;

function error(status: number, code: string, message: string): ChatAnswer {
  return json(status, { error: { code, message } });
}

function elementProblem(element: unknown): string | undefined {
  const type = at(element, 'type');
  if (typeof type !== 'string') return 'an element has no type';
  if (type === 'Image' && !/^https?:\/\//.test(String(at(element, 'url')))) return 'Image.url';
  if (type === 'TextBlock' && typeof at(element, 'text') !== 'string') return 'TextBlock.text';
  if (type === 'FactSet') {
    const facts = at(element, 'facts');
    if (
      !Array.isArray(facts) ||
      facts.some(
        (fact) => typeof at(fact, 'title') !== 'string' || typeof at(fact, 'value') !== 'string',
      )
    )
      return 'FactSet.facts';
  }
  for (const key of ['columns', 'items']) {
    const children = at(element, key);
    if (Array.isArray(children)) {
      const problem = children.map(elementProblem).find(Boolean);
      if (problem) return problem;
    }
  }
  return undefined;
}

function cardProblem(body: Record<string, unknown>): string | undefined {
  if (body.type !== 'message') return 'type must be message';
  const attachments = body.attachments;
  if (!Array.isArray(attachments) || attachments.length !== 1) return 'one attachment expected';
  if (at(attachments[0], 'contentType') !== 'application/vnd.microsoft.card.adaptive')
    return 'contentType';
  const card = at(attachments[0], 'content');
  if (at(card, 'type') !== 'AdaptiveCard' || typeof at(card, 'version') !== 'string')
    return 'not an AdaptiveCard';
  const elements = at(card, 'body');
  if (!Array.isArray(elements)) return 'AdaptiveCard.body';
  const actions = at(card, 'actions');
  if (
    actions !== undefined &&
    (!Array.isArray(actions) ||
      actions.length > 5 ||
      actions.some(
        (action) =>
          at(action, 'type') !== 'Action.OpenUrl' ||
          !/^https?:\/\//.test(String(at(action, 'url'))),
      ))
  ) {
    return 'actions';
  }
  return elements.map(elementProblem).find(Boolean);
}

/** Answers one request to the Teams workflow. */
function receive(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
  if (!PATH.test(request.url.pathname))
    return error(404, 'WorkflowNotFound', 'The workflow could not be found.');
  if (request.url.searchParams.get('sig') !== config.token) {
    return error(
      401,
      'DirectApiInvalidAuthorizationSignature',
      'The provided authorization signature is not valid.',
    );
  }
  if (bytes(request.body) > MAX_BODY_BYTES)
    return error(413, 'RequestEntityTooLarge', 'The request is too large.');
  const body = parseObject(request.body);
  const problem = body ? cardProblem(body) : 'not JSON';
  if (problem || !body)
    return error(400, 'InvalidRequestContent', `The card is not valid: ${problem ?? ''}`);
  return { status: 202, body: '', accepted: body };
}

type Node = Record<string, unknown>;

/**
 * A TextBlock's or Fact's markdown as Teams shows inert text: its backslash escapes and character
 * references (`&#95;`, `&amp;`) read as the characters, then escaped for HTML, its lines kept.
 */
function shown(text: unknown): string {
  return lines(
    str(text)
      .replace(/\\([\\`*_[\]~|])/g, '$1')
      .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([0-9a-f]{1,6});/gi, (_, code: string) =>
        String.fromCodePoint(parseInt(code, 16)),
      )
      .replace(
        /&(lt|gt|quot|amp);/g,
        (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '',
      ),
  );
}

/** A Fact's value: shown text, or one `[text](url)` link. */
function factValue(value: unknown): string {
  const match = /^\[((?:\\.|[^\]\\])*)\]\((https?:[^)\s]+)\)$/.exec(str(value));
  return match ? anchor(match[2] ?? '', shown(match[1])) : shown(value);
}

function elementHtml(item: Node): string {
  switch (item.type) {
    case 'TextBlock': {
      const classes = [
        item.weight === 'Bolder' && 'bolder',
        item.size === 'Medium' && 'medium',
        item.color === 'Good' && 'good',
        item.color === 'Attention' && 'attention',
        item.isSubtle === true && 'subtle',
      ]
        .filter(Boolean)
        .join(' ');
      return `<p class="${classes}">${shown(item.text)}</p>`;
    }
    case 'Image':
      return `<img class="qr" src="${escapeHtml(str(item.url))}">`;
    case 'FactSet':
      return `<table class="facts">${(item.facts as Node[]).map((fact) => `<tr><td>${shown(fact.title)}</td><td>${factValue(fact.value)}</td></tr>`).join('')}</table>`;
    case 'ColumnSet':
      return `<div class="columns">${(item.columns as Node[]).map((column) => `<div>${(column.items as Node[]).map(elementHtml).join('')}</div>`).join('')}</div>`;
    default:
      return '';
  }
}

/** The card of a message: its one attachment's content. */
function cardOf(body: unknown): unknown {
  const attachments = at(body, 'attachments');
  return Array.isArray(attachments) ? at(attachments[0], 'content') : undefined;
}

/** A Teams workflow webhook (Power Automate's "When a Teams webhook request is received"). */
export const TEAMS = {
  id: 'teams',
  name: 'Teams',
  settings: { webhook: 'teams-webhook' },
  keywords: false,
  webhookPath: (token, hookId) =>
    `/workflows/${hookId}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${token}`,
  owns: (pathname) => pathname.startsWith('/workflows/'),
  maxBodyBytes: 1024 * 1024,
  tooLarge: error(413, 'RequestEntityTooLarge', 'The request is too large.'),
  rateLimited: {
    ...error(429, 'WorkflowTriggerIsThrottled', 'Rate limit is exceeded.'),
    headers: { 'retry-after': '1' },
  },
  receive,
  // The card's first TextBlock.
  title: (body) => {
    const items = at(cardOf(body), 'body');
    const first = Array.isArray(items)
      ? (items as unknown[]).find((item) => at(item, 'type') === 'TextBlock')
      : undefined;
    return str(at(first, 'text'));
  },
  render: (body) => {
    const card = (cardOf(body) ?? {}) as Node;
    const actions = (card.actions as Node[] | undefined) ?? [];
    return `${(card.body as Node[]).map(elementHtml).join('')}<div>${actions.map((action, index) => button(str(action.url), str(action.title), index === 0)).join('')}</div>`;
  },
} as const satisfies Receiver;
