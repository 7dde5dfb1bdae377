import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { historyItem } from './solve';

/** Priority support: tickets from the Help page, answered from the admin area (Pro first). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_REPLY_MAX = 5000;

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const supportTicketBody = z.object({
  subject: z.string({ error: 'supportSubjectRequired' }).trim().min(1, { error: 'supportSubjectRequired' }).max(SUPPORT_SUBJECT_MAX, { error: 'supportSubjectTooLong' }),
  message: z.string({ error: 'supportMessageRequired' }).trim().min(1, { error: 'supportMessageRequired' }).max(SUPPORT_MESSAGE_MAX, { error: 'supportMessageTooLong' }),
  /** One of the sender's solved problems (its history id), attached for the admin to read. */
  problemId: z.uuid({ error: 'notFound' }).nullish(),
});
export type SupportTicketBody = z.input<typeof supportTicketBody>;

/** The attached problem, as its history card shows it. */
export const ticketProblem = z.object({ id: z.string(), excerpt: z.string() });

export const supportTicket = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The sender's plan when the ticket was sent. */
  plan: z.enum(PLAN_IDS),
  problem: ticketProblem.nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicket>;
export const supportTicketList = z.array(supportTicket);

/** The admin's view of a ticket: who sent it. */
export const adminSupportTicket = supportTicket.extend({
  user: z.object({ id: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicket>;
export const adminSupportTicketList = z.array(adminSupportTicket);

export const adminSupportQuery = z.object({
  /** `active`: open and answered tickets; `all` adds the closed ones. */
  view: z.enum(['active', 'all']).default('all'),
});
export type AdminSupportQuery = z.input<typeof adminSupportQuery>;

export const ticketParams = z.object({ id: z.string().max(64, { error: 'notFound' }) });

export const ticketReplyBody = z.object({
  reply: z.string({ error: 'supportReplyRequired' }).trim().min(1, { error: 'supportReplyRequired' }).max(SUPPORT_REPLY_MAX, { error: 'supportReplyTooLong' }),
});
export type TicketReplyBody = z.input<typeof ticketReplyBody>;

/** The solution attached to a ticket, as the admin reads it. */
export const ticketSolution = historyItem;

/** Mail kept in the outbox when no SMTP server is configured. */
export const outboxMail = z.object({ id: z.string(), to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() });
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxList = z.object({
  /** `smtp`: mail goes to the SMTP server (the outbox holds what was kept before); `outbox`: mail is kept here. */
  transport: z.enum(['smtp', 'outbox']),
  mails: z.array(outboxMail),
});
export type OutboxList = z.infer<typeof outboxList>;
