import { countLabel, formatCount } from '../../../shared/format/intl';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { Avatar } from '../../components/Avatar/Avatar';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { MembershipPageQuery, UserMembershipQuery } from './membership-operations';
import { isCurrentMembership } from './membership-status';
import { MembershipSummary } from './MembershipSummary';
import { PaymentsNotSetUp } from './PaymentsNotSetUp';
import { PlanChooser } from './PlanChooser';
import './membership.css';

/** /@{username}/membership: "Become a member and support {name}", crediting the writer with the membership. */
export default function UserMembershipPage({ params }: PageProps) {
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  const username = params.username ?? '';
  const writer = useQuery(UserMembershipQuery, { variables: { username } });
  const page = useQuery(MembershipPageQuery, { fetchPolicy: 'cache-and-network' });
  const user = writer.data?.user;
  useHead({ title: user ? `Become a member and support ${user.name} – ${productName}` : `Become a member – ${productName}` });

  if (!writer.loading && !user) return <NotFoundPage />;
  if (!user) return <div className="membership membership--writer" />;

  const data = page.data;
  const count = user.userPostCounts.publishedPosts;
  let plansBlock;
  if (!data) plansBlock = <p className="membership__loading">Loading plans…</p>;
  else if (isCurrentMembership(data.viewerMembership) || (data.viewer?.mediumMemberAt != null && !data.viewerMembership))
    plansBlock = <MembershipSummary membership={data.viewerMembership ?? null} productName={productName} />;
  else if (!data.paymentsConfig.enabled) plansBlock = <PaymentsNotSetUp productName={productName} />;
  else
    plansBlock = (
      <PlanChooser
        plans={data.paymentsConfig.plans}
        signedIn={data.viewer != null}
        returnTo={buildPath('ShowUserMembership', { username })}
        referrerUsername={user.username ?? undefined}
        resume={data.viewer?.hasPastMemberships === true}
      />
    );

  return (
    <div className="membership membership--writer">
      <header className="membership__hero">
        <div className="writer-card" data-testid="writer-card">
          <Avatar name={user.name} imageId={user.imageId} size={96} isMember={user.mediumMemberAt != null} />
          <div className="writer-card__text">
            <Link className="writer-card__name" to={siteHref(user.mediumUrl)}>
              {user.name}
            </Link>
            {user.bio && <p className="writer-card__bio">{user.bio}</p>}
            <p className="writer-card__meta">
              {countLabel(count, 'story', 'stories', formatCount(count))} on {productName}
            </p>
          </div>
        </div>
        <h1 className="membership__title">Become a member and support {user.name}</h1>
        <p className="membership__lede">
          Read every story on {productName} in full. Part of your membership goes to {user.name} and the other writers you read, in proportion to
          the time you spend with their stories.
        </p>
      </header>
      <section className="membership__plans" aria-label="Plans">
        {plansBlock}
      </section>
      <p className="membership__more">
        <Link to={buildPath('ShowMembership')}>More about membership</Link>
      </p>
    </div>
  );
}
