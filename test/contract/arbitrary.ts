/**
 * fast-check arbitraries derived from a contract schema (api-v2.ts) through its JSON Schema
 * (`z.toJSONSchema`), so that generated answers follow the same contract the sandbox is held to.
 * Covers what the contract uses: objects (required and optional properties), arrays, strings
 * (with a pattern, a minimum length or a format url), enums, booleans and unions.
 */
import fc from 'fast-check';
import { z } from 'zod';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  maxItems?: number;
  enum?: string[];
  pattern?: string;
  minLength?: number;
  format?: string;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  not?: JsonSchema;
}

/** An arbitrary of the values `schema` accepts. */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema) as JsonSchema);
}

function fromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf !== undefined) return fc.oneof(...schema.anyOf.map(fromJsonSchema));
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object':
      return objectOf(schema);
    case 'array':
      return schema.maxItems === 0 || schema.items === undefined || schema.items === false
        ? fc.constant([])
        : fc.array(fromJsonSchema(schema.items), { maxLength: 3 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      // The service's links and its storage endpoint are https (the client refuses an http:
      // storage endpoint under an https API).
      if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
      return schema.pattern === undefined
        ? fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: 12 })
        : fc.stringMatching(new RegExp(schema.pattern));
    default:
      throw new Error(`arbitraryOf: no arbitrary for ${JSON.stringify(schema)}`);
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    const values = schema.additionalProperties;
    return typeof values === 'object'
      ? fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fromJsonSchema(values), {
          maxKeys: 2,
        })
      : fc.constant({});
  }
  const arbitraries = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fromJsonSchema(property)]),
  );
  return fc.record(arbitraries, { requiredKeys: schema.required ?? [] });
}
