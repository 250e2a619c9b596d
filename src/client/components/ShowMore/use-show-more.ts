import { useState } from 'react';
import { useToasts } from '../Toasts/toasts';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/**
 * "Show more" for a list: loads one next page at a time, says so while it loads, and puts up a toast when
 * it failed (what is on screen stays). `load` is the list's own `fetchMore` with its merge.
 */
export function useShowMore(message = TRY_AGAIN) {
  const { showToast } = useToasts();
  const [loadingMore, setLoadingMore] = useState(false);
  async function showMore(load: () => Promise<unknown>) {
    if (loadingMore) return;
    setLoadingMore(true);
    try {
      await load();
    } catch {
      showToast({ message, toastStyle: 'ERROR' });
    } finally {
      setLoadingMore(false);
    }
  }
  return { loadingMore, showMore };
}
