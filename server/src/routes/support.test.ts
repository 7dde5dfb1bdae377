import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSupportTicket, HistoryItem, OutboxList, SolveResponse, SupportTicket } from '../../../contract/src';
import { users } from '../db/schema';
import { loadConfig } from '../config';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { givePlan, inProcessSolver } from './solve-test-kit';
import { eq } from 'drizzle-orm';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** An SMTP server on loopback that keeps what it receives (no authentication, no TLS). */
async function startSmtp(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable soft line breaks and =XX escapes undone, so a body can be searched. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8');
}

async function makeAdmin(t: TestApp): Promise<RegisteredUser> {
  const admin = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

describe('support tickets (mail kept in the outbox)', () => {
  let t: TestApp;
  let free: RegisteredUser;
  let basic: RegisteredUser;
  let pro: RegisteredUser;
  let admin: RegisteredUser;

  const send = (who: RegisteredUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/support/tickets', payload, headers: { cookie: who.cookie } });

  beforeAll(async () => {
    t = await createTestApp({ mail: { smtpUrl: undefined, from: 'Stepwise <support@stepwise.example>', supportEmail: 'help-desk@stepwise.example' } }, { solver: inProcessSolver() });
    free = await registerUser(t.app, { firstName: 'Fiona' });
    basic = await registerUser(t.app);
    pro = await registerUser(t.app, { firstName: 'Paul' });
    await givePlan(t.database.db, basic.id, 'basic');
    await givePlan(t.database.db, pro.id, 'pro');
    admin = await makeAdmin(t);
  });
  afterAll(() => t.close());

  it('lists a Pro ticket before older Free and Basic ones, and the reply reaches the student', async () => {
    const freeTicket = (await send(free, { subject: 'Free question', message: 'Sent first.' })).json<SupportTicket>();
    const basicTicket = (await send(basic, { subject: 'Basic question', message: 'Sent second.' })).json<SupportTicket>();
    const created = await send(pro, { subject: 'Pro question', message: 'Sent last, answered first.' });
    expect(created.statusCode).toBe(201);
    const proTicket = created.json<SupportTicket>();
    expect([freeTicket.plan, basicTicket.plan, proTicket.plan]).toEqual(['free', 'basic', 'pro']);
    expect(proTicket.status).toBe('open');

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/support/tickets', headers: { cookie: admin.cookie } });
    expect(queue.statusCode).toBe(200);
    const ids = queue.json<AdminSupportTicket[]>().map((ticket) => ticket.id);
    expect(ids.indexOf(proTicket.id)).toBeLessThan(ids.indexOf(basicTicket.id));
    expect(ids.indexOf(basicTicket.id)).toBeLessThan(ids.indexOf(freeTicket.id));
    expect(queue.json<AdminSupportTicket[]>().find((ticket) => ticket.id === proTicket.id)?.user.email).toBe(pro.email);

    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${proTicket.id}/reply`,
      payload: { reply: 'Use the quadratic formula.' },
      headers: { cookie: admin.cookie },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<SupportTicket>()).toMatchObject({ status: 'answered', reply: 'Use the quadratic formula.' });

    const own = (await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: { cookie: pro.cookie } })).json<SupportTicket[]>();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: proTicket.id, status: 'answered', reply: 'Use the quadratic formula.' });
    expect(own[0].repliedAt).not.toBeNull();

    const outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/support/outbox', headers: { cookie: admin.cookie } })).json<OutboxList>();
    expect(outbox.transport).toBe('outbox');
    const toStudent = outbox.mails.find((mail) => mail.to === pro.email);
    expect(toStudent?.subject).toBe('Your question has been answered: Pro question');
    expect(toStudent?.body).toContain('Hello Paul,');
    expect(toStudent?.body).toContain('Use the quadratic formula.');
    // Only the Pro ticket was announced to the support address.
    const toSupport = outbox.mails.filter((mail) => mail.to === 'help-desk@stepwise.example');
    expect(toSupport.map((mail) => mail.subject)).toEqual(['New Pro support ticket: Pro question']);
    expect(toSupport[0].body).toContain(pro.email);
  });

  it('shows the student only their own tickets', async () => {
    const own = (await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: { cookie: free.cookie } })).json<SupportTicket[]>();
    expect(own.map((ticket) => ticket.subject)).toEqual(['Free question']);
  });

  it("writes the student's mail in their language", async () => {
    const student = await registerUser(t.app, { firstName: 'Zoé' });
    await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'Zoé', lastName: 'Martin', locale: 'fr' }, headers: { cookie: student.cookie } });
    const ticket = (await send(student, { subject: 'Intégrale', message: 'Je bloque.' })).json<SupportTicket>();
    await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { reply: 'Par parties.' }, headers: { cookie: admin.cookie } });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/support/outbox', headers: { cookie: admin.cookie } })).json<OutboxList>();
    const mail = outbox.mails.find((m) => m.to === student.email);
    expect(mail?.subject).toBe('Réponse à votre question : Intégrale');
    expect(mail?.body).toContain('Bonjour Zoé,');
  });

  it("attaches the sender's own solution only, which the admin can read", async () => {
    const solved = await t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: '2x + 3 = 7', inputType: 'text' }, headers: { cookie: pro.cookie } });
    const problemId = solved.json<SolveResponse>().problemId;
    expect((await send(free, { subject: 'Not mine', message: 'Borrowed.', problemId })).statusCode).toBe(404);
    const created = await send(pro, { subject: 'About this one', message: 'Step 2?', problemId });
    expect(created.statusCode).toBe(201);
    const ticket = created.json<SupportTicket>();
    expect(ticket.problem).toEqual({ id: problemId, excerpt: '2x + 3 = 7' });
    const solution = await t.app.inject({ method: 'GET', url: `/api/admin/support/tickets/${ticket.id}/solution`, headers: { cookie: admin.cookie } });
    expect(solution.statusCode).toBe(200);
    expect(solution.json<HistoryItem>().problem.rawInput).toBe('2x + 3 = 7');
  });

  it('closes a ticket; a closed ticket takes no reply and leaves the active view', async () => {
    const ticket = (await send(basic, { subject: 'Done already', message: 'Found it.' })).json<SupportTicket>();
    const closed = await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/close`, headers: { cookie: admin.cookie } });
    expect(closed.json<SupportTicket>().status).toBe('closed');
    const late = await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { reply: 'Too late' }, headers: { cookie: admin.cookie } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('ticketClosed');
    const active = (await t.app.inject({ method: 'GET', url: '/api/admin/support/tickets?view=active', headers: { cookie: admin.cookie } })).json<AdminSupportTicket[]>();
    expect(active.map((x) => x.id)).not.toContain(ticket.id);
    expect(active.every((x) => x.status !== 'closed')).toBe(true);
  });

  it('validates subject and message lengths in the caller’s language', async () => {
    const long = await send(free, { subject: 'x'.repeat(151), message: 'ok' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('The subject must be at most 150 characters');
    const empty = await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Hi', message: '   ' }, headers: { cookie: free.cookie, 'accept-language': 'fr' } });
    expect(empty.statusCode).toBe(400);
    expect((await send(free, { subject: 'Hi', message: 'x'.repeat(5001) })).statusCode).toBe(400);
  });

  it('answers unknown and malformed ticket ids with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${id}/close`, headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('support mail through SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    const mail = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Stepwise <support@stepwise.example>', SUPPORT_EMAIL: 'desk@stepwise.example' }).mail;
    t = await createTestApp({ mail });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the Pro ticket notice and the answer to the SMTP server, and keeps nothing in the outbox', async () => {
    const student = await registerUser(t.app, { firstName: 'Ada' });
    await givePlan(t.database.db, student.id, 'pro');
    const admin = await makeAdmin(t);
    const ticket = (
      await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Limits', message: 'What is lim sin x / x?' }, headers: { cookie: student.cookie } })
    ).json<SupportTicket>();
    await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { reply: 'It is 1 — a standard limit.' }, headers: { cookie: admin.cookie } });

    expect(smtp.received.map((m) => m.to)).toEqual([['desk@stepwise.example'], [student.email]]);
    const answer = smtp.received[1];
    expect(answer.from).toBe('support@stepwise.example');
    expect(answer.data).toMatch(/^Subject: Your question has been answered: Limits/m);
    expect(decodeQuotedPrintable(answer.data)).toContain('It is 1 — a standard limit.');

    const outbox = (await t.app.inject({ method: 'GET', url: '/api/admin/support/outbox', headers: { cookie: admin.cookie } })).json<OutboxList>();
    expect(outbox).toEqual({ transport: 'smtp', mails: [] });
  });

  it('keeps the reply when the SMTP server cannot be reached', async () => {
    await smtp.close();
    const student = await registerUser(t.app);
    const admin = await makeAdmin(t);
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Offline', message: '?' }, headers: { cookie: student.cookie } })).json<SupportTicket>();
    const replied = await t.app.inject({ method: 'POST', url: `/api/admin/support/tickets/${ticket.id}/reply`, payload: { reply: 'Still saved.' }, headers: { cookie: admin.cookie } });
    expect(replied.statusCode).toBe(200);
    const own = (await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: { cookie: student.cookie } })).json<SupportTicket[]>();
    expect(own[0]).toMatchObject({ status: 'answered', reply: 'Still saved.' });
  });
});

describe('support tickets per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ supportTicketsPerHour: 2 });
  });
  afterAll(() => t?.close());

  it('refuses an account past its tickets of the hour, and not another account', async () => {
    const eager = await registerUser(t.app);
    const calm = await registerUser(t.app);
    const send = (who: RegisteredUser) => t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: { subject: 'Again', message: 'Hello?' }, headers: { cookie: who.cookie } });
    expect([(await send(eager)).statusCode, (await send(eager)).statusCode]).toEqual([201, 201]);
    const third = await send(eager);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ code: string }>().code).toBe('tooManyRequests');
    expect((await send(calm)).statusCode).toBe(201);
  });
});
