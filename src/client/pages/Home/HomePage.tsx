import { useLocation } from 'react-router';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { SignedInHome } from './SignedInHome';
import { SignedOutHome } from './SignedOutHome';
import './home.css';

export const RETRYABLE_ERROR_MESSAGE = 'An error occured. Please try again or contact our support team for help.';

/** The tab of the signed-in home a query string names: `/?feed=following`, else For you. */
export type HomeTab = 'for-you' | 'following';

/** Where a page of the home starts: `?to=` (older, "Show more" without JavaScript) or `?from=` (newer). */
export interface HomeStart {
  to?: string;
  from?: string;
}

export default function HomePage() {
  const { productName, session } = useShell();
  const query = new URLSearchParams(useLocation().search);
  const start: HomeStart = { to: query.get('to') ?? undefined, from: query.get('from') ?? undefined };
  useHead({
    title: `${productName} – Where good ideas find you`,
    description: 'Read and share stories from writers on any topic.',
  });
  if (!session.isLoggedInCookie) return <SignedOutHome start={start} />;
  return <SignedInHome tab={query.get('feed') === 'following' ? 'following' : 'for-you'} start={start} />;
}
