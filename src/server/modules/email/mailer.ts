import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { newId } from '../../db/ids';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Every message is kept in the outbox; with SMTP configured it is also sent, and the outcome recorded. */
  send(message: EmailMessage): Promise<{ id: string }>;
  close(): void;
}

export function createMailer(config: Config, db: Database, log: (line: string) => void): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      const id = newId();
      const now = Date.now();
      await db
        .insertInto('outbox')
        .values({ id, to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, created_at: now })
        .execute();
      if (!transport) {
        if (config.env === 'development') log(`email to ${message.to}: ${message.subject}\n${message.text}`);
        return { id };
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.updateTable('outbox').set({ sent_at: Date.now() }).where('id', '=', id).execute();
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
