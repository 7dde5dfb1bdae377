// Loads the theory library from server/seed/library into the database: `npm run seed`
// (the server also does this at start, skipping an unchanged seed). Topics admins created or
// edited are left as they are. Uses the same DATA_DIR / DATABASE_URL as the server; with PGlite,
// stop the server first.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/lock';
import { seedLibrary } from '../src/services/library/seed';

const EXIT_DATA_DIR_LOCKED = 3;

async function main(): Promise<number> {
  let database;
  try {
    database = await openDatabase(loadConfig());
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      return EXIT_DATA_DIR_LOCKED;
    }
    throw err;
  }
  try {
    const report = await seedLibrary(database.db, { force: !process.argv.includes('--if-changed') });
    console.log(
      report.skipped
        ? `library unchanged (${report.topics} topics), nothing written`
        : `library seeded in ${report.durationMs} ms: ${report.topics} topics (${report.inserted} new, ${report.updated} updated, ${report.keptAdminEdits} kept as edited by admins), ${report.quizzes} quizzes`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
