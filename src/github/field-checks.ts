/**
 * Checks of values read back from the pull request comment's hidden blocks (build rows, health
 * reports): JSON anyone who can edit the comment can change, so each field is checked for its
 * type before anything is rendered from it.
 */

/** Whether one field's value is of its kind. */
export type FieldCheck = (value: unknown) => boolean;

/** A string. */
export const isString: FieldCheck = (value) => typeof value === 'string';
/** A finite number. */
export const isNumber: FieldCheck = (value) => typeof value === 'number' && Number.isFinite(value);
/** true or false. */
export const isBoolean: FieldCheck = (value) => typeof value === 'boolean';
/** An http(s) address: no other scheme reaches a link. */
export const isWebUrl: FieldCheck = (value) =>
  typeof value === 'string' && /^https?:\/\//i.test(value);
/** An http(s) address, or '' for none. */
export const isWebUrlOrEmpty: FieldCheck = (value) => value === '' || isWebUrl(value);

/** `check`, or absent. */
export const optional =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === undefined || check(value);

/** An object whose every field of `fields` passes its check (others are ignored). */
export const objectOf =
  (fields: Readonly<Record<string, FieldCheck>>): FieldCheck =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const object = value as Record<string, unknown>;
    return Object.entries(fields).every(([field, check]) => check(object[field]));
  };

/** A list whose every item passes `check`. */
export const listOf =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    Array.isArray(value) && value.every(check);
