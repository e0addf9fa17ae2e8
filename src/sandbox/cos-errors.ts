import type { ServerResponse } from 'node:http';
import { sendBody } from './envelope.js';
import { escapeHtml } from '../api/html.js';
import { randomHex } from './random.js';

/** A Tencent COS error (service.md#quirks): HTTP status, `<Code>` and `<Message>`. */
export interface CosError {
  status: 400 | 403 | 405 | 500;
  code: string;
  message: string;
}

/** The failures the sandbox's storage endpoint answers. */
export const cosErrors = {
  expired: { status: 403, code: 'AccessDenied', message: 'Request has expired' },
  badToken: { status: 403, code: 'AccessDenied', message: 'The security token is invalid.' },
  /** Credentials used for another object key than the one they were issued for. */
  wrongKey: { status: 403, code: 'AccessDenied', message: 'Access Denied.' },
  malformedSignature: {
    status: 403,
    code: 'AccessDenied',
    message: 'The Signature you specified is invalid.',
  },
  unknownAccessKey: {
    status: 403,
    code: 'InvalidAccessKeyId',
    message: 'The access key Id format you provided is invalid.',
  },
  signatureMismatch: {
    status: 403,
    code: 'SignatureDoesNotMatch',
    message:
      'The calculated signature does not match the signature you provided. Check your key and signing method.',
  },
  timeSkewed: {
    status: 403,
    code: 'RequestTimeTooSkewed',
    message: "The difference between the request time and the server's time is too large.",
  },
  malformed: {
    status: 400,
    code: 'MalformedPOSTRequest',
    message: 'The body of your POST request is not well-formed multipart/form-data.',
  },
  missingFile: {
    status: 400,
    code: 'InvalidArgument',
    message: 'POST requires exactly one file upload per request.',
  },
  internal: {
    status: 500,
    code: 'InternalError',
    message: 'We encountered an internal error. Please try again.',
  },
  methodNotAllowed: {
    status: 405,
    code: 'MethodNotAllowed',
    message: 'The specified method is not allowed.',
  },
} as const satisfies Record<string, CosError>;

/** Sends `error` as COS does: an XML `<Error>` document with a request id. */
export function sendCosError(res: ServerResponse, error: CosError): void {
  const requestId = randomHex(16);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Error>',
    `  <Code>${error.code}</Code>`,
    `  <Message>${escapeHtml(error.message)}</Message>`,
    '  <Resource>/storage</Resource>',
    `  <RequestId>${requestId}</RequestId>`,
    `  <TraceId>${randomHex(24)}</TraceId>`,
    '</Error>',
  ].join('\n');
  res.setHeader('x-cos-request-id', requestId);
  res.setHeader('server', 'tencent-cos');
  sendBody(res, error.status, 'application/xml', body);
}
