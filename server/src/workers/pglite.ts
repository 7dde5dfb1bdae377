import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteErrorData, PgliteReply, PgliteRequest, PgliteResults, PgliteWorkerData } from '../db/pglite-protocol';

/**
 * The embedded database's own thread: WASM PostgreSQL runs here, so its statements no longer hold
 * the server's event loop (see `db/pglite-thread.ts`). Replies go out in the order the work ends;
 * PGlite itself runs one statement (or one transaction) at a time, in the order they arrived.
 */
const port = parentPort;
if (!port) throw new Error('the embedded database runs in a worker thread');
const { dataDir } = workerData as PgliteWorkerData;

const post = (reply: PgliteReply) => port.postMessage(reply);

function errorData(error: unknown): PgliteErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: PgliteErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

function plain(results: Results): PgliteResults {
  return { rows: results.rows, ...(results.affectedRows === undefined ? {} : { affectedRows: results.affectedRows }), fields: results.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) };
}

const keepText = (value: string) => value;
/** Parsers that keep these types as text, built once per list. */
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(rawTypes: number[] | undefined): Record<number, (value: string) => string> | undefined {
  if (!rawTypes?.length) return undefined;
  const key = rawTypes.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

interface OpenTransaction {
  tx: Transaction;
  /** Settles the transaction's callback: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** The transaction's end, COMMIT or ROLLBACK done. */
  done: Promise<unknown>;
}

class Rollback extends Error {}

async function main(): Promise<void> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  async function handle(request: PgliteRequest): Promise<PgliteReply> {
    switch (request.op) {
      case 'query': {
        const parsers = parsersFor(request.rawTypes);
        const options = { ...(request.rowMode ? { rowMode: request.rowMode } : {}), ...(parsers ? { parsers } : {}) };
        return { id: request.id, ok: true, value: plain(await target(request.tx).query(request.sql, request.params, options)) };
      }
      case 'exec':
        return { id: request.id, ok: true, value: (await target(request.tx).exec(request.sql)).map(plain) };
      case 'begin': {
        const id = nextTx++;
        const opened = new Promise<void>((ready, failed) => {
          let finish: (commit: boolean) => void = () => undefined;
          const ended = new Promise<boolean>((resolve) => (finish = resolve));
          const done = db
            .transaction(async (tx) => {
              transactions.set(id, { tx, finish, done });
              ready();
              if (!(await ended)) throw new Rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            })
            .finally(() => transactions.delete(id));
          // A BEGIN that failed never reached the callback.
          done.catch(failed);
        });
        await opened;
        return { id: request.id, ok: true, tx: id };
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        open.finish(request.commit);
        await open.done;
        return { id: request.id, ok: true };
      }
      case 'close':
        await db.close();
        return { id: request.id, ok: true };
    }
  }

  port!.on('message', (request: PgliteRequest) => {
    handle(request).then(post, (error: unknown) => post({ id: request.id, ok: false, error: errorData(error) }));
  });
  post({ id: 0, ok: true });
}

main().catch((error: unknown) => post({ id: 0, ok: false, error: errorData(error) }));
