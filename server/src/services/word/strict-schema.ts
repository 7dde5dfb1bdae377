import { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Keywords outside the subset every provider's structured output accepts (the answer is checked by zod anyway). */
const DROPPED = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'format', 'default']);

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A zod schema as the JSON schema a strict structured-output request takes (OpenAI, vLLM,
 * llama.cpp, Ollama): every object closed (`additionalProperties: false`) with every property
 * required, optional ones made nullable, unions as `anyOf`, constants as one-value enums, and no
 * length or range keywords. The answer is read back by `withoutNulls` and the zod schema itself.
 */
export function strictJsonSchema(schema: z.ZodType): JsonObject {
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as JsonObject;
  return strict(generated);
}

function strict(node: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    if (key === 'oneOf') out.anyOf = (value as Json[]).map((v) => (isObject(v) ? strict(v) : v));
    else if (key === 'const') out.enum = [value];
    else if (key === 'items' && isObject(value)) out.items = strict(value);
    else if (key === 'anyOf' && Array.isArray(value)) out.anyOf = value.map((v) => (isObject(v) ? strict(v) : v));
    else if (key !== 'properties' && key !== 'required' && key !== 'additionalProperties') out[key] = value;
  }
  if (isObject(node.properties)) {
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    const properties: JsonObject = {};
    for (const [name, child] of Object.entries(node.properties)) {
      if (!isObject(child)) continue;
      const s = strict(child);
      properties[name] = required.has(name) ? s : nullable(s);
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

function nullable(s: JsonObject): JsonObject {
  if (typeof s.type === 'string' && !('anyOf' in s) && !('enum' in s)) return { ...s, type: [s.type, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
}

/** The model's answer with its null fields removed (a strict schema writes null for an absent optional field). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = withoutNulls(v);
    return out;
  }
  return value;
}
