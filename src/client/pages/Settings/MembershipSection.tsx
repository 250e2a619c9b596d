import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { billingDate, cardExpiry, cardSummary, planPriceLabel } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';
import { useMutation, useQuery } from '../../data';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';
import { isCancelling, isCurrentMembership, membershipSentence, statusLabel } from '../Membership/membership-status';
import './membership-settings.css';

export const MembershipSettingsQuery = graphql(`
  query MembershipSettings {
    viewer {
      id
      mediumMemberAt
      hasPastMemberships
    }
    paymentsConfig {
      enabled
    }
    viewerMembership {
      ...ViewerMembershipFields
    }
    viewerPaymentMethod {
      brand
      last4
      expMonth
      expYear
    }
  }
`);

export const MembershipResultFields = graphql(`
  fragment MembershipResultFields on MembershipResult {
    __typename
    ... on Membership {
      ...ViewerMembershipFields
    }
    ... on CheckoutNotAvailable {
      message
    }
    ... on PaymentMethodDeclined {
      message
    }
    ... on PaymentError {
      message
    }
    ...MembershipRefusal
  }
`);

const CancelMembershipMutation = graphql(`
  mutation CancelMembership {
    cancelMembership {
      ...MembershipResultFields
    }
  }
`);

const ResumeMembershipMutation = graphql(`
  mutation ResumeMembership {
    resumeMembership {
      ...MembershipResultFields
    }
  }
`);

export const PAYMENT_UPDATED = 'Your payment method has been updated.';
export const MEMBERSHIP_CANCELLED = 'Your membership is cancelled. You’re a member until the end of the period you paid for.';
export const MEMBERSHIP_RESUMED = 'Your membership is back on. Thank you for staying.';
export const PAYMENT_RETRIED = 'Payment received. Your membership is active again.';

/** Settings #membership: the plan and where it stands, the card on file, cancel or resume, and billing history. */
export function MembershipSection() {
  const { showToast } = useToasts();
  const { search } = useLocation();
  const { data, loading, refetch } = useQuery(MembershipSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [cancel] = useMutation(CancelMembershipMutation);
  const [resume] = useMutation(ResumeMembershipMutation);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current || !new URLSearchParams(search).has('updatedPayment')) return;
    if (new URLSearchParams(search).get('updatedPayment') !== '1') return;
    toasted.current = true;
    showToast({ message: PAYMENT_UPDATED });
  }, [search, showToast]);

  async function run(action: () => Promise<{ __typename: string; message?: string }>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action();
      if (result.__typename === 'Membership') {
        setConfirming(false);
        showToast({ message: done });
        await refetch();
      } else {
        setProblem(result.message ?? MESSAGES.retryableError);
      }
    } catch {
      setProblem(MESSAGES.retryableError);
    } finally {
      setBusy(false);
    }
  }

  const onCancel = () => run(async () => (await cancel()).data.cancelMembership, MEMBERSHIP_CANCELLED);
  const onResume = () => run(async () => (await resume()).data.resumeMembership, MEMBERSHIP_RESUMED);
  // A failed renewal: resumeMembership pays the open invoice now with the card on file.
  const onRetry = () => run(async () => (await resume()).data.resumeMembership, PAYMENT_RETRIED);

  if (!data) return loading ? <p className="settings-section__hint">Loading your membership…</p> : null;

  const m = data.viewerMembership;
  const card = data.viewerPaymentMethod;
  const current = isCurrentMembership(m);
  const member = data.viewer?.mediumMemberAt != null;
  const paid = m?.source === 'STRIPE';

  return (
    <div className="settings-section membership-settings" data-testid="membership-settings">
      {!m || !current ? (
        member ? (
          <p className="settings-section__hint">You’re a member.</p>
        ) : (
          <>
            <p className="settings-section__hint">
              {m ? membershipSentence(m) : 'You’re not a member yet. Members read every story in full and support the writers they read.'}
            </p>
            <p>
              <Link className="button button--accent" to={buildPath(m || data.viewer?.hasPastMemberships ? 'ShowPlans' : 'ShowMembership')}>
                {m || data.viewer?.hasPastMemberships ? 'Resume membership' : 'Become a member'}
              </Link>
            </p>
          </>
        )
      ) : (
        <>
          {m.status === 'PAST_DUE' && (
            <p className="membership-settings__warning" role="alert" data-testid="grace-warning">
              {membershipSentence(m)} We’ll keep trying your card{m.graceEndsAt != null ? ' until then; after that your membership ends' : ''}.
            </p>
          )}
          <dl className="membership-settings__facts">
            <div>
              <dt>Plan</dt>
              <dd>{m.plan ? `${m.plan.name} · ${planPriceLabel(m.plan)}` : m.source === 'GIFT' ? 'Gift membership' : 'Membership'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`membership-status membership-status--${isCancelling(m) ? 'canceled' : m.status.toLowerCase()}`} data-testid="membership-status">
                  {statusLabel(m)}
                </span>
              </dd>
            </div>
            <div>
              <dt>{isCancelling(m) || !paid ? 'Member until' : m.status === 'PAST_DUE' ? 'Payment due' : 'Next payment'}</dt>
              <dd>{m.currentPeriodEnd != null ? billingDate(m.currentPeriodEnd) : '—'}</dd>
            </div>
            {paid && (
              <div>
                <dt>Card</dt>
                <dd data-testid="membership-card">{card ? `${cardSummary(card)} · ${cardExpiry(card)}` : 'No card on file'}</dd>
              </div>
            )}
          </dl>
          {m.status !== 'PAST_DUE' && <p className="settings-section__hint">{membershipSentence(m)}</p>}
          {confirming ? (
            <div className="membership-settings__confirm" role="group" aria-label="Cancel membership">
              <p>
                Cancel your membership? You won’t be charged again, and you stay a member
                {m.currentPeriodEnd != null ? ` until ${billingDate(m.currentPeriodEnd)}` : ' until the end of the period you paid for'}.
              </p>
              <p className="membership-settings__actions">
                <button type="button" className="button button--danger" disabled={busy} onClick={() => void onCancel()}>
                  {busy ? 'Cancelling…' : 'Yes, cancel membership'}
                </button>
                <button type="button" className="button button--outline" disabled={busy} onClick={() => setConfirming(false)}>
                  Keep membership
                </button>
              </p>
            </div>
          ) : (
            <p className="membership-settings__actions">
              {paid && m.status === 'PAST_DUE' && (
                <button type="button" className="button button--dark" disabled={busy} onClick={() => void onRetry()}>
                  {busy ? 'Trying…' : 'Retry payment'}
                </button>
              )}
              {paid && isCancelling(m) && (
                <button type="button" className="button button--accent" disabled={busy} onClick={() => void onResume()}>
                  {busy ? 'Resuming…' : 'Resume membership'}
                </button>
              )}
              {paid && data.paymentsConfig.enabled && (
                <Link className="button button--outline" to={buildPath('ShowUpdatePayment')}>
                  Update payment method
                </Link>
              )}
              {paid && !isCancelling(m) && (
                <button type="button" className="button button--ghost membership-settings__cancel" disabled={busy} onClick={() => setConfirming(true)}>
                  Cancel membership
                </button>
              )}
            </p>
          )}
          {problem && (
            <p className="membership-settings__problem" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
      <p className="membership-settings__links">
        <Link to={buildPath('ShowBillingHistory')}>Billing history</Link>
        {member && <Link to={buildPath('ShowGift')}>Gift a membership</Link>}
      </p>
    </div>
  );
}
