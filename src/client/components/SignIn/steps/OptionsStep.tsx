import type { SocialProvider } from '../../../../shared/preloaded-state';
import { pickProviders, PROVIDER_LABELS, providerHref } from '../providers';
import { ProviderIcon } from '../ProviderIcon';
import { contextLine, enterEmailCopy, optionsCopy } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { EmailForm } from './EmailForm';
import { LinkButton, StepHeader } from './StepHeader';

const READING_A_LOGIN: readonly SocialProvider[] = ['google', 'facebook', 'apple', 'twitter'];
const READING_A_REGISTER: readonly SocialProvider[] = ['google', 'facebook'];
const READING_B_MORE: readonly SocialProvider[] = ['facebook', 'twitter', 'apple'];

function ProviderLink({ provider, verb, href, compact }: { provider: SocialProvider; verb: string; href: string; compact?: boolean }) {
  const label = `${verb} with ${PROVIDER_LABELS[provider]}`;
  return compact ? (
    <a className="susi-provider susi-provider--icon" href={href} aria-label={label} title={label} data-provider={provider}>
      <ProviderIcon provider={provider} />
    </a>
  ) : (
    <a className="susi-provider" href={href} data-provider={provider}>
      <ProviderIcon provider={provider} />
      <span>{label}</span>
    </a>
  );
}

/**
 * SIGNIN_OPTIONS and SIGNUP_OPTIONS: the providers, email, and the switch between signing in and up. When
 * email is the only way in (no provider configured), the email field is right here, under the options' title,
 * with the call to action the footer names: one lone button in a tall box would be a step for nothing.
 */
export function OptionsStep(props: StepProps) {
  const { state, dispatch, env } = props;
  const copy = optionsCopy(state.reading, state.operation, env.productName);
  const context = contextLine(env.config, state.operation);
  const emailAllowed = !env.flags.disable_login_email;
  const toggle = (
    <p className="susi__switch">
      {copy.togglePrompt} <LinkButton onClick={() => dispatch({ type: 'toggleOperation' })}>{copy.toggleLink}</LinkButton>
    </p>
  );
  if (emailAllowed && env.providers.size === 0) {
    const email = enterEmailCopy(state.reading, state.operation, { expiredLink: false, simplifiedSignupCopy: env.flags.simplified_signup_copy });
    return (
      <EmailForm {...props} header={<StepHeader titleId={env.titleId} title={copy.title} subheader={context || email.subheader} />} submitLabel={copy.cta}>
        {toggle}
      </EmailForm>
    );
  }
  const href = (p: SocialProvider) => providerHref(p, env.redirect, state.operation);
  const emailButton = (
    <button type="button" className="susi-provider" onClick={() => dispatch({ type: 'chooseEmail' })} data-provider="email" data-autofocus="">
      <ProviderIcon provider="email" />
      <span>{`${copy.verb} with email`}</span>
    </button>
  );

  let choices;
  if (state.reading === 'short') {
    const order = state.operation === 'login' ? READING_A_LOGIN : READING_A_REGISTER;
    const emailAsLink = state.operation === 'register' && !env.flags.sign_up_with_email_button;
    choices = (
      <>
        {pickProviders(env.providers, order).map((p) => (
          <ProviderLink key={p} provider={p} verb={copy.verb} href={href(p)} />
        ))}
        {emailAllowed &&
          (emailAsLink ? (
            <LinkButton className="susi-options__email-link" onClick={() => dispatch({ type: 'chooseEmail' })}>
              Sign up with email
            </LinkButton>
          ) : (
            emailButton
          ))}
      </>
    );
  } else {
    const more = pickProviders(env.providers, READING_B_MORE);
    choices = (
      <>
        {emailAllowed && emailButton}
        {env.providers.has('google') && <ProviderLink provider="google" verb={copy.verb} href={href('google')} />}
        {more.length > 0 && (
          <div className="susi-options__more">
            <p className="susi-options__or">{copy.orWith}</p>
            <div className="susi-options__icons">
              {more.map((p) => (
                <ProviderLink key={p} provider={p} verb={copy.verb} href={href(p)} compact />
              ))}
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="susi__step susi-options">
      <StepHeader titleId={env.titleId} title={copy.title} subheader={context} />
      <div className="susi-options__choices">{choices}</div>
      {toggle}
    </div>
  );
}
