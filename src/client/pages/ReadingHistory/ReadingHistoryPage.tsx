import { NotFoundPage } from '../NotFound/NotFoundPage';

/** Scaffold, replaced by the feature's page. */
export default function ReadingHistoryPage() {
  return <NotFoundPage />;
}
