import { describe, expect, it } from 'vitest';
import { curlExample, endpointsOf, localized, openApiDocument, resolveSchema } from './openapi';

const operation = (operationId: string, tag: string, secured: boolean, extra: Record<string, unknown> = {}) => ({
  operationId,
  tags: [tag],
  summary: operationId,
  security: secured ? [{ bearerAuth: [] }] : [],
  responses: { '200': { description: 'OK' } },
  ...extra,
});

const document = openApiDocument.parse({
  openapi: '3.1.0',
  info: { title: 'Stepwise API', version: '1.0.0' },
  tags: [{ name: 'solve' }, { name: 'history' }, { name: 'meta' }],
  paths: {
    '/api/v1/history': { get: operation('listHistory', 'history', true) },
    '/api/v1/history/{id}': { get: operation('getHistoryItem', 'history', true) },
    '/api/v1/openapi.json': { get: operation('getOpenApiDocument', 'meta', false) },
    '/api/v1/solve': {
      post: operation('solve', 'solve', true, { requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { problem: '2x + 3 = 7' } } } } }),
    },
  },
  components: { schemas: { Error: { type: 'object', properties: { message: { type: 'string' } } } } },
});

describe('the OpenAPI document on the developers page', () => {
  it('lists operations by tag order, solving first, the document itself last', () => {
    expect(endpointsOf(document).map((e) => `${e.method} ${e.path}`)).toEqual(['post /api/v1/solve', 'get /api/v1/history', 'get /api/v1/history/{id}', 'get /api/v1/openapi.json']);
  });

  it('writes curl examples with the bearer token, the JSON body and path parameters to fill in', () => {
    const [solve, , item, doc] = endpointsOf(document);
    expect(curlExample('https://stepwise.test', solve)).toBe(
      [
        'curl -X POST "https://stepwise.test/api/v1/solve"',
        '  -H "Authorization: Bearer $STEPWISE_TOKEN"',
        '  -H "Content-Type: application/json"',
        `  -d '{"problem":"2x + 3 = 7"}'`,
      ].join(' \\\n'),
    );
    expect(curlExample('https://stepwise.test', item)).toContain('/api/v1/history/<id>"');
    expect(curlExample('https://stepwise.test', doc)).not.toContain('Authorization');
  });

  it('resolves component references and picks the French text when there is one', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Error' }, document).properties).toHaveProperty('message');
    expect(resolveSchema({ type: 'string' }, document)).toEqual({ type: 'string' });
    expect(localized({ description: 'Items per page.', 'x-description-fr': 'Éléments par page.' }, 'fr')).toBe('Éléments par page.');
    expect(localized({ description: 'Items per page.' }, 'fr')).toBe('Items per page.');
    expect(localized({ description: 'Items per page.', 'x-description-fr': 'Éléments par page.' }, 'en')).toBe('Items per page.');
  });

  it('refuses a document that is not an OpenAPI description', () => {
    expect(openApiDocument.safeParse({ openapi: '3.1.0', paths: 'nope' }).success).toBe(false);
  });
});
