import type { ServerResponse } from 'node:http';
import { type Code, messageOf } from './codes.js';

/** A JSON value as it travels inside an envelope. */
export type WireValue = string | boolean | null | WireValue[] | { [field: string]: WireValue };

/**
 * Converts handler data to what the real service sends (service.md#quirks): every number becomes a
 * string (`"buildType": "2"`), booleans stay booleans, `undefined` fields are dropped and an
 * empty object becomes `[]` (the service is PHP; an empty associative array encodes as a list).
 */
function toWire(value: unknown): WireValue {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map(toWire);
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    if (entries.length === 0) return [];
    return Object.fromEntries(entries.map(([name, field]) => [name, toWire(field)]));
  }
  return null;
}

/**
 * Sends the envelope `{"code": int, "message": string, "data": ...}` (service.md#quirks).
 * @param status HTTP status; the service answers 200 for envelope errors too.
 */
export function sendEnvelope(
  res: ServerResponse,
  code: Code,
  data: unknown = [],
  message = messageOf(code),
  status = 200,
): void {
  const body = JSON.stringify({ code, message, data: toWire(data) });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Sends `body` with `contentType` and `status`, with an exact Content-Length. */
export function sendBody(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
