import { z } from 'zod';

/**
 * The parts of the public API's OpenAPI 3.1 document (GET /api/v1/openapi.json) the developers
 * page shows, checked when it arrives. French texts come as `x-…-fr` extensions beside the English.
 */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  description?: string;
  'x-description-fr'?: string;
  $ref?: string;
}

export const schemaNode: z.ZodType<SchemaNode> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), schemaNode).optional(),
    required: z.array(z.string()).optional(),
    items: schemaNode.optional(),
    anyOf: z.array(schemaNode).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    default: z.unknown().optional(),
    format: z.string().optional(),
    description: z.string().optional(),
    'x-description-fr': z.string().optional(),
    $ref: z.string().optional(),
  }),
);

const described = {
  description: z.string().optional(),
  'x-description-fr': z.string().optional(),
};

const parameter = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: schemaNode.optional(),
  ...described,
});
export type Parameter = z.infer<typeof parameter>;

const mediaType = z.looseObject({ schema: schemaNode.optional(), example: z.unknown().optional() });

const response = z.looseObject({
  ...described,
  headers: z.record(z.string(), z.looseObject(described)).optional(),
  content: z.record(z.string(), mediaType).optional(),
});
export type Response = z.infer<typeof response>;

const operation = z.looseObject({
  operationId: z.string(),
  tags: z.array(z.string()).optional(),
  summary: z.string(),
  'x-summary-fr': z.string().optional(),
  ...described,
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(parameter).optional(),
  requestBody: z.looseObject({ content: z.record(z.string(), mediaType) }).optional(),
  responses: z.record(z.string(), response),
});
export type Operation = z.infer<typeof operation>;

export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), ...described }),
  tags: z.array(z.looseObject({ name: z.string() })).optional(),
  paths: z.record(z.string(), z.record(z.string(), operation)),
  components: z.looseObject({ schemas: z.record(z.string(), schemaNode).optional() }).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;

export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, grouped in the order of its tags (solving first), then by method. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const rank = (endpoint: Endpoint) => {
    const index = tagOrder.indexOf(endpoint.operation.tags?.[0] ?? '');
    return index === -1 ? tagOrder.length : index;
  };
  const endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHOD_ORDER.includes(method))
      .map(([method, op]) => ({ method, path, operation: op })),
  );
  return endpoints.sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

/** `#/components/schemas/Error` → that schema. */
export function resolveSchema(node: SchemaNode, document: OpenApiDocument): SchemaNode {
  const name = node.$ref?.startsWith('#/components/schemas/') ? node.$ref.slice('#/components/schemas/'.length) : undefined;
  return (name && document.components?.schemas?.[name]) || node;
}

/** The text in the page's language: the `x-…-fr` extension in French when there is one. */
export function localized(node: { description?: string; 'x-description-fr'?: string }, language: string): string | undefined {
  return language === 'fr' ? (node['x-description-fr'] ?? node.description) : node.description;
}

/** A curl command for an endpoint: the token from $STEPWISE_TOKEN, the body from the document's example. */
export function curlExample(origin: string, endpoint: Endpoint): string {
  const lines = [`curl -X ${endpoint.method.toUpperCase()} "${origin}${endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => `<${name}>`)}"`];
  if ((endpoint.operation.security?.length ?? 0) > 0) lines.push(`  -H "Authorization: Bearer $STEPWISE_TOKEN"`);
  const body = endpoint.operation.requestBody?.content['application/json'];
  if (body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(body.example ?? {})}'`);
  }
  return lines.join(' \\\n');
}
