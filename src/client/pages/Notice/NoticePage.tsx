import type { PageProps } from '../registry';
import { NotAvailablePage } from './NotAvailablePage';
import { UnrecognizedAccountPage } from './UnrecognizedAccountPage';
import '../../components/ErrorPages/ErrorPages.css';
import './notice.css';

/**
 * /not-available and /unrecognized-account: one module (and one stylesheet) for both, so the build joins the
 * notice styles into the page's own sheet rather than a chunk neither page links.
 */
export default function NoticePage({ route }: PageProps) {
  return route.name === 'ShowUnrecognizedAccount' ? <UnrecognizedAccountPage /> : <NotAvailablePage />;
}
