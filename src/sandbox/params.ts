import { ServiceRefusal, type Code, Codes } from './codes.js';

/**
 * Typed access to an operation's parameters. An optional parameter sent empty counts as not
 * given, as the vendor's clients send unused fields empty (service.md#quirks); only the parameters
 * whose spec row says "an empty value sets it to empty" (service.md#build-settings, #v1-update) are
 * read with {@link Params.clearable}, where empty is a value.
 */
export class Params {
  constructor(private readonly fields: ReadonlyMap<string, string>) {}

  /** The value, or undefined when absent or empty. */
  optional(name: string): string | undefined {
    const value = this.fields.get(name);
    return value === '' ? undefined : value;
  }

  /** The value, '' when sent empty, undefined when absent. */
  clearable(name: string): string | undefined {
    return this.fields.get(name);
  }

  /** The value. @throws ServiceRefusal `code` when absent or empty. */
  required(name: string, code: Code): string {
    const value = this.optional(name);
    if (value === undefined) throw new ServiceRefusal(code);
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
    const value = this.optional(name);
    if (value === undefined) return undefined;
    const match = allowed.find((candidate) => String(candidate) === value);
    if (match === undefined)
      throw new ServiceRefusal(code, 200, `${name} must be one of ${allowed.join(', ')}`);
    return match;
  }

  /**
   * A non-negative Integer of the spec, or undefined when absent or empty.
   * @throws ServiceRefusal 1081 for anything but decimal digits.
   */
  integer(name: string): number | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value))
      throw new ServiceRefusal(Codes.illegalRequest, 200, `${name} must be an integer`);
    return Number(value);
  }

  /** The 1-based page of a list operation; absent, empty or invalid means 1. */
  page(): number {
    const page = Number(this.fields.get('page'));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  }
}
