import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminSupportTicket, PlanId, SupportTicket, TicketStatus } from '../../../../contract/src';
import { HISTORY_EXCERPT_LENGTH } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { problems, supportTickets, users } from '../../db/schema';

type TicketRow = typeof supportTickets.$inferSelect;

function toTicket(row: TicketRow, problem: { id: string; rawInput: string } | null): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    plan: row.plan,
    problem: problem ? { id: problem.id, excerpt: problem.rawInput.slice(0, HISTORY_EXCERPT_LENGTH) } : null,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ticketColumns = {
  ticket: supportTickets,
  problemId: problems.id,
  problemInput: problems.rawInput,
};

function fromJoined(row: { ticket: TicketRow; problemId: string | null; problemInput: string | null }): SupportTicket {
  return toTicket(row.ticket, row.problemId && row.problemInput !== null ? { id: row.problemId, rawInput: row.problemInput } : null);
}

/** Whether the problem is one of the user's (a ticket may only attach the sender's own solutions). */
export async function ownsProblem(db: Db, userId: string, problemId: string): Promise<boolean> {
  const [row] = await db.select({ id: problems.id }).from(problems).where(and(eq(problems.id, problemId), eq(problems.userId, userId))).limit(1);
  return row !== undefined;
}

export interface NewTicket {
  userId: string;
  plan: PlanId;
  subject: string;
  message: string;
  problemId: string | null;
}

export async function createTicket(db: Db, input: NewTicket): Promise<SupportTicket> {
  const [row] = await db.insert(supportTickets).values(input).returning();
  const ticket = await findTicket(db, row.id);
  if (!ticket) throw new Error('the ticket just created is gone');
  return ticket;
}

export async function findTicket(db: Db, id: string): Promise<(SupportTicket & { userId: string }) | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(problems, eq(problems.id, supportTickets.problemId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  return row ? { ...fromJoined(row), userId: row.ticket.userId } : undefined;
}

/** The user's own tickets, newest first. */
export async function listOwnTickets(db: Db, userId: string, limit = 100): Promise<SupportTicket[]> {
  const rows = await db
    .select(ticketColumns)
    .from(supportTickets)
    .leftJoin(problems, eq(problems.id, supportTickets.problemId))
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
  return rows.map(fromJoined);
}

const PLAN_ORDER = sql`CASE ${supportTickets.plan} WHEN 'pro' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END`;
const STATUS_ORDER = sql`CASE ${supportTickets.status} WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END`;

/**
 * The admin's queue: Pro tickets first, then Basic, then Free (the plan when sent); within a plan
 * open tickets before answered and closed ones, oldest first, so the longest-waiting is on top.
 */
export async function listTicketsForAdmin(db: Db, view: 'active' | 'all', limit = 200): Promise<AdminSupportTicket[]> {
  const statuses: TicketStatus[] = view === 'active' ? ['open', 'answered'] : ['open', 'answered', 'closed'];
  const rows = await db
    .select({ ...ticketColumns, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(problems, eq(problems.id, supportTickets.problemId))
    .where(inArray(supportTickets.status, statuses))
    .orderBy(PLAN_ORDER, STATUS_ORDER, asc(supportTickets.createdAt), asc(supportTickets.id))
    .limit(limit);
  return rows.map((row) => ({
    ...fromJoined(row),
    user: { id: row.userId, email: row.email, firstName: row.firstName, lastName: row.lastName },
  }));
}

/** Stores the admin's answer (status answered); undefined for an unknown ticket, 'closed' for a closed one. */
export async function replyToTicket(db: Db, id: string, reply: string, now: Date = new Date()): Promise<SupportTicket | 'closed' | undefined> {
  const [updated] = await db
    .update(supportTickets)
    .set({ reply, status: 'answered', repliedAt: now })
    .where(and(eq(supportTickets.id, id), inArray(supportTickets.status, ['open', 'answered'])))
    .returning({ id: supportTickets.id });
  if (updated) return findTicket(db, id);
  return (await findTicket(db, id)) ? 'closed' : undefined;
}

export async function closeTicket(db: Db, id: string): Promise<SupportTicket | undefined> {
  const [updated] = await db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, id)).returning({ id: supportTickets.id });
  return updated ? findTicket(db, id) : undefined;
}
