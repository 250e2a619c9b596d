import type { Config } from '../../config';
import type { Executor } from '../../db';
import { keepInOutbox } from '../email';

export type SmsChannel = 'sms' | 'voice';

export interface SmsMessage {
  /** E.164 without spaces, e.g. +15551234567. */
  to: string;
  channel: SmsChannel;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Hands the message to a gateway of the operator's choosing (SMS_WEBHOOK_URL) as JSON {to, channel, text}. */
export function webhookSmsProvider(url: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, channel: message.channel, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS webhook answered ${response.status} ${response.statusText}`.trim());
    },
  };
}

/** Without a gateway, texts and calls are kept in the outbox beside the emails (development, tests, small instances). */
export function outboxSmsProvider(db: Executor): SmsProvider {
  return {
    async send(message) {
      await keepInOutbox(db, { to: `${message.channel}:${message.to}`, subject: message.channel === 'sms' ? 'Text message' : 'Voice call', text: message.text });
    },
  };
}

/** The configured gateway, or the outbox written through the caller's handle. */
export function smsProviderFor(ctx: { config: Config; db: Executor }): SmsProvider {
  return ctx.config.smsWebhookUrl ? webhookSmsProvider(ctx.config.smsWebhookUrl) : outboxSmsProvider(ctx.db);
}
