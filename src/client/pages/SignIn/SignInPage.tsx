import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SusiStepView } from '../../components/SignIn/SusiStepView';
import { useStepFocus } from '../../components/SignIn/use-step-focus';
import { useSusiFlow } from '../../components/SignIn/use-susi-flow';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { StepHeadingLevel } from '../../components/SignIn/steps/StepHeader';
import { readSignInQuery } from './signin-query';
import './signin.css';

/** /m/signin: the sign-in / sign-up flow as a page (embedded), for links, redirects and browsers without JavaScript. */
export default function SignInPage(_props: PageProps) {
  const { session, productName } = useShell();
  const { search } = useLocation();
  // The address loses its query string after the first render; what it asked for is kept here. Only
  // paths are accepted as redirects, so the server and the browser render the same links.
  const [query] = useState(() => readSignInQuery(search));
  useHead({ title: `Sign in or sign up – ${productName}`, robots: 'noindex' });

  useEffect(() => {
    if (session.isLoggedInCookie) window.location.replace(query.redirect);
  }, [session.isLoggedInCookie, query.redirect]);

  if (session.isLoggedInCookie) {
    return (
      <div className="susi-page">
        <p className="susi-page__note" role="status">
          You are signed in. Taking you back…
        </p>
      </div>
    );
  }
  return <SignInPageFlow query={query} />;
}

function SignInPageFlow({ query }: { query: ReturnType<typeof readSignInQuery> }) {
  const { state, dispatch, env } = useSusiFlow(query.config);
  const container = useRef<HTMLDivElement>(null);
  useStepFocus(container, state.step, env.titleId, false);
  return (
    <div className="susi-page">
      <section ref={container} className="susi-page__card" aria-labelledby={env.titleId}>
        {query.lockoutMessage && (
          <p className="susi-alert" role="alert">
            {query.lockoutMessage}
          </p>
        )}
        <StepHeadingLevel.Provider value="h1">
          <SusiStepView state={state} dispatch={dispatch} env={env} />
        </StepHeadingLevel.Provider>
      </section>
    </div>
  );
}
