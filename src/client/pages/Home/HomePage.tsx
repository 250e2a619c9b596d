import { useLocation } from 'react-router';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { feedAlternate, feedPath } from '../../../shared/syndication';
import { SignedInHome } from './SignedInHome';
import { SignedOutHome } from './SignedOutHome';
import type { HomeStart } from './home-links';
import './home.css';

export default function HomePage() {
  const { productName, session } = useShell();
  const query = new URLSearchParams(useLocation().search);
  const start: HomeStart = { to: query.get('to') ?? undefined, from: query.get('from') ?? undefined };
  useHead({
    title: `${productName} – Where good ideas find you`,
    description: 'Read and share stories from writers on any topic.',
    alternates: [feedAlternate(feedPath({ kind: 'latest' }), `${productName}: latest stories`)],
  });
  if (!session.isLoggedInCookie) return <SignedOutHome start={start} />;
  return <SignedInHome tab={query.get('feed') === 'following' ? 'following' : 'for-you'} start={start} />;
}
