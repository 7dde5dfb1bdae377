import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminSupportQuery,
  adminSupportTicketList,
  DEFAULT_LOCALE,
  outboxList,
  supportTicket,
  supportTicketBody,
  supportTicketList,
  ticketParams,
  ticketReplyBody,
  ticketSolution,
} from '../../../contract/src';
import { requireAdmin, requireUser, signedInUser } from '../auth-guards';
import { users } from '../db/schema';
import { conflict, notFound } from '../http-error';
import { findHistoryItem } from '../services/history/history';
import { listOutbox, type MailMessage } from '../services/mail/mailer';
import { newProTicketMail, ticketAnsweredMail } from '../services/mail/templates';
import { currentPlan } from '../services/plan-features';
import { closeTicket, createTicket, findTicket, listOwnTickets, listTicketsForAdmin, ownsProblem, replyToTicket } from '../services/support/tickets';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Priority support: students send tickets from the Help page and read the answers there; admins
 * answer from the Support tab, Pro tickets first. Mail goes through `app.mailer` (SMTP, or the
 * outbox admins read); a mail that cannot be sent is logged and never undoes the ticket or reply.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  const sendMail = async (message: MailMessage, what: string) => {
    try {
      await app.mailer.send(message);
    } catch (err) {
      app.log.error({ err, transport: app.mailer.transport }, `mail not sent: ${what}`);
    }
  };

  app.post(
    '/api/support/tickets',
    {
      schema: { body: supportTicketBody, response: { 201: supportTicket } },
      preHandler: requireUser,
      config: {
        rateLimit: {
          // Per account (SUPPORT_TICKETS_PER_HOUR); the API's per-IP limit still applies on top.
          max: app.config.supportTicketsPerHour,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: (request) => `ticket:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const problemId = request.body.problemId ?? null;
      if (problemId && !(await ownsProblem(db, user.id, problemId))) throw notFound();
      const plan = await currentPlan(db, user.id);
      const ticket = await createTicket(db, { userId: user.id, plan, subject: request.body.subject, message: request.body.message, problemId });
      const supportEmail = app.config.mail.supportEmail;
      if (plan === 'pro' && supportEmail) {
        await sendMail(newProTicketMail(DEFAULT_LOCALE, supportEmail, user.email, ticket.subject, ticket.message), 'new Pro ticket');
      }
      return reply.status(201).send(ticket);
    },
  );

  app.get('/api/support/tickets', { schema: { response: { 200: supportTicketList } }, preHandler: requireUser }, async (request) =>
    listOwnTickets(db, signedInUser(request).id),
  );

  // The admin side, guarded as a whole like the admin module: 401 / 403 before any body is read.
  const adminSupport: FastifyPluginAsyncZod = async (admin) => {
    admin.addHook('onRequest', requireAdmin);

    const ticketOr404 = async (id: string) => {
      const ticket = isUuid(id) ? await findTicket(db, id) : undefined;
      if (!ticket) throw notFound();
      return ticket;
    };

    admin.get('/api/admin/support/tickets', { schema: { querystring: adminSupportQuery, response: { 200: adminSupportTicketList } } }, async (request) =>
      listTicketsForAdmin(db, request.query.view),
    );

    admin.get('/api/admin/support/tickets/:id/solution', { schema: { params: ticketParams, response: { 200: ticketSolution } } }, async (request) => {
      const ticket = await ticketOr404(request.params.id);
      const item = ticket.problem ? await findHistoryItem(db, ticket.userId, ticket.problem.id) : undefined;
      if (!item) throw notFound();
      return item;
    });

    admin.post('/api/admin/support/tickets/:id/reply', { schema: { params: ticketParams, body: ticketReplyBody, response: { 200: supportTicket } } }, async (request) => {
      const { userId } = await ticketOr404(request.params.id);
      const answered = await replyToTicket(db, request.params.id, request.body.reply);
      if (answered === undefined) throw notFound();
      if (answered === 'closed') throw conflict('ticketClosed');
      const [student] = await db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
      if (student) await sendMail(ticketAnsweredMail(student.locale, student.email, student.firstName, answered.subject, request.body.reply), 'ticket answered');
      return answered;
    });

    admin.post('/api/admin/support/tickets/:id/close', { schema: { params: ticketParams, response: { 200: supportTicket } } }, async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      const closed = await closeTicket(db, request.params.id);
      if (!closed) throw notFound();
      return closed;
    });

    admin.get('/api/admin/support/outbox', { schema: { response: { 200: outboxList } } }, async () => ({
      transport: app.mailer.transport,
      mails: await listOutbox(db),
    }));
  };
  await app.register(adminSupport);
};
