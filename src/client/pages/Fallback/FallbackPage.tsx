import { Link } from 'react-router';
import { buildPath, type RouteDefinition } from '../../../shared/routes';
import { useHead } from '../../shell/head';
import { useHttpStatus } from '../../shell/status';
import '../../components/ErrorPages/ErrorPages.css';

/** A real route of the product whose screen is not part of this version yet. */
export function FallbackPage({ route }: { route: RouteDefinition }) {
  useHttpStatus(404);
  useHead({ title: 'Not available yet', robots: 'noindex' });
  return (
    <section className="error-page" data-route={route.name}>
      <h1 className="error-page__title">This page isn’t available yet</h1>
      <p className="error-page__message">Quire knows this address, but what lives here has not been built in this version.</p>
      <Link className="button button--outline" to={buildPath('ShowHome')}>
        Back to home
      </Link>
    </section>
  );
}
