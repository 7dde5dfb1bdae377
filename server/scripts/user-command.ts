import type { Db } from '../src/db/client';
import { setRoleByEmail } from '../src/services/auth/users';

export const USAGE = 'Usage: npm run user -- promote EMAIL | demote EMAIL';

export interface CommandResult {
  exitCode: number;
  output: string;
}

/** `promote EMAIL` makes the account an admin, `demote EMAIL` a student again. */
export async function runUserCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, email, ...rest] = args;
  if ((command !== 'promote' && command !== 'demote') || !email || rest.length > 0) return { exitCode: 1, output: USAGE };
  const role = command === 'promote' ? 'admin' : 'student';
  const row = await setRoleByEmail(db, email, role);
  if (!row) return { exitCode: 2, output: `No account with the email ${email}.` };
  return { exitCode: 0, output: `${row.email} is now ${role === 'admin' ? 'an admin' : 'a student'}.` };
}
