import { formatDate } from '../../shared/format/dates';
import { escapeHtml } from '../../shared/format/html';
import type { ServiceContext } from '../core';
import { ARCHIVE_PAGE_SIZE, newsletterArchive } from '../modules/newsletters';

/** The landing pages' list of recent issues (their simple page's rules come after the page's own). */
export const ARCHIVE_STYLE =
  `.archive{margin:40px 0 0;border-top:1px solid #f2f2f2;padding:24px 0 0}.archive h2{font-size:20px;line-height:28px;margin:0 0 4px;color:#242424}` +
  `.archive ol{list-style:none;padding:0;margin:0 0 24px}.archive li{display:block;padding:16px 0;border-bottom:1px solid #f2f2f2}.archive li:last-child{border-bottom:0}` +
  `.archive__title{display:block;color:#242424;font-weight:600;font-size:17px;line-height:24px;text-decoration:none;overflow-wrap:anywhere}a.archive__title:hover{text-decoration:underline}` +
  `.archive__sub{display:block;color:#6b6b6b;font-size:15px;line-height:22px;margin:4px 0 0;overflow-wrap:anywhere}` +
  `.archive__meta{display:block;color:#6b6b6b;font-size:13px;line-height:20px;margin:6px 0 0}`;

/**
 * The newsletter's last issues under the subscribe form, so a reader sees what they would get: each sent story
 * linked, with its subtitle and when it went out; empty when nothing was sent yet (or no newsletter).
 */
export async function recentIssuesHtml(ctx: ServiceContext, newsletterId: string | null): Promise<string> {
  const archive = newsletterId ? await newsletterArchive(ctx, { newsletterId, limit: ARCHIVE_PAGE_SIZE }) : null;
  if (!archive || archive.posts.length === 0) return '';
  const now = ctx.now();
  const items = archive.posts
    .map((story) => {
      const title = escapeHtml(story.title || 'Untitled');
      const heading = story.url ? `<a class="archive__title" href="${escapeHtml(story.url)}">${title}</a>` : `<span class="archive__title">${title}</span>`;
      const notes = [`Sent ${formatDate(story.sentAt, now)}`, ...(story.isLocked ? ['Member-only story'] : []), ...(story.emailOnly ? ['Email only'] : [])];
      return `<li>${heading}${story.subtitle ? `<span class="archive__sub">${escapeHtml(story.subtitle)}</span>` : ''}<span class="archive__meta">${escapeHtml(notes.join(' · '))}</span></li>`;
    })
    .join('');
  return `<section class="archive" aria-labelledby="archive-title"><h2 id="archive-title">Recent issues</h2><ol>${items}</ol></section>`;
}
