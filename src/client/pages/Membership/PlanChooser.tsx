import { useState } from 'react';
import { Link } from 'react-router';
import { billingInterval, formatMoney, planPriceLabel, yearlySaving } from '../../../shared/format/money';
import { buildPath } from '../../../shared/routes';
import { MESSAGES } from '../../../shared/validation/auth';
import { useMutation } from '../../data';
import { SignInLink } from '../../components/SignIn/SignInLink';
import type { MembershipPlanFieldsFragment } from '../../gql/graphql';
import { StartMembershipCheckoutMutation } from './membership-operations';

/** How the page hands the browser to Stripe Checkout: a test may replace it. */
function goTo(url: string) {
  window.location.assign(url);
}

const KIND_ORDER: Record<string, number> = { MONTHLY: 0, YEARLY: 1, STAFF_YEARLY: 2 };

/** The plans a reader subscribes to here: monthly, yearly and the staff plan (gifts have their own pages, the trial its own offer). */
export function subscriptionPlans(plans: readonly MembershipPlanFieldsFragment[]) {
  return plans.filter((p) => p.kind in KIND_ORDER).sort((a, b) => (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9));
}

interface PlanChooserProps {
  plans: readonly MembershipPlanFieldsFragment[];
  signedIn: boolean;
  /** Where a signed-out reader comes back to after signing in. */
  returnTo: string;
  /** The writer whose page the reader came from (credited for the membership). */
  referrerUsername?: string;
  resume?: boolean;
}

/** Plan cards with Get started: starts Stripe Checkout and sends the browser there; refusals are shown plainly. */
export function PlanChooser({ plans, signedIn, returnTo, referrerUsername, resume = false }: PlanChooserProps) {
  const [start] = useMutation(StartMembershipCheckoutMutation);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = subscriptionPlans(plans);
  const monthly = choices.find((p) => p.kind === 'MONTHLY');
  const trial = plans.find((p) => p.kind === 'TRIAL');

  async function choose(planId: string) {
    setPending(planId);
    setProblem(null);
    try {
      const result = (await start({ variables: { planId, referrerUsername: referrerUsername ?? null } })).data.startMembershipCheckout;
      if (result.__typename === 'CheckoutSession') {
        goTo(result.url);
        return; // the page is leaving: keep the button busy
      }
      setProblem('message' in result && result.message ? result.message : MESSAGES.retryableError);
    } catch {
      setProblem(MESSAGES.retryableError);
    }
    setPending(null);
  }

  const action = (planId: string, label: string, className: string) =>
    signedIn ? (
      <button type="button" className={className} disabled={pending !== null} aria-busy={pending === planId} onClick={() => void choose(planId)}>
        {pending === planId ? 'Opening checkout…' : label}
      </button>
    ) : (
      <SignInLink className={className} config={{ operation: 'register', redirectTo: returnTo }}>
        {label}
      </SignInLink>
    );

  if (choices.length === 0 && !trial) return <p className="plans__empty">This instance has no membership plans yet.</p>;

  return (
    <div className="plans">
      {!signedIn && (
        <p className="plans__signin">
          Sign in or create an account first, and you’ll come straight back here to choose your plan.{' '}
          <SignInLink config={{ operation: 'login', redirectTo: returnTo }}>Sign in</SignInLink>
        </p>
      )}
      {trial && !resume && (
        <div className="plans__trial" data-plan-kind="TRIAL">
          <div>
            <p className="plans__trial-title">{trial.trialDays ? `Try it free for ${trial.trialDays} days` : trial.name}</p>
            <p className="plans__trial-text">
              {trial.description || `Cancel any time before the trial ends and you won’t be charged. After the trial, ${planPriceLabel(trial)}.`}
            </p>
          </div>
          {action(trial.planId, 'Start free trial', 'button button--outline plans__trial-button')}
        </div>
      )}
      <ul className="plans__list">
        {choices.map((plan) => {
          const saving = plan.kind === 'YEARLY' && monthly ? yearlySaving(monthly, plan) : null;
          const perMonth = plan.months > 1 ? formatMoney(Math.round(plan.amount / plan.months), plan.currency) : null;
          return (
            <li key={plan.planId} className={`plan-card plan-card--${plan.kind.toLowerCase()}`} data-plan-id={plan.planId} data-plan-kind={plan.kind}>
              {saving && <span className="plan-card__badge">Save {saving.percent}%</span>}
              {plan.kind === 'STAFF_YEARLY' && <span className="plan-card__badge plan-card__badge--staff">Staff</span>}
              <div className="plan-card__body">
                <h3 className="plan-card__name">{plan.name}</h3>
                <p className="plan-card__price">
                  <span className="plan-card__amount">{formatMoney(plan.amount, plan.currency)}</span>
                  <span className="plan-card__interval">/{billingInterval(plan.months)}</span>
                </p>
                {perMonth && <p className="plan-card__note">That’s {perMonth} a month{saving ? `, ${formatMoney(saving.cents, plan.currency)} less than paying monthly` : ''}.</p>}
                {plan.description && <p className="plan-card__description">{plan.description}</p>}
              </div>
              {action(plan.planId, resume ? 'Resume membership' : 'Get started', `button ${plan.kind === 'YEARLY' ? 'button--accent' : 'button--dark'} plan-card__button`)}
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="plans__problem" role="alert">
          {problem}
        </p>
      )}
      {signedIn && (
        <noscript>
          <p className="plans__problem">Checkout needs JavaScript. Turn it on for this site to choose a plan.</p>
        </noscript>
      )}
      <p className="plans__fineprint">
        Payments are handled by Stripe. You can cancel any time in <Link to={buildPath('ShowSettings', {}, { hash: 'membership' })}>Settings</Link>; you
        stay a member until the end of the period you paid for.
      </p>
    </div>
  );
}
