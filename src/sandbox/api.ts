import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceRefusal, Codes } from './codes.js';
import { sendEnvelope } from './envelope.js';
import { readForm } from './form.js';
import { type HandlerContext, Redirect, type SandboxCore } from './handler-context.js';
import { Params } from './params.js';
import { type Route, routes } from './routes.js';
import { sameSecret } from './secrets.js';

/**
 * Answers one API request with the service's envelope (design §3): `operation` as named in
 * `table`, 2.0's `routes` by default (API 1.0's are `v1/routes.ts`).
 * Unknown operation: HTTP 404, code 1096. Wrong HTTP method: HTTP 405, code 1096. A rate-limit
 * fault: code 1098. Then `_api_key` (api-v2 §5): 1001 when missing, 1002 when wrong. An
 * unexpected failure: HTTP 500, code 1188. Never rejects.
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  operation: string,
  table: ReadonlyMap<string, Route> = routes,
): Promise<void> {
  const route = table.get(operation);
  if (route === undefined || req.method !== route.method) {
    req.resume();
    const status = route === undefined ? 404 : 405;
    if (route !== undefined) res.setHeader('allow', route.method);
    sendEnvelope(res, Codes.wrongMethod, [], undefined, status);
    return;
  }
  const refusal = core.faults.take('rate-limit', operation)
    ? Codes.rateLimited
    : core.faults.take('refuse', operation)?.code;
  if (refusal !== undefined) {
    req.resume();
    sendEnvelope(res, refusal);
    return;
  }
  const now = new Date(core.clock());
  try {
    const form = await readForm(req, route.files ?? [], core.paths.incoming);
    try {
      const params = new Params(form.fields);
      const apiKey = params.required('_api_key', Codes.apiKeyEmpty);
      if (!sameSecret(apiKey, core.apiKey)) throw new ServiceRefusal(Codes.apiKeyWrong);
      const context: HandlerContext = { params, files: form.files, core, now };
      answer(res, await route.handler(context));
    } finally {
      await form.discard();
    }
  } catch (error) {
    if (error instanceof ServiceRefusal) {
      sendEnvelope(res, error.code, [], error.message, error.httpStatus);
    } else {
      // The sandbox has no log; the cause goes to the caller, who is the developer.
      sendEnvelope(res, Codes.internalError, [], `an error occurred: ${String(error)}`, 500);
    }
  }
}

function answer(res: ServerResponse, result: unknown): void {
  if (result instanceof Redirect) {
    res.writeHead(302, { location: result.location, 'content-length': 0 });
    res.end();
  } else {
    sendEnvelope(res, Codes.ok, result);
  }
}
