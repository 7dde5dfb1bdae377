import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { workerEntry } from '../paths';
import type { PgliteErrorData, PgliteReply, PgliteRequest, PgliteResults, PgliteWorkerData } from './pglite-protocol';

/**
 * What the server uses of a PGlite client — drizzle's PGlite driver calls `query` and
 * `transaction`, migrations and scripts `exec` — answered by a PGlite that lives in its own worker
 * thread. WASM PostgreSQL used to run every statement on the server's event loop: under load each
 * request waited for every other request's statements, and the HTTP work and the database's could
 * not use two cores. Now the loop only posts a message and awaits the reply.
 */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Request = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/** The database thread's error, rebuilt with its PostgreSQL fields (`code` '23505', `constraint`…) so callers can test them. */
function rebuilt(data: PgliteErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}

/** Which types drizzle's identity parsers keep as text; anything else cannot cross the thread. */
function rawTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  void rowMode;
  if (Object.keys(rest).length > 0) throw new Error(`query options ${Object.keys(rest).join(', ')} are not supported across the database thread`);
  if (!parsers) return undefined;
  const probe = '\u0000probe';
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe) throw new Error('only parsers that keep the text can cross the database thread');
    return Number(type);
  });
}

export async function openPgliteThread(dataDir: string): Promise<PgliteClient> {
  const { filename, execArgv } = workerEntry('pglite');
  const worker = new Worker(filename, { execArgv, workerData: { dataDir } satisfies PgliteWorkerData });
  const waiting = new Map<number, { resolve(reply: PgliteReply & { ok: true }): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: PgliteReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.ok) pending.resolve(reply);
    else pending.reject(rebuilt(reply.error));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const pending of waiting.values()) pending.reject(stopped);
    waiting.clear();
  };
  worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code})`)));

  function send(request: Request): Promise<PgliteReply & { ok: true }> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }

  const query = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> => {
    const types = rawTypes(options);
    const reply = await send({ op: 'query', sql, params, ...(options?.rowMode ? { rowMode: options.rowMode } : {}), ...(types ? { rawTypes: types } : {}), ...(tx === undefined ? {} : { tx }) });
    return reply.value as PgliteResults as Results<T>;
  };
  const exec = async (sql: string, options?: QueryOptions, tx?: number): Promise<Array<Results>> => {
    rawTypes(options);
    const reply = await send({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    return reply.value as PgliteResults[] as Results[];
  };

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    query,
    exec,
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const { tx } = await send({ op: 'begin' });
      if (tx === undefined) throw new Error('the database thread opened no transaction');
      let closed = false;
      const live = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const end = async (commit: boolean) => {
        closed = true;
        await send({ op: 'end', tx, commit });
      };
      // drizzle's driver calls `query` (and savepoints through it) on the transaction; `sql` and
      // `listen`, which it never calls, are left out.
      const handle = {
        query<R>(sql: string, params?: unknown[], options?: QueryOptions) {
          live();
          return query<R>(sql, params, options, tx);
        },
        exec(sql: string, options?: QueryOptions) {
          live();
          return exec(sql, options, tx);
        },
        async rollback() {
          live();
          await end(false);
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      let result: T;
      try {
        result = await callback(handle);
      } catch (error) {
        if (!closed) await end(false);
        throw error;
      }
      if (!closed) await end(true);
      return result;
    },
    async close() {
      if (!stopped) await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}
