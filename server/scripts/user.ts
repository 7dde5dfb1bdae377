// Account administration from the shell: `npm run user -- promote EMAIL` (or `demote EMAIL`).
// Uses the same DATA_DIR / DATABASE_URL as the server; with PGlite, stop the server first.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/lock';
import { USAGE, runUserCommand } from './user-command';

const EXIT_DATA_DIR_LOCKED = 3;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error(USAGE);
    return 1;
  }
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
    const result = await runUserCommand(database.db, args);
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    return result.exitCode;
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
