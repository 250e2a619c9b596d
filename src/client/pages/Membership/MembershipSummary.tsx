import { Link } from 'react-router';
import { billingDate, planPriceLabel } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import type { ViewerMembershipFieldsFragment } from '../../gql/graphql';
import { membershipSentence, statusLabel } from './membership-status';

/** What a member sees where the plan buttons would be: their plan, where it stands, and where to manage it. */
export function MembershipSummary({ membership, productName }: { membership: ViewerMembershipFieldsFragment | null; productName: string }) {
  return (
    <div className="membership-summary" data-testid="membership-summary">
      <p className="membership-summary__title">You’re a {productName} member. Thank you.</p>
      {membership && (
        <>
          <p className="membership-summary__plan">
            {membership.plan ? `${membership.plan.name} · ${planPriceLabel(membership.plan)}` : 'Membership'} ·{' '}
            <span className={`membership-status membership-status--${membership.status.toLowerCase()}`}>{statusLabel(membership)}</span>
          </p>
          <p className="membership-summary__text">
            Member since {billingDate(membership.startedAt)}. {membershipSentence(membership)}
          </p>
        </>
      )}
      <p className="membership-summary__links">
        <Link className="button button--outline" to={buildPath('ShowSettings', {}, { hash: 'membership' })}>
          Manage membership
        </Link>
        <Link className="button button--ghost" to={buildPath('ShowGift')}>
          Gift a membership
        </Link>
      </p>
    </div>
  );
}
