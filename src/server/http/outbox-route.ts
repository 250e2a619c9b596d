import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../shared/format/html';
import type { AppDeps } from '../graphql/context';
import { defineRoute } from './web-routes';

export const OUTBOX_PATH = '/_/dev/outbox';
export const OUTBOX_PAGE_SIZE = 50;

/** Escapes the text, then turns the http(s) links in it into anchors (their text escaped too). */
export function linkifiedText(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function messageHtml(row: { to_address: string; subject: string; text_body: string; created_at: number; sent_at: number | null; error: string | null }): string {
  const time = new Date(Number(row.created_at)).toISOString().replace('T', ' ').slice(0, 19);
  const status = row.error ? `failed: ${row.error}` : row.sent_at ? 'sent' : 'kept in the outbox';
  return (
    `<article><h2>${escapeHtml(row.subject)}</h2>` +
    `<p class="meta">To ${escapeHtml(row.to_address)} · ${time} UTC · ${escapeHtml(status)}</p>` +
    `<pre>${linkifiedText(row.text_body)}</pre></article>`
  );
}

/**
 * In development, the newest emails the server sent or kept, so sign-in links can be followed without a
 * mail server. Other environments answer 404.
 */
export function registerOutboxRoute(app: FastifyInstance, deps: AppDeps) {
  const why = 'development only: every other environment answers 404';
  defineRoute(app, deps, { method: 'GET', url: OUTBOX_PATH, auth: { public: why }, xsrf: false, writes: false, context: false }, async ({ reply }) => {
    if (deps.config.env !== 'development') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const rows = await deps.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'created_at', 'sent_at', 'error'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OUTBOX_PAGE_SIZE)
      .execute();
    const body = rows.length ? rows.map(messageHtml).join('') : '<p>No emails yet.</p>';
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Outbox – ${escapeHtml(deps.config.productName)}</title><style>` +
      `body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:#242424}` +
      `article{border-top:1px solid #e6e6e6;padding:16px 0}h2{font-size:18px;margin:0}` +
      `.meta{color:#6b6b6b;margin:4px 0 8px}pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace}` +
      `</style></head><body><h1>Outbox</h1><p>The newest ${OUTBOX_PAGE_SIZE} emails, newest first. Development only.</p>${body}</body></html>`;
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
