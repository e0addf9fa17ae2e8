/**
 * The echo fault (faults.ts): answers that quote what the service knows of a request, as a
 * service's debug message, a proxy's error page or a moved origin's redirect may. Tests use them
 * to check that no secret the service echoes reaches what a run shows.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Codes } from './codes.js';
import { sendBody, sendEnvelope } from './envelope.js';
import type { EchoFault } from './faults.js';
import type { SandboxCore } from './handler-context.js';
import { escapeHtml } from '../api/html.js';

/**
 * What the service knows of a request: its method and path, every field (query and body), and,
 * for the upload key it names, the storage signature, security token and install password issued
 * with that key.
 */
export function echoOf(
  req: IncomingMessage,
  fields: ReadonlyMap<string, string>,
  core: SandboxCore,
): string {
  const sent = new URLSearchParams([...fields]).toString();
  const ticket = core.tickets.get(fields.get('buildKey') ?? '');
  // What was issued first: a quote cut at 200 characters still shows it.
  const issued = ticket
    ? `upload signature=${ticket.signature} x-cos-security-token=${ticket.securityToken} buildPassword=${ticket.settings.password} `
    : '';
  return `${issued}${req.method ?? 'GET'} ${req.url ?? '/'} ${sent} fields=${JSON.stringify(Object.fromEntries(fields))}`;
}

/** Sends the answer of an echo fault other than `record` (which handleApi applies to its data). */
export function sendEcho(res: ServerResponse, fault: EchoFault, echo: string): void {
  if (fault.into === 'message') {
    sendEnvelope(res, fault.code ?? Codes.publishFailed, [], `debug: ${echo}`);
  } else if (fault.into === 'redirect') {
    res.writeHead(302, {
      location: `https://moved.invalid/apiv2?${new URLSearchParams({ echo }).toString()}`,
      'content-length': 0,
    });
    res.end();
  } else {
    const status = fault.status ?? 502;
    sendBody(
      res,
      status,
      'text/html; charset=utf-8',
      `<html><body><h1>${status} Bad Gateway</h1><pre>${escapeHtml(echo)}</pre></body></html>`,
    );
  }
}

/** The text fields of a build record that a `record` echo quotes the request in. */
const ECHOED_FIELDS = ['buildName', 'buildDescription', 'buildUpdateDescription'];

/** `data` with each of its build record's text fields (when it has them) followed by `echo`. */
export function withEcho(data: unknown, echo: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = { ...(data as Record<string, unknown>) };
  for (const field of ECHOED_FIELDS) {
    record[field] = `${typeof record[field] === 'string' ? record[field] : ''} ${echo}`;
  }
  return record;
}
