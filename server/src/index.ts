import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { drainAndClose } from './drain';
import { purgeExpiredSessions } from './services/auth/sessions';
import { seedLibrary } from './services/library/seed';

/** Exit code when another server holds the data directory. */
export const EXIT_DATA_DIR_LOCKED = 3;

async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(EXIT_DATA_DIR_LOCKED);
    }
    throw err;
  }
  const app = await buildApp({ database, config });
  // The theory library ships with the code: load it (a no-op when the seed content is unchanged).
  const seeded = await seedLibrary(database.db);
  app.log.info(seeded, seeded.skipped ? 'library seed unchanged' : 'library seeded');
  const purge = setInterval(() => {
    purgeExpiredSessions(database.db).catch((err: unknown) => app.log.error({ err }, 'session purge failed'));
  }, 60 * 60 * 1000);
  purge.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(purge);
    // /api/ready answers 503 at once; after DRAIN_DELAY_MS (SIGTERM only: the load balancer's
    // notice) stop accepting connections, let in-flight requests finish, then close the database.
    const delayMs = signal === 'SIGTERM' ? config.drainDelayMs : 0;
    const force = setTimeout(() => process.exit(1), delayMs + 10_000);
    force.unref();
    drainAndClose(app, delayMs)
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // E.g. the port is taken: release the database (and its data-dir lock) before exiting.
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
