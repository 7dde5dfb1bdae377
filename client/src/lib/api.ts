import i18n from '@/i18n';

/**
 * An API answer that was not OK. Its `message` follows the product's error format,
 * "<status>: <body text or status text>", so callers can test `message.startsWith('401:')`;
 * `serverMessage` and `code` are read from the JSON body `{message, code?}` when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.code = parsed.code;
  }
}

function parseErrorBody(body: string): { message?: string; code?: string } {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return {
        message: typeof record.message === 'string' ? record.message : undefined,
        code: typeof record.code === 'string' ? record.code : undefined,
      };
    }
  } catch {
    // A plain-text body has no structured message.
  }
  return {};
}

/** The server's human message for a failed call, if it sent one; else `undefined`. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** Throws an ApiError for a non-OK answer. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
}

function requestHeaders(hasBody: boolean): HeadersInit {
  const headers: Record<string, string> = { 'Accept-Language': i18n.language === 'fr' ? 'fr' : 'en' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * Sends a request with the session cookie and the UI language; resolves with the Response when
 * it is OK, rejects with an ApiError otherwise.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: requestHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** Like apiRequest, then parses the JSON answer (an empty body gives `undefined`). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default reader for queries: the query key's first element is the URL. With 'returnNull' a 401
 * answer resolves to null (used for the current user: 401 means signed out).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include', headers: requestHeaders(false) });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
