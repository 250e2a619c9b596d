import nodemailer, { type Transporter } from 'nodemailer';
import * as v from 'valibot';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db';
import { newId } from '../../db/ids';
import { consoleEmail } from './console-email';
import type { EmailMessage, Mailer } from '../../core';
export type { EmailMessage, Mailer } from '../../core';



/** The job that sends an email: request handling only ever writes it. */
export const SEND_EMAIL_JOB = 'email.send';
/** The email job's payload: one message. */
export const EMAIL_MESSAGE = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
  headers: v.optional(v.record(v.string(), v.string())),
}) satisfies v.GenericSchema<unknown, EmailMessage>;
const DELIVERED_BODY = '(delivered; not kept)';

/** Where a message kept in the outbox is shown: the terminal, when standard output is one. */
export type ConsoleOut = { isTTY?: boolean; write(text: string): unknown };

/**
 * Deletes delivered emails older than `before`: sent through SMTP before it or, without SMTP (where the outbox
 * is the delivery, read in development and by tests), written before it. Failed ones are kept.
 */
export async function pruneDeliveredEmails(db: Executor, input: { before: number; smtp: boolean }): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where((eb) =>
      input.smtp
        ? eb.and([eb('sent_at', 'is not', null), eb('sent_at', '<', input.before)])
        : eb.and([eb('error', 'is', null), eb('created_at', '<', input.before)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps a message that is not an email in the outbox beside the emails (a text or a call when no gateway is
 * configured: development, tests, small instances), through the caller's handle.
 */
export async function keepInOutbox(db: Executor, message: { to: string; subject: string; text: string }, now = Date.now()): Promise<void> {
  await db.insertInto('outbox').values({ id: newId(), to_address: message.to, subject: message.subject, text_body: message.text, html_body: '', created_at: now }).execute();
}

export function createMailer(config: Config, db: Database, log: (line: string) => void, out: ConsoleOut = process.stdout): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message, key) {
      const earlier = key ? await db.selectFrom('outbox').select(['id', 'sent_at']).where('job_key', '=', key).executeTakeFirst() : undefined;
      if (earlier && (earlier.sent_at !== null || !transport)) return { id: earlier.id };
      const id = earlier?.id ?? newId();
      if (!earlier) {
        await db
          .insertInto('outbox')
          .values({ id, job_key: key ?? null, to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, created_at: Date.now() })
          .execute();
      }
      if (!transport) {
        // No mail server: the operator reads the message on the console (tests keep their logs quiet): as text with
        // its links on lines of their own on a terminal, as one JSON log line when the log is collected.
        if (config.env !== 'test') {
          if (out.isTTY) out.write(consoleEmail(message));
          else log(`email to ${message.to} (no SMTP_URL set, so it is shown here): ${message.subject}\n${message.text}`);
        }
        return { id };
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        await db.updateTable('outbox').set({ sent_at: Date.now(), text_body: DELIVERED_BODY, html_body: DELIVERED_BODY }).where('id', '=', id).execute();
      } catch (error) {
        await db.updateTable('outbox').set({ error: String((error as Error).message).slice(0, 500) }).where('id', '=', id).execute();
        throw error;
      }
      return { id };
    },
    close() {
      transport?.close();
    },
  };
}
