import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import {
  isPartnerEnrollStep,
  mayOpenStep,
  PARTNER_COUNTRIES,
  PARTNER_ENROLL_STEPS,
  PARTNER_MESSAGES,
  PARTNER_STEP_LABELS,
  PARTNER_TERMS_UPDATED_LABEL,
  type PartnerEnrollStep,
} from '../../../shared/validation/partner';
import { useClient, useMutation, useQuery } from '../../data';
import type { PartnerEnrollmentFragment, PartnerEnrollQuery as PartnerEnrollData } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import {
  AcceptPartnerTermsMutation,
  CompletePayoutOnboardingMutation,
  ConfirmPartnerEligibilityMutation,
  PartnerEnrollQuery,
  StartPayoutOnboardingMutation,
} from './partner-operations';
import { TaxForm, TaxStatusSummary } from './TaxForm';
import '../../components/FormField/form-field.css';
import './partner.css';

const REFETCH = ['PartnerEnroll', 'PartnerNotices', 'MetabarViewer'];
const TRY_AGAIN = 'That didn’t work. Please try again.';

function progressOf(state: PartnerEnrollmentFragment) {
  return {
    eligible: state.eligibilityCheckedAt != null,
    termsAccepted: state.termsAcceptedAt != null,
    payoutDone: state.payoutStepDone,
    enrolled: state.enrollment === 'ENROLLED',
  };
}

/** /me/partner/enroll/{step}: eligibility, terms, payout account, tax. A step before its prerequisites leads to the first unfinished one. */
export default function PartnerEnrollPage({ params }: PageProps) {
  const step = params.step;
  if (!isPartnerEnrollStep(step)) return <NotFoundPage />;
  return <PartnerEnroll step={step} />;
}

function PartnerEnroll({ step }: { step: PartnerEnrollStep }) {
  const { productName } = useShell();
  const navigate = useNavigate();
  useHead({ title: `${PARTNER_STEP_LABELS[step]} – Partner Program – ${productName}`, robots: 'noindex' });
  const { data, loading, error } = useQuery(PartnerEnrollQuery, { fetchPolicy: 'cache-and-network' });
  const client = useClient();
  const state = data?.partnerEnrollmentState ?? null;
  const allowed = state ? mayOpenStep(step, progressOf(state)) : true;

  useEffect(() => {
    if (state && !allowed) void navigate(buildPath('ShowPartnerEnroll', { step: state.firstUnfinishedStep }), { replace: true });
  }, [state, allowed, navigate]);

  if (!state) {
    return (
      <div className="partner">
        <p className="partner__hint">{loading ? 'Loading…' : error ? 'The Partner Program could not be loaded. Please reload the page.' : null}</p>
      </div>
    );
  }
  // The first unfinished step is shown in place of one the writer may not open yet, while the address changes.
  const shown: PartnerEnrollStep = allowed ? step : (state.firstUnfinishedStep as PartnerEnrollStep);
  const goTo = (next: PartnerEnrollStep, answer?: PartnerEnrollmentFragment) => {
    // The step's own answer is what the next step is checked against (the page may mount again on the new address).
    if (answer && data) client.writeQuery({ query: PartnerEnrollQuery, data: { ...data, partnerEnrollmentState: answer } });
    void navigate(buildPath('ShowPartnerEnroll', { step: next }));
  };

  return (
    <div className="partner">
      <p className="partner__kicker">{productName} Partner Program</p>
      <h1 className="partner__title">{state.enrollment === 'ENROLLED' && shown !== 'tax' ? 'You’re in the Partner Program' : 'Earn from your stories'}</h1>
      <ol className="partner-steps" aria-label="Enrolment steps">
        {PARTNER_ENROLL_STEPS.map((s, i) => {
          const open = mayOpenStep(s, progressOf(state));
          const label = (
            <>
              <span className="partner-steps__number">{i + 1}</span> {PARTNER_STEP_LABELS[s]}
            </>
          );
          return (
            <li key={s} className={`partner-steps__item${s === shown ? ' partner-steps__item--current' : ''}`} aria-current={s === shown ? 'step' : undefined}>
              {open && s !== shown ? <Link to={buildPath('ShowPartnerEnroll', { step: s })}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
      {shown === 'eligibility' && <EligibilityStep state={state} onDone={(answer) => goTo('terms', answer)} />}
      {shown === 'terms' && <TermsStep state={state} onDone={(answer) => goTo('payout', answer)} />}
      {shown === 'payout' && <PayoutStep state={state} onDone={(answer) => goTo('tax', answer)} />}
      {shown === 'tax' && data && <TaxStep data={data} />}
    </div>
  );
}

function StepError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

type StepDone = (answer?: PartnerEnrollmentFragment) => void;

function EligibilityStep({ state, onDone }: { state: PartnerEnrollmentFragment; onDone: StepDone }) {
  const [confirm, { loading }] = useMutation(ConfirmPartnerEligibilityMutation, { refetchQueries: REFETCH });
  const [country, setCountry] = useState(state.country ?? 'US');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="partner-step" aria-labelledby="step-title">
      <h2 id="step-title" className="partner-step__title">
        Can you join?
      </h2>
      <p className="partner__hint">Writers who meet these rules can earn money from members’ reading time on their stories.</p>
      <ul className="partner-rules">
        {state.eligibilityRules.map((rule) => (
          <li key={rule.id} className={`partner-rules__item${rule.met ? ' partner-rules__item--met' : ''}`}>
            <span className="partner-rules__mark" aria-hidden="true">
              {rule.met ? '✓' : '✕'}
            </span>
            <span>
              {rule.label}
              <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="form-field">
        <label className="form-field__label" htmlFor="partner-country">
          Where you live (payouts go to a bank account there)
        </label>
        <select id="partner-country" className="form-field__select" value={country} onChange={(e) => setCountry(e.target.value)}>
          {PARTNER_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <p className="form-field__hint">Payouts are available in these {PARTNER_COUNTRIES.length} countries.</p>
      </div>
      <StepError message={message} />
      <button
        type="button"
        className="button button--dark"
        disabled={loading || !state.eligible}
        onClick={async () => {
          setMessage(null);
          try {
            const answer = (await confirm({ variables: { country } })).data.confirmPartnerEligibility;
            if (answer.__typename === 'PartnerEnrollmentState') onDone(answer);
            else setMessage(answer.message);
          } catch {
            setMessage(TRY_AGAIN);
          }
        }}
      >
        Continue
      </button>
      {!state.eligible && <p className="partner__hint">{PARTNER_MESSAGES.notEligible}</p>}
    </section>
  );
}

function TermsStep({ state, onDone }: { state: PartnerEnrollmentFragment; onDone: StepDone }) {
  const [accept, { loading }] = useMutation(AcceptPartnerTermsMutation, { refetchQueries: REFETCH });
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="partner-step" aria-labelledby="step-title">
      <h2 id="step-title" className="partner-step__title">
        Partner Program Terms
      </h2>
      <p className="partner__hint">Updated {PARTNER_TERMS_UPDATED_LABEL}</p>
      <div className="partner-terms">
        <p>
          <strong>How you earn.</strong> Each member’s monthly fee, less the platform’s share, is divided among the stories they read that month, in
          proportion to the time they spend reading. Your stories earn when members read them.
        </p>
        <p>
          <strong>Your tax information.</strong> We need approved tax information before we can pay you. Without it, earnings are withheld after 30
          days, your stories stop earning after 60 days, and withheld earnings are forfeited after 90 days.
        </p>
        <p>
          <strong>Payouts.</strong> Earnings are paid monthly to the payout account you set up, in US dollars.
        </p>
        <p>
          <strong>Leaving.</strong> You can leave the program at any time. Your stories stop earning from then on; your earnings history stays.
        </p>
        <p>
          <strong>Fair play.</strong> Earnings from artificial reading (bots, paid traffic, reading exchanges) are not paid, and accounts that break the
          rules may be removed from the program.
        </p>
      </div>
      <StepError message={message} />
      {state.termsAcceptedAt != null ? (
        <p className="partner__hint">You accepted these terms.</p>
      ) : null}
      <button
        type="button"
        className="button button--dark"
        disabled={loading}
        onClick={async () => {
          setMessage(null);
          try {
            const answer = (await accept()).data.acceptPartnerProgramTerms;
            if (answer.__typename === 'PartnerEnrollmentState') onDone(answer);
            else setMessage(answer.message);
          } catch {
            setMessage(TRY_AGAIN);
          }
        }}
      >
        {state.termsAcceptedAt != null ? 'Accept again and continue' : 'Accept and continue'}
      </button>
    </section>
  );
}

function PayoutStep({ state, onDone }: { state: PartnerEnrollmentFragment; onDone: StepDone }) {
  const location = useLocation();
  const [start, { loading: starting }] = useMutation(StartPayoutOnboardingMutation, { refetchQueries: REFETCH });
  const [complete, { loading: completing }] = useMutation(CompletePayoutOnboardingMutation, { refetchQueries: REFETCH });
  const [message, setMessage] = useState<string | null>(null);
  const returned = new URLSearchParams(location.search).get('returned') === '1';
  const checked = useRef(false);

  useEffect(() => {
    // Back from the payout provider: look at the account and move on when it is ready.
    if (!returned || checked.current || !state.payoutsConfigured || state.payoutStepDone) return;
    checked.current = true;
    void complete()
      .then(({ data }) => {
        const answer = data.completePartnerPayoutOnboarding;
        if (answer.__typename === 'PartnerEnrollmentState') onDone(answer);
        else setMessage(answer.message);
      })
      .catch(() => setMessage(TRY_AGAIN));
  }, [returned, state.payoutsConfigured, state.payoutStepDone, complete, onDone]);

  async function onStart() {
    setMessage(null);
    try {
      const answer = (await start()).data.startPartnerPayoutOnboarding;
      if (answer.__typename === 'PayoutOnboardingLink') window.location.assign(answer.url);
      else if (answer.__typename === 'PartnerEnrollmentState') onDone(answer);
      else setMessage(answer.message);
    } catch {
      setMessage(TRY_AGAIN);
    }
  }

  return (
    <section className="partner-step" aria-labelledby="step-title">
      <h2 id="step-title" className="partner-step__title">
        Your payout account
      </h2>
      {state.payoutStepDone && state.enrollment === 'ENROLLED' ? (
        <>
          <p className="partner__hint">{state.payoutAccountReady ? 'Your payout account is set up.' : PARTNER_MESSAGES.payoutsNotConfigured}</p>
          <button type="button" className="button button--dark" onClick={() => onDone()}>
            Continue
          </button>
        </>
      ) : state.payoutsConfigured && !state.payoutAccountReady ? (
        <>
          <p className="partner__hint">
            Payouts go through Stripe. You’ll set up your account on Stripe’s secure page, then come back here for the last step.
          </p>
          {completing && <p className="partner__hint">Checking your payout account…</p>}
          <StepError message={message} />
          <button type="button" className="button button--dark" disabled={starting || completing} onClick={() => void onStart()}>
            {returned ? 'Continue setting up payouts' : 'Set up payouts with Stripe'}
          </button>
        </>
      ) : (
        <>
          <p className="partner__hint" data-testid="payouts-not-configured">
            {state.payoutAccountReady ? 'Your payout account is set up.' : PARTNER_MESSAGES.payoutsNotConfigured}
          </p>
          <StepError message={message} />
          <button type="button" className="button button--dark" disabled={starting} onClick={() => void onStart()}>
            Continue
          </button>
        </>
      )}
    </section>
  );
}

function TaxStep({ data }: { data: PartnerEnrollData }) {
  const docs = data.viewer?.userTaxDocuments ?? null;
  const [sent, setSent] = useState(false);
  return (
    <section className="partner-step" aria-labelledby="step-title">
      <h2 id="step-title" className="partner-step__title">
        Your tax information
      </h2>
      <p className="partner__hint">You’re enrolled. We need your tax information before we can pay you; it takes a few minutes.</p>
      <TaxStatusSummary docs={docs} />
      {!sent && docs?.taxDocumentStatus !== 4 && docs?.taxDocumentStatus !== 1 && docs?.taxDocumentStatus !== 2 && (
        <TaxForm docs={docs} defaultCountry={data.partnerEnrollmentState?.country ?? null} onSubmitted={() => setSent(true)} />
      )}
      <p className="partner__more">
        <Link to={buildPath('ShowPartnerDashboard')}>Go to your Partner Program dashboard</Link>
      </p>
    </section>
  );
}
