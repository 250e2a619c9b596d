import type { Config } from '../../config';
import type { Database } from '../../db';
import { newId } from '../../db/ids';

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
export function outboxSmsProvider(db: Database): SmsProvider {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          id: newId(),
          to_address: `${message.channel}:${message.to}`,
          subject: message.channel === 'sms' ? 'Text message' : 'Voice call',
          text_body: message.text,
          html_body: '',
          created_at: Date.now(),
        })
        .execute();
    },
  };
}

export function smsProviderFor(deps: { config: Config; db: Database }): SmsProvider {
  return deps.config.smsWebhookUrl ? webhookSmsProvider(deps.config.smsWebhookUrl) : outboxSmsProvider(deps.db);
}
