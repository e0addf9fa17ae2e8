import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Code, ServiceRefusal, Codes } from './codes.js';
import { echoOf, sendEcho, withEcho } from './echo.js';
import { sendEnvelope } from './envelope.js';
import { readForm } from './form.js';
import { type HandlerContext, Redirect, type SandboxCore } from './handler-context.js';
import { sendHtmlError } from './pages/index.js';
import { Params } from './params.js';
import { type Route, routes } from './routes.js';
import { sameSecret } from './secrets.js';

/**
 * Answers one request under `/apiv2` or `/apiv1` as the service does (service.md#quirks): GET and
 * POST alike, parameters from the query and the body, every answer a JSON envelope with HTTP 200
 * (app/install's 302 aside). `operation` is named as in `table`, 2.0's `routes` by default (API
 * 1.0's are `v1/routes.ts`); '' is the bare prefix. Order: a rate-limit fault (1098) or refuse
 * fault; another HTTP method 1096; `_api_key` (service.md#authentication) 1001 missing, 1002 wrong,
 * checked before the body is read when the query carries it; an unknown operation 1096 ("wrong
 * method" in the spec's table: the operation is the API's method); then the handler. An unexpected
 * failure answers 1188. A lost-answer fault runs the operation, then resets the connection or
 * answers its HTML page instead. An echo fault answers, once the key is checked, with a quote of
 * the request (echo.ts). Never rejects.
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  operation: string,
  table: ReadonlyMap<string, Route> = routes,
): Promise<void> {
  const route = table.get(operation);
  const fault =
    route === undefined
      ? undefined
      : core.faults.take('rate-limit', operation)
        ? Codes.rateLimited
        : core.faults.take('refuse', operation)?.code;
  if (fault !== undefined) {
    reply(req, res, fault);
    return;
  }
  const lost = route === undefined ? undefined : core.faults.take('lost-answer', operation);
  const send = await respond(req, res, core, route, operation);
  if (lost === undefined) send();
  else if (lost.status === undefined) res.destroy();
  else sendHtmlError(req, res, lost.status);
}

/**
 * Runs the operation; returns how to send its answer, so that a lost-answer fault can drop it
 * after the side effects.
 */
async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  route: Route | undefined,
  operation: string,
): Promise<() => void> {
  const now = core.clock.now();
  try {
    if (req.method !== 'GET' && req.method !== 'POST') {
      throw new ServiceRefusal(Codes.wrongMethod, 200, 'GET or POST only');
    }
    const checkKey = (key: string) => {
      if (!sameSecret(key, core.apiKey)) throw new ServiceRefusal(Codes.apiKeyWrong);
    };
    const form = await readForm(req, {
      fileFields: route?.files ?? [],
      tempDir: core.paths.incoming,
      checkKey,
    });
    try {
      const params = new Params(form.fields);
      checkKey(params.required('_api_key', Codes.apiKeyEmpty));
      if (route === undefined)
        throw new ServiceRefusal(Codes.wrongMethod, 200, 'no such operation');
      const echo = core.faults.take('echo', operation);
      const quoted = echo && echoOf(req, form.fields, core);
      if (echo && quoted !== undefined && echo.into !== 'record') {
        return () => {
          sendEcho(res, echo, quoted);
        };
      }
      const context: HandlerContext = { params, files: form.files, core, now };
      const result = await route.handler(context);
      return () => {
        answer(req, res, quoted === undefined ? result : withEcho(result, quoted));
      };
    } finally {
      await form.discard();
    }
  } catch (error) {
    // The sandbox has no log; an unexpected failure's cause goes to the caller, the developer.
    const [code, message] =
      error instanceof ServiceRefusal
        ? [error.code, error.message]
        : [Codes.internalError, `an error occurred: ${String(error)}`];
    return () => {
      reply(req, res, code, message);
    };
  }
}

function answer(req: IncomingMessage, res: ServerResponse, result: unknown): void {
  if (result instanceof Redirect) {
    res.writeHead(302, { location: result.location, 'content-length': 0 });
    res.end();
  } else {
    reply(req, res, Codes.ok, undefined, result);
  }
}

/**
 * Sends the envelope. The rest of a body refused before it was read is drained unkept: closing
 * the connection instead would make a client that is still sending fail on a broken pipe
 * without seeing the answer.
 */
function reply(
  req: IncomingMessage,
  res: ServerResponse,
  code: Code,
  message?: string,
  data?: unknown,
): void {
  if (!req.complete) req.resume();
  sendEnvelope(res, code, data, message);
}
