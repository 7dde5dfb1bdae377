import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '../../../../contract/src';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export interface MailConfig {
  /** `smtp://user:pass@host:587`, `smtps://…:465`; unset: mail is kept in the outbox table. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  from: string;
  /** Where a new Pro ticket is announced; unset: nobody is mailed about new tickets. */
  supportEmail: string | undefined;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes: an SMTP server, or the outbox table admins read in the Support tab. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail through an SMTP server (nodemailer), with bounded waits so a dead server cannot hold a request. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Settings written in the URL (?connectionTimeout=…) win over these bounds on each phase of a delivery.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
}

/** Mail kept in the database: nothing leaves the machine, and admins read it in the Support tab. */
export function outboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, body: message.text });
    },
    close: () => undefined,
  };
}

export function createMailer(config: MailConfig, db: Db): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer(db);
}

/** The newest mails of the outbox (at most `limit`). */
export async function listOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, body: row.body, createdAt: row.createdAt.toISOString() }));
}
