import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { READS_MESSAGES } from '../../../shared/validation/reads';
import { useMutation, useQuery } from '../../data';
import { ReadingHistoryList } from '../../components/Reads/ReadingHistoryList';
import { ClearReadingHistoryMutation, ReadingHistoryQuery } from '../../components/Reads/reading-history-operations';
import { useToasts } from '../../components/Toasts/toasts';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import '../YourStories/your-stories.css';
import '../../components/Reads/reads.css';

/** /me/readinghistory: the stories the reader opened, last first, each removable, and Clear history. */
export default function ReadingHistoryPage() {
  const { productName } = useShell();
  useHead({ title: `Reading history – ${productName}`, robots: 'noindex' });
  // The same query as the list's first page: it tells whether there is anything to clear.
  const { data } = useQuery(ReadingHistoryQuery, { variables: { paging: {} }, fetchPolicy: 'cache-and-network' });
  const [clear] = useMutation(ClearReadingHistoryMutation, { refetchQueries: ['ReadingHistory'] });
  const { showToast } = useToasts();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasItems = (data?.readingHistory.items.length ?? 0) > 0;

  async function confirmClear() {
    setBusy(true);
    setError(null);
    try {
      const answer = (await clear()).data.clearReadingHistory;
      if (answer.__typename === 'ReadingHistoryCleared') {
        setConfirming(false);
        showToast({ message: READS_MESSAGES.cleared });
      } else {
        setError(answer.message);
      }
    } catch {
      setError(READS_MESSAGES.retry);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="reading-history-page">
      <header className="reading-history-page__header">
        <h1 className="reading-history-page__title">Reading history</h1>
        {hasItems && (
          <button type="button" className="button button--outline reading-history-page__clear" onClick={() => setConfirming(true)}>
            Clear history
          </button>
        )}
      </header>
      <p className="reading-history-page__intro">
        Only you can see your reading history. Stories you save for later are in <Link to={buildPath('ShowYourLists')}>your library</Link>.
      </p>
      <ReadingHistoryList />
      {confirming && (
        <ConfirmDialog
          title={READS_MESSAGES.clearQuestion}
          confirmLabel="Clear history"
          busy={busy}
          error={error}
          onConfirm={() => void confirmClear()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        >
          <p>{READS_MESSAGES.clearExplanation}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
