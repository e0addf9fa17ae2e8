import { ServiceRefusal, type Code, Codes } from './codes.js';

/**
 * Typed access to an operation's parameters. A parameter sent empty counts as absent for
 * `required` (the service's "X is empty" codes) but as given for `optional`, since some
 * operations document "an empty value sets it to empty" (api-v2 §4.7).
 */
export class Params {
  constructor(private readonly fields: ReadonlyMap<string, string>) {}

  /** The value, '' when sent empty, undefined when absent. */
  optional(name: string): string | undefined {
    return this.fields.get(name);
  }

  /** The value. @throws ServiceRefusal `code` when absent or empty. */
  required(name: string, code: Code): string {
    const value = this.fields.get(name) ?? '';
    if (value === '') throw new ServiceRefusal(code);
    return value;
  }

  /**
   * One of `allowed` (compared as text), or undefined when absent or empty.
   * @throws ServiceRefusal `code` (default 1081) for any other value.
   */
  choice<T extends string | number>(
    name: string,
    allowed: readonly T[],
    code: Code = Codes.illegalRequest,
  ): T | undefined {
    const value = this.fields.get(name) ?? '';
    if (value === '') return undefined;
    const match = allowed.find((candidate) => String(candidate) === value);
    if (match === undefined)
      throw new ServiceRefusal(code, 200, `${name} must be one of ${allowed.join(', ')}`);
    return match;
  }

  /** The 1-based page of a list operation; absent, empty or invalid means 1. */
  page(): number {
    const page = Number(this.fields.get('page'));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  }
}
