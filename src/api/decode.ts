/**
 * Turns the service's loosely typed `data` into typed records. The service sends most values as
 * strings even where the reference says Integer (service.md#quirks), and may send `[]` for an empty
 * object, so each field is converted by the kind its record declares, and a value that does not
 * fit its kind is left out rather than guessed.
 */

/**
 * What a field holds once decoded; `{ listOf }` is an array of nested records; `{ presenceOf }`
 * is whether the service's field of that name holds a non-empty value, the value itself never
 * decoded (a secret: the install password).
 */
export type FieldKind =
  | 'string'
  | 'integer'
  | 'boolean'
  | 'array'
  | { readonly listOf: Fields }
  | { readonly presenceOf: string };

/** A record's declared fields: name -> kind. */
export type Fields = Readonly<Record<string, FieldKind>>;

type ValueOf<K extends FieldKind> = K extends 'string'
  ? string
  : K extends 'integer'
    ? number
    : K extends 'boolean'
      ? boolean
      : K extends 'array'
        ? unknown[]
        : K extends { readonly listOf: infer F extends Fields }
          ? RecordOf<F>[]
          : K extends { readonly presenceOf: string }
            ? boolean
            : never;

/** The typed record a `Fields` declaration describes; every field may be absent. */
export type RecordOf<F extends Fields> = { -readonly [K in keyof F]?: ValueOf<F[K]> };

const INTEGER = /^-?\d+$/;

function decodeValue(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'string':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    case 'integer':
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      return typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value) : undefined;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false' || value === '') return false;
      return undefined;
    case 'array':
      return Array.isArray(value) ? value : undefined;
    default:
      return Array.isArray(value) && 'listOf' in kind
        ? value.map((item) => decodeRecord(kind.listOf, item))
        : undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `raw[name]` holds a value; undefined when the service did not send the field. */
function presence(raw: Record<string, unknown>, name: string): boolean | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  return value !== '' && value !== false;
}

/** Decodes one record; a `raw` that is not an object (such as the service's `[]`) gives `{}`. */
export function decodeRecord<F extends Fields>(fields: F, raw: unknown): RecordOf<F> {
  const record: Record<string, unknown> = {};
  if (!isPlainObject(raw)) return record as RecordOf<F>;
  for (const [name, kind] of Object.entries(fields)) {
    const value =
      typeof kind === 'object' && 'presenceOf' in kind
        ? presence(raw, kind.presenceOf)
        : decodeValue(kind, raw[name]);
    if (value !== undefined) record[name] = value;
  }
  return record as RecordOf<F>;
}

/** Decodes a list that arrives either as an array or as `{ list: [...] }`. */
export function decodeList<F extends Fields>(fields: F, raw: unknown): RecordOf<F>[] {
  const items = Array.isArray(raw) ? raw : isPlainObject(raw) ? raw.list : undefined;
  return Array.isArray(items) ? items.map((item) => decodeRecord(fields, item)) : [];
}

/** One page of a paged list operation (app/builds, app/listMy, feedback and crash lists). */
export interface Page<T> {
  items: T[];
  /** 1-based page number the service returned (1 when it did not say). */
  currentPage: number;
  /** Total number of pages (the current page when the service did not say). */
  pageCount: number;
}

/** Decodes `{ list, currentPage, pageCount }` (or a bare array) into a `Page`. */
export function decodePage<F extends Fields>(fields: F, raw: unknown): Page<RecordOf<F>> {
  const paging = decodeRecord({ currentPage: 'integer', pageCount: 'integer' } as const, raw);
  const currentPage = paging.currentPage ?? 1;
  return {
    items: decodeList(fields, raw),
    currentPage,
    pageCount: paging.pageCount ?? currentPage,
  };
}
