import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { MembershipPageQuery } from './membership-operations';
import { isCurrentMembership } from './membership-status';
import { MembershipSummary } from './MembershipSummary';
import { PaymentsNotSetUp } from './PaymentsNotSetUp';
import { PlanChooser } from './PlanChooser';
import './membership.css';

const BENEFITS: { title: string; text: string }[] = [
  { title: 'Read every story in full', text: 'Member-only stories open for you, with no limit and no paywall.' },
  { title: 'Support the writers you read', text: 'Your fee is shared among the writers of the stories you spend your reading time on.' },
  { title: 'Write and be read', text: 'Publish your own stories, and let members find them.' },
  { title: 'Wear the halo', text: 'A ring around your portrait shows you help keep good writing going. Gift a membership to someone too.' },
];

/** /membership: the sales page. /plans: the bare plan chooser. */
export default function MembershipPage({ route }: PageProps) {
  const { productName } = useShell();
  const bare = route.name === 'ShowPlans';
  const { search } = useLocation();
  const { data, loading, error } = useQuery(MembershipPageQuery, { fetchPolicy: 'cache-and-network' });
  useHead({
    title: bare ? `Choose your plan – ${productName}` : `Become a member – ${productName}`,
    description: `Become a ${productName} member: read every story in full and support the writers you read.`,
  });

  // Back to this very page after signing in, with where the reader came from (the upsell source) kept.
  const returnTo = buildPath(bare ? 'ShowPlans' : 'ShowMembership') + search;
  let plansBlock;
  if (!data) {
    plansBlock = loading ? <p className="membership__loading">Loading plans…</p> : <p role="alert">{error ? 'The plans could not be loaded. Please reload the page.' : null}</p>;
  } else if (isCurrentMembership(data.viewerMembership) || (data.viewer?.mediumMemberAt != null && !data.viewerMembership)) {
    plansBlock = <MembershipSummary membership={data.viewerMembership ?? null} productName={productName} />;
  } else if (!data.paymentsConfig.enabled) {
    plansBlock = <PaymentsNotSetUp productName={productName} />;
  } else {
    plansBlock = (
      <PlanChooser plans={data.paymentsConfig.plans} signedIn={data.viewer != null} returnTo={returnTo} resume={data.viewer?.hasPastMemberships === true} />
    );
  }

  const resume = data?.viewer?.hasPastMemberships === true && !isCurrentMembership(data.viewerMembership);

  if (bare) {
    return (
      <div className="membership membership--bare">
        <h1 className="membership__plans-title">{resume ? 'Resume your membership' : 'Choose your plan'}</h1>
        {plansBlock}
        <p className="membership__more">
          <Link to={buildPath('ShowMembership')}>What membership gives you</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="membership">
      <header className="membership__hero">
        <p className="membership__kicker">{productName} membership</p>
        <h1 className="membership__title">{resume ? 'Welcome back. Pick up where you left off.' : 'Support human stories, and read them all.'}</h1>
        <p className="membership__lede">
          Become a member to read every story on {productName} in full. Your membership goes to the writers you read, in proportion to the time
          you spend with their stories.
        </p>
      </header>
      <ul className="membership__benefits">
        {BENEFITS.map((b) => (
          <li key={b.title} className="membership__benefit">
            <h2 className="membership__benefit-title">{b.title}</h2>
            <p className="membership__benefit-text">{b.text}</p>
          </li>
        ))}
      </ul>
      <section id="plans" className="membership__plans" aria-labelledby="membership-plans">
        <h2 id="membership-plans" className="membership__plans-title">
          {resume ? 'Resume membership' : 'Choose your membership'}
        </h2>
        {plansBlock}
      </section>
      <p className="membership__more">
        Want to give it to someone? <Link to={buildPath('ShowGift')}>Gift a membership</Link>
      </p>
    </div>
  );
}
