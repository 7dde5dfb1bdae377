import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NotReadyReason } from '../../../contract/src';
import type { Database } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

/** undefined_table, invalid_schema_name: no migration has run on this database yet. */
const NO_MIGRATIONS_TABLE = new Set(['42P01', '3F000']);

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The newest migration this build ships (the migrator records it by its folder time). */
function latestMigrationMillis(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis));
}

/**
 * Whether this instance should get traffic (GET /api/ready, for the load balancer): not while it
 * drains after SIGTERM, nor while the database is unreachable, nor while the database lacks a
 * migration of this build (another instance still applying it, or a database restored from an
 * older backup), nor while the shared limit storage (Redis) is unreachable.
 */
export class Readiness {
  private draining = false;
  private migrated = false;
  private readonly expectedMigration = latestMigrationMillis();

  constructor(
    private readonly database: Database,
    private readonly pingLimits?: () => Promise<void>,
  ) {}

  /** From now on /api/ready answers 503 (after SIGTERM). */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** null when ready, else why not. */
  async check(): Promise<NotReadyReason | null> {
    if (this.draining) return 'draining';
    let applied: number;
    try {
      applied = this.migrated ? this.expectedMigration : await this.appliedMigrationMillis();
    } catch (error) {
      return NO_MIGRATIONS_TABLE.has(sqlState(error) ?? '') ? 'migrations' : 'database';
    }
    if (applied < this.expectedMigration) return 'migrations';
    // Migrations are never taken back: once seen applied, only the connection is checked.
    if (this.migrated) {
      try {
        await this.database.db.execute(sql`SELECT 1`);
      } catch {
        return 'database';
      }
    }
    this.migrated = true;
    if (this.pingLimits) {
      try {
        await this.pingLimits();
      } catch {
        return 'limits';
      }
    }
    return this.draining ? 'draining' : null;
  }

  private async appliedMigrationMillis(): Promise<number> {
    const result = await this.database.db.execute(sql`SELECT coalesce(max(created_at), 0)::float8 AS latest FROM drizzle.__drizzle_migrations`);
    const [row] = (result as unknown as { rows: { latest: number }[] }).rows;
    return Number(row?.latest ?? 0);
  }
}
