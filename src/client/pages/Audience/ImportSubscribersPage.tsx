import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import {
  IMPORT_CONSENT_FIELD,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportReport,
} from '../../../shared/validation/audience';
import { countLabel } from '../../../shared/format/intl';
import { useMutation, useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { EnableNewsletterMutation, ImportTargetQuery, NewsletterAudienceQuery } from './audience-operations';
import '../Stats/stats.css';
import './audience.css';

const TRY_AGAIN = 'That didn’t work. Please try again.';
const n = (count: number, one: string, many: string) => countLabel(count, one, many, count.toLocaleString('en-US'));

/**
 * /me/subscribers/import: the writer uploads a CSV file of addresses for their newsletter. Nothing is sent
 * until they tick that everyone in it agreed to get their emails; the answer lists the rows left out and why.
 * /newsletters/{id}/subscribers/import: the same for a newsletter the reader manages (a publication's, for its
 * editors); anyone else gets the not-found page.
 */
export default function ImportSubscribersPage({ params }: PageProps) {
  const { productName, session } = useShell();
  useHead({ title: `Import subscribers – ${productName}`, robots: 'noindex' });
  const given = params.newsletterV3Id ?? null;
  const own = useQuery(ImportTargetQuery, { skip: given !== null, fetchPolicy: 'cache-and-network' });
  const managed = useQuery(NewsletterAudienceQuery, { variables: { newsletterV3Id: given ?? '', days: 1, limit: 1 }, skip: given === null, fetchPolicy: 'cache-and-network' });
  const [enable] = useMutation(EnableNewsletterMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const audience = managed.data?.newsletterV3Audience;
  const target = audience?.__typename === 'NewsletterV3Audience' ? audience : null;
  const newsletterId = given !== null ? (target?.newsletter.id ?? null) : (own.data?.viewerSubscriberStats.newsletter?.id ?? null);
  const subscriberCount = given !== null ? (target?.subscriberStats.subscriberCount ?? 0) : (own.data?.viewerSubscriberStats.subscriberCount ?? 0);
  const refetch = () => (given !== null ? managed.refetch() : own.refetch());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get(IMPORT_FILE_FIELD);
    if (!(file instanceof File) || file.size === 0) return setError(IMPORT_MESSAGES.noFile);
    if (!form.get(IMPORT_CONSENT_FIELD)) return setError(IMPORT_MESSAGES.consent);
    if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_MESSAGES.tooLarge);
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      const id = newsletterId ?? (given !== null ? null : (await enable()).data.enableViewerNewsletterV3.id);
      if (!id) return setError(TRY_AGAIN);
      const response = await fetch(buildPath('ImportNewsletterSubscribers', { newsletterV3Id: id }), {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: session.xsrf ? { 'x-xsrf-token': session.xsrf } : {},
      });
      const answer = (await response.json().catch(() => ({}))) as { report?: ImportReport; message?: string };
      if (answer.report) {
        setReport(answer.report);
        void refetch();
      } else setError(answer.message ?? TRY_AGAIN);
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  if (audience?.__typename === 'NotFound') return <NotFoundPage />;
  if (given !== null && !target) return null;
  return (
    <div className="stats audience">
      <p className="stats__back">
        {target ? (
          <Link to={buildPath('ShowNewsletterSubscribers', { newsletterV3Id: target.newsletter.id })}>← Subscribers</Link>
        ) : (
          <Link to={buildPath('ShowSubscriptionStats')}>← Subscriptions</Link>
        )}
      </p>
      <h1 className="stats__title">Import subscribers</h1>
      <p className="stats__summary">
        {target
          ? `Add the readers you already email to ${target.newsletter.name}: they’ll get its new stories by email, and can unsubscribe in one click.`
          : 'Add the readers you already email to your newsletter: they’ll get your new stories by email, and can unsubscribe in one click.'}
      </p>
      <ul className="audience__limits">
        <li>A CSV file with a column headed “email” (or addresses alone, one a line), up to {IMPORT_MAX_BYTES / 1024 / 1024} MB and {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.</li>
        <li>Rows that aren’t valid addresses, repeat an earlier row, or belong to people who unsubscribed or whose address bounced are skipped and listed.</li>
        <li>People already subscribed stay as they are.</li>
      </ul>
      {report && <Report report={report} />}
      <form className="audience__form" onSubmit={(e) => void submit(e)} encType="multipart/form-data">
        <label className="stats__label" htmlFor="import-file">
          CSV file
        </label>
        <input id="import-file" className="audience__file" type="file" name={IMPORT_FILE_FIELD} accept=".csv,text/csv" required />
        <label className="audience__consent">
          <input type="checkbox" name={IMPORT_CONSENT_FIELD} value="on" required />
          <span>
            Everyone in this file agreed to get emails from {target ? target.newsletter.name : 'me'}. I’m not importing addresses I bought, scraped or collected for something else.
          </span>
        </label>
        {error && (
          <p role="alert" className="stats__error">
            {error}
          </p>
        )}
        <p>
          <button type="submit" className="button button--dark" disabled={busy}>
            {busy ? 'Importing…' : 'Import'}
          </button>
        </p>
      </form>
      {newsletterId && (
        <p className="stats__note">
          <a href={buildPath('ExportNewsletterSubscribers', { newsletterV3Id: newsletterId })} download>
            Export {target ? 'the' : 'your'} subscribers as CSV
          </a>{' '}
          ({n(subscriberCount, 'subscriber', 'subscribers')}).
        </p>
      )}
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  return (
    <section className="audience__report" role="status" aria-labelledby="import-report-title">
      <h2 id="import-report-title" className="stats__subtitle">
        {n(report.added, 'subscriber', 'subscribers')} added
      </h2>
      <p className="stats__note">
        {n(report.rows, 'row', 'rows')} read · {n(report.alreadySubscribed, 'already subscribed', 'already subscribed')} · {n(report.skippedCount, 'row', 'rows')} skipped
      </p>
      {report.skipped.length > 0 && (
        <div className="audience__table-wrap">
          <table className="audience__table audience__table--report">
            <caption className="visually-hidden">Skipped rows</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Address</th>
                <th scope="col">Why it was skipped</th>
              </tr>
            </thead>
            <tbody>
              {report.skipped.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.email || '—'}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.skippedCount > report.skipped.length && <p className="stats__note">The first {report.skipped.length} skipped rows are listed.</p>}
    </section>
  );
}
