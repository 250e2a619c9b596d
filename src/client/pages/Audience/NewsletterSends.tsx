import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { NEWSLETTER_SEND_STATUS_LABELS, NEWSLETTER_SENDS_PAGE } from '../../../shared/validation/newsletters';
import { useMutation, useQuery } from '../../data';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import type { NewsletterSendFieldsFragment } from '../../gql/graphql';
import { NewsletterSendsQuery, ResumeNewsletterSendMutation } from './sends-operations';

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The stats page's list of sends: every story and email-only issue the newsletter sent, newest first, a page at
 * a time, with its state. A send the mail server stopped has a Resume sending button for the newsletter's
 * managers (the only readers of this page).
 */
export function NewsletterSends({ newsletterV3Id, tracking }: { newsletterV3Id: string; tracking: boolean }) {
  const { data, error, fetchMore, refetch } = useQuery(NewsletterSendsQuery, { variables: { newsletterV3Id, limit: NEWSLETTER_SENDS_PAGE }, fetchPolicy: 'cache-and-network' });
  const [resume] = useMutation(ResumeNewsletterSendMutation);
  const [resumed, setResumed] = useState<Record<string, NewsletterSendFieldsFragment>>({});
  const [resuming, setResuming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [more, setMore] = useState(true);
  const siteHref = useSiteHrefs();
  // Opens and clicks turned on or off: the counts are read again.
  const shownTracking = useRef(tracking);
  useEffect(() => {
    if (shownTracking.current === tracking) return;
    shownTracking.current = tracking;
    setMore(true);
    void refetch();
  }, [tracking, refetch]);
  const result = data?.newsletterV3Stats;
  const sends = result?.__typename === 'NewsletterV3Stats' ? result.sendsPage.map((send) => resumed[send.id] ?? send) : null;
  const last = sends?.[sends.length - 1];
  const hasMore = more && !!sends && sends.length >= NEWSLETTER_SENDS_PAGE && sends.length % NEWSLETTER_SENDS_PAGE === 0;

  async function showMore() {
    if (!last) return;
    setLoadingMore(true);
    setProblem(null);
    try {
      await fetchMore({
        variables: { newsletterV3Id, limit: NEWSLETTER_SENDS_PAGE, before: last.cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.newsletterV3Stats;
          const page = fetchMoreResult.newsletterV3Stats;
          if (before.__typename !== 'NewsletterV3Stats' || page.__typename !== 'NewsletterV3Stats') return previous;
          if (page.sendsPage.length < NEWSLETTER_SENDS_PAGE) setMore(false);
          return { ...fetchMoreResult, newsletterV3Stats: { ...page, sendsPage: [...before.sendsPage, ...page.sendsPage] } };
        },
      });
    } catch {
      setProblem('We couldn’t load older sends. Please try again.');
    } finally {
      setLoadingMore(false);
    }
  }

  async function onResume(send: NewsletterSendFieldsFragment) {
    setResuming(send.id);
    setProblem(null);
    try {
      const answer = (await resume({ variables: { sendId: send.id } })).data.resumeNewsletterSend;
      if (answer.__typename === 'NewsletterSendStats') setResumed((current) => ({ ...current, [answer.id]: answer }));
      else setProblem(answer.message);
    } catch {
      setProblem('That didn’t work. Please try again.');
    } finally {
      setResuming(null);
    }
  }

  if (!sends) {
    if (!error) return null;
    return (
      <p role="alert" className="stats__error">
        We couldn’t load the emails sent.{' '}
        <button type="button" className="button button--outline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (sends.length === 0) return <p className="stats__empty">Nothing has been sent yet. When you publish a story, your subscribers get it by email, and it is counted here.</p>;
  return (
    <>
      {problem && (
        <p role="alert" className="stats__error">
          {problem}
        </p>
      )}
      <div className="audience__table-wrap">
        <table className="audience__table">
          <caption className="visually-hidden">Emails sent, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Story or email</th>
              <th scope="col">Status</th>
              <th scope="col">Sent</th>
              <th scope="col">Delivered</th>
              <th scope="col">Failed</th>
              <th scope="col">Bounced</th>
              {tracking && <th scope="col">Opens</th>}
              {tracking && <th scope="col">Clicks</th>}
            </tr>
          </thead>
          <tbody>
            {sends.map((send) => (
              <tr key={send.id}>
                <td>
                  {!send.post ? 'A deleted story' : send.emailOnly ? <span>{send.post.title || 'Untitled email'}</span> : <Link to={siteHref(send.post.mediumUrl)}>{send.post.title || 'Untitled story'}</Link>}
                  <br />
                  <span className="audience__when">
                    {send.emailOnly ? 'Email only · ' : ''}
                    {formatDate(send.sentAt)}
                  </span>
                  {send.status === 'STOPPED' && (
                    <span className="audience__send-note">
                      The mail server kept failing, so sending stopped{send.stoppedAt ? ` on ${formatDate(send.stoppedAt)}` : ''}. {n(send.stopped + send.queued)} not sent yet.
                      {send.stopReason ? ` Its last error: “${send.stopReason}”.` : ''} Fix your mail server, then resume: emails already delivered are not sent again.
                    </span>
                  )}
                </td>
                <td>
                  <span className={`audience__status audience__status--${send.status.toLowerCase()}`}>{NEWSLETTER_SEND_STATUS_LABELS[send.status]}</span>
                  {send.status === 'SENDING' && send.recipients > 0 && <span className="audience__when">{n(send.delivered)} delivered so far</span>}
                  {send.status === 'STOPPED' && (
                    <button type="button" className="button button--outline audience__resume" disabled={resuming === send.id} onClick={() => void onResume(send)}>
                      {resuming === send.id ? 'Resuming…' : 'Resume sending'}
                    </button>
                  )}
                </td>
                <td>{n(send.recipients)}</td>
                <td>{n(send.delivered)}</td>
                <td>{n(send.failed)}</td>
                <td>{n(send.bounced)}</td>
                {tracking && <td>{n(send.opens ?? 0)}</td>}
                {tracking && <td>{n(send.clicks ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore && (
        <p>
          <button type="button" className="button button--outline" disabled={loadingMore} onClick={() => void showMore()}>
            {loadingMore ? 'Loading…' : 'Show older emails'}
          </button>
        </p>
      )}
    </>
  );
}
