import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError, apiJson, apiRequest, getQueryFn, serverMessageOf } from './api';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and the UI language', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'secret' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.co","password":"secret"}');
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'fr', 'Content-Type': 'application/json' });
    await i18n.changeLanguage('en');
  });

  it('turns a non-OK answer into "<status>: <body>" with the server message and code', async () => {
    mockFetch(new Response('{"message":"Invalid email or password","code":"invalidCredentials"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password","code":"invalidCredentials"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('invalidCredentials');
    expect(serverMessageOf(error)).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/stats')).rejects.toThrow('500: Internal Server Error');
  });

  it('keeps a plain-text body and has no server message then', async () => {
    mockFetch(new Response('Too many requests', { status: 429, statusText: 'Too Many Requests' }));
    const error = await apiRequest('POST', '/api/solve', {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe('429: Too many requests');
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('parses JSON answers and tolerates empty ones', async () => {
    mockFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(apiJson('GET', '/api/health')).resolves.toEqual({ ok: true });
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('reads the URL from the query key and returns null on 401 when asked to', async () => {
    const fetchMock = mockFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/user');
  });

  it('throws on 401 otherwise, and on other failures', async () => {
    mockFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/history'] })).rejects.toThrow('401: Unauthorized');
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow('503: Service Unavailable');
  });
});
