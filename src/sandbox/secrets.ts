import { timingSafeEqual } from 'node:crypto';

/** Compares a secret the client sent with the expected one in constant time (for equal lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
