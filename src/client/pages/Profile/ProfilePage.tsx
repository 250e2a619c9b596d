import { usePrefetch, useQuery } from '../../data';
import { useLocation } from 'react-router';
import { CodePage, GENERIC_ERROR_MESSAGE, GonePage } from '../../components/ErrorPages/ErrorPages';
import { useHead } from '../../shell/head';
import { useHttpStatus } from '../../shell/status';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { ProfileFrame } from './ProfileFrame';
import { ProfileFollowersQuery, ProfileFollowingQuery, ProfileQuery, ProfileStoriesQuery } from './profile-operations';
import { PROFILE_PAGE_SIZE, PEOPLE_PAGE_SIZE } from './paging';
import { tabOfRoute } from './profile-tabs';
import '../../components/ErrorPages/ErrorPages.css';
import './profile.css';

export const BLOCKED_TITLE = 'You can’t view this profile';

/** Who a profile address names: `/@{username}/…`, or `/u/{id}` for someone without a username. */
function lookupOf(params: Record<string, string>): { username?: string; id?: string } {
  return params.username ? { username: params.username } : { id: params.userId ?? '' };
}

/** The suspension page: the banner of spec 2 §2.3, answered 410 like every page of an account that is gone. */
function SuspendedProfile({ message }: { message: string }) {
  useHttpStatus(410);
  useHead({ title: 'Account suspended', robots: 'noindex' });
  return (
    <section className="error-page profile-suspended" aria-labelledby="suspended-title">
      <p className="error-page__code">410</p>
      <h1 id="suspended-title" className="error-page__title">
        Account suspended
      </h1>
      <p className="profile-suspended__banner" role="status">
        {message}
      </p>
    </section>
  );
}

/** Every profile tab: the frame (who, counts, design) and the tab's content, or the page for an account that cannot be shown. */
export default function ProfilePage({ params, route }: PageProps) {
  const { search } = useLocation();
  const lookup = lookupOf(params);
  const tab = tabOfRoute(route.name);
  // A "Show more" link without JavaScript opens the next page of stories at ?to=.
  const to = new URLSearchParams(search).get('to');
  const storiesVariables = { ...lookup, paging: { limit: PROFILE_PAGE_SIZE, ...(to ? { to } : {}) } };
  const peopleVariables = { ...lookup, paging: { limit: PEOPLE_PAGE_SIZE }, collectionPaging: { limit: PEOPLE_PAGE_SIZE } };
  // Asked side by side on the server: the frame and the tab's list.
  usePrefetch(ProfileStoriesQuery, { variables: storiesVariables, skip: tab !== 'home' });
  usePrefetch(ProfileFollowersQuery, { variables: { ...lookup, paging: peopleVariables.paging }, skip: tab !== 'followers' });
  usePrefetch(ProfileFollowingQuery, { variables: peopleVariables, skip: tab !== 'following' });
  const { data } = useQuery(ProfileQuery, { variables: lookup });
  const result = data?.userResult;

  if (!result) return null;
  switch (result.__typename) {
    case 'NotFound':
      return <NotFoundPage />;
    case 'Blocked':
      return <CodePage code={403} title={BLOCKED_TITLE} message={result.message} />;
    case 'AccountSuspended':
      return <SuspendedProfile message={result.message} />;
    case 'AccountDeleted':
      return <GonePage entity="account" />;
    case 'User':
      return <ProfileFrame user={result} tab={tab} storiesVariables={storiesVariables} peopleVariables={peopleVariables} cursor={to} />;
    default:
      return <CodePage code={500} title="Something went wrong" message={GENERIC_ERROR_MESSAGE} />;
  }
}
