import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../shared/format/html';

/**
 * The small standalone pages the server answers with itself, for readers without JavaScript or coming from
 * an email: a question before a form post, its outcome, or why it failed. The product's name, a heading, a
 * form at most; no scripts and nothing loaded from elsewhere, so the policy below allows inline styles alone.
 */

const STYLE =
  `body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;max-width:480px;margin:15vh auto 0;padding:0 24px;color:#242424}` +
  `h1{font-size:28px;line-height:34px;margin:0 0 24px}.actions{display:flex;gap:12px;align-items:center}` +
  `button{font-family:inherit;font-size:15px;font-weight:500;line-height:20px;padding:9px 20px;border-radius:999px;border:0;background:#1a8917;color:#fff;cursor:pointer}` +
  `.product{font-weight:700;font-size:20px;margin:0 0 32px;color:#242424}` +
  `a{color:#242424}p{color:#6b6b6b}`;

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export interface SimplePage {
  /** Plain text, escaped here. */
  title: string;
  /** HTML, escaped by the caller. */
  body: string;
  /** Rules of this page alone: they come after the shared ones, so they win over them. */
  style?: string;
}

export function simplePage(productName: string, { title, body, style = '' }: SimplePage): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(productName)}</title><style>${STYLE}${style}` +
    `</style></head><body><p class="product">${escapeHtml(productName)}</p>${body}</body></html>`
  );
}

/** Sends a simple page, never cached; `noReferrer` when its address holds a secret the next site must not see. */
export function sendSimplePage(reply: FastifyReply, status: number, productName: string, page: SimplePage, { noReferrer = false } = {}) {
  if (noReferrer) reply.header('referrer-policy', 'no-referrer');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', POLICY)
    .type('text/html; charset=utf-8')
    .send(simplePage(productName, page));
}

/** Says what stopped the reader (a heading, a line of why) and links back to the page they came from. */
export function goBackPage(heading: string, back: string, why?: string): SimplePage {
  const reason = why === undefined ? '' : `<p>${escapeHtml(why)}</p>`;
  return { title: heading, body: `<h1>${escapeHtml(heading)}</h1>${reason}<p><a href="${escapeHtml(back)}">Go back</a></p>` };
}
