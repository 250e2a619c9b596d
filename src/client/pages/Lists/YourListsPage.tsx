import { NotFoundPage } from '../NotFound/NotFoundPage';

/** Scaffold, replaced by the feature's page. */
export default function YourListsPage() {
  return <NotFoundPage />;
}
