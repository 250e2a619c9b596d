import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';

/**
 * /not-available: where a reader is sent when what they asked for cannot be shown to them (removed by its author,
 * withheld, suspended). The address itself is a page (200); it is kept out of search results.
 */
export function NotAvailablePage() {
  const { productName } = useShell();
  useHead({ title: `This page is not available – ${productName}`, robots: 'noindex' });
  return (
    <section className="error-page notice-page">
      <p className="notice-page__kicker">Not available</p>
      <h1 className="error-page__title">This page is not available</h1>
      <p className="error-page__message">
        What you were looking for can’t be shown. Its author may have removed it, or it may have been taken down or be
        unavailable where you are.
      </p>
      <div className="notice-page__actions">
        <Link className="button button--dark" to={buildPath('ShowHome')}>
          Back to home
        </Link>
        <Link className="button button--outline" to={buildPath('ShowHelp')}>
          Help centre
        </Link>
      </div>
    </section>
  );
}
