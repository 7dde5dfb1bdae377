/**
 * The messages between the server's thread and the thread that owns the embedded database
 * (`workers/pglite.ts`, driven by `pglite-thread.ts`). Values cross by structured clone, so a
 * statement's options travel as data: the only parsers drizzle's PGlite driver passes keep some
 * types as the text PostgreSQL sent (timestamps, dates, intervals), and they go as that list of type
 * ids, `rawTypes`.
 */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; the reply's `tx` names it in the statements that run inside it. */
  | { id: number; op: 'begin' }
  /** Ends transaction `tx`: COMMIT when `commit`, else ROLLBACK. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export interface PgliteResults {
  rows: unknown[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** A database error's message and its PostgreSQL fields (code, detail, constraint…), rebuilt as an Error on the other side. */
export interface PgliteErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type PgliteReply =
  | { id: number; ok: true; value?: PgliteResults | PgliteResults[]; tx?: number }
  | { id: number; ok: false; error: PgliteErrorData };

/** The worker's start-up data. */
export interface PgliteWorkerData {
  dataDir: string;
}
