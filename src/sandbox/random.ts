import { randomBytes, randomInt } from 'node:crypto';

/** `bytes` random bytes as lowercase hex (2 characters per byte). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** `length` random lowercase ASCII letters, the shape of the service's generated short links. */
export function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}
