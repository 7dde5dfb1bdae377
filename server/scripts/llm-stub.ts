/**
 * `npm run llm:stub -- --port N [--recordings file.json] [--delay-ms N]`: a stand-in for an OpenAI-compatible
 * model server on 127.0.0.1:N, for tests and demos without a model. It serves
 *
 * - `GET /v1/models` → one model, `stepwise-stub`;
 * - `POST /v1/chat/completions` → the recorded translation of the problem found between the
 *   markers of the last user message that holds them (matched case-, spacing- and
 *   apostrophe-insensitively), in the chat-completions shape. A problem with no recording is
 *   answered 404 `{error: {message, type: 'not_found'}}`. A request without a strict
 *   `json_schema` response format is answered 400, as the product always asks for one.
 *
 * Switches, by a phrase anywhere in the problem (`A farmer has hens and cows. llm stub: 429`) or by
 * an `x-llm-stub` header naming the same behaviour for any problem:
 *
 * | phrase / header value        | answer |
 * |---|---|
 * | `llm stub: timeout`          | never answers (until the client gives up) |
 * | `llm stub: 429`              | HTTP 429 with `Retry-After: 7` |
 * | `llm stub: 500`              | HTTP 500 |
 * | `llm stub: invalid json`     | content `{"unknowns": [` (not JSON), every time |
 * | `llm stub: schema`           | JSON that breaks the word task's schema, every time |
 * | `llm stub: empty`            | `choices: []` |
 * | `llm stub: invalid once`     | not JSON, then (when the request carries the correction) the rectangle problem's translation |
 * | any text with "ignore previous instructions" | content `42`, what a model that obeyed the text would say |
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { PROBLEM_END, PROBLEM_START } from '../src/services/word/translator';
import { loadRecordings, normalizeProblem, RECORDINGS_FILE, type Recording } from './llm-stub/recordings';

export const STUB_MODEL = 'stepwise-stub';
const SWITCHES = ['timeout', '429', '500', 'invalid json', 'schema', 'empty', 'invalid once'] as const;
type Switch = (typeof SWITCHES)[number];

export interface LlmStub {
  /** The base URL to configure as LLM_BASE_URL (ends in /v1). */
  url: string;
  port: number;
  /** Every chat-completions request body received, in order. */
  requests: ChatRequest[];
  close(): Promise<void>;
}

export interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
}

const RECTANGLE = "A rectangle's length is 3 cm more than its width and its area is 40 cm². Find its dimensions.";

export async function startLlmStub(options: { port?: number; recordingsFile?: string; /** Every completion waits this long first, as a real model does. */ delayMs?: number } = {}): Promise<LlmStub> {
  const recordings = new Map<string, Recording>();
  for (const r of loadRecordings(options.recordingsFile ?? RECORDINGS_FILE)) recordings.set(normalizeProblem(r.text), r);
  const requests: ChatRequest[] = [];
  const held = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch(() => send(res, 500, { error: { message: 'stub failure', type: 'server_error' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      return send(res, 200, { object: 'list', data: [{ id: STUB_MODEL, object: 'model', owned_by: 'stepwise' }] });
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') return send(res, 404, { error: { message: 'not found', type: 'not_found' } });
    let body: ChatRequest;
    try {
      body = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      return send(res, 400, { error: { message: 'the body is not JSON', type: 'invalid_request_error' } });
    }
    requests.push(body);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const format = body.response_format;
    if (format?.type !== 'json_schema' || format.json_schema?.strict !== true || !format.json_schema.schema) {
      return send(res, 400, { error: { message: 'a strict json_schema response_format is expected', type: 'invalid_request_error' } });
    }
    const problem = problemOf(body.messages ?? []);
    if (problem === null) return send(res, 400, { error: { message: 'no problem between the markers', type: 'invalid_request_error' } });
    const corrected = (body.messages ?? []).some((m) => m.role === 'assistant');
    const header = req.headers['x-llm-stub'];
    const named = /llm stub: (timeout|429|500|invalid json|schema|empty|invalid once)\b/.exec(normalizeProblem(problem))?.[1] ?? '';
    const switched = (typeof header === 'string' && isSwitch(header) ? header : null) ?? (isSwitch(named) ? named : null);

    switch (switched) {
      case 'timeout':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case '429':
        res.setHeader('retry-after', '7');
        return send(res, 429, { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } });
      case '500':
        return send(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'invalid json':
        return send(res, 200, completion(body, '{"unknowns": ['));
      case 'schema':
        return send(res, 200, completion(body, JSON.stringify({ unknowns: [], task: { kind: 'guess', answer: 42 }, conditions: 'none' })));
      case 'empty':
        return send(res, 200, { ...completion(body, ''), choices: [] });
      case 'invalid once': {
        const rectangle = recordings.get(normalizeProblem(RECTANGLE));
        return send(res, 200, completion(body, corrected && rectangle ? JSON.stringify(rectangle.translation) : 'Sure! Here is the translation: {'));
      }
      default:
        break;
    }
    if (/ignore (all )?previous instructions/i.test(problem)) return send(res, 200, completion(body, '42'));
    const found = recordings.get(normalizeProblem(problem));
    if (!found) return send(res, 404, { error: { message: 'no recording for this problem', type: 'not_found' } });
    return send(res, 200, completion(body, JSON.stringify(found.translation)));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isSwitch(s: string): s is Switch {
  return (SWITCHES as readonly string[]).includes(s);
}

/** The problem between the markers of the last user message that has them. */
export function problemOf(messages: { role: string; content: string }[]): string | null {
  for (const m of [...messages].reverse()) {
    if (m.role !== 'user' || typeof m.content !== 'string') continue;
    const start = m.content.indexOf(`${PROBLEM_START}\n`);
    const end = m.content.lastIndexOf(`\n${PROBLEM_END}`);
    if (start >= 0 && end > start) return m.content.slice(start + PROBLEM_START.length + 1, end);
  }
  return null;
}

function completion(body: ChatRequest, content: string) {
  return {
    id: `chatcmpl-stub-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? STUB_MODEL,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function argValue(name: string): string | undefined {
  const k = process.argv.indexOf(name);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(argValue('--port') ?? 8089);
  const stub = await startLlmStub({ port, recordingsFile: argValue('--recordings'), delayMs: Number(argValue('--delay-ms') ?? 0) });
  console.log(`LLM stand-in on ${stub.url} (model ${STUB_MODEL})`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
