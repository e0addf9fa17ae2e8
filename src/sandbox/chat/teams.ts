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
export function receiveTeams(request: ChatRequest, config: ReceiverConfig): ChatAnswer {
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
