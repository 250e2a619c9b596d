import { useState, type FormEvent } from 'react';
import { MESSAGES, NAME_MAX_LENGTH } from '../../../../shared/validation/auth';
import { Field } from '../fields';
import { ENTER_NAME_COPY as COPY } from '../susi-copy';
import type { StepProps } from '../susi-env';
import { useShake } from '../use-shake';
import { LinkButton, StepHeader } from './StepHeader';

/** ENTER_NAME: the name shown on everything the new reader writes. */
export function EnterNameStep({ state, dispatch, env }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const [shaking, shake] = useShake();
  const fromNewsletter = env.config.susiEntry === 'newsletter_landing';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state.name.trim() === '') {
      setError(MESSAGES.nameRequired);
      shake();
      return;
    }
    dispatch({ type: 'nameEntered', name: state.name });
  }

  return (
    <form className="susi__step susi-name" noValidate onSubmit={submit}>
      <StepHeader titleId={env.titleId} title={COPY.title} />
      <p className="susi__question">{COPY.question}</p>
      <p className="susi__text">{COPY.note}</p>
      <Field
        label={COPY.label}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={state.name}
        onChange={(e) => {
          dispatch({ type: 'editName', name: e.target.value });
          if (error) setError(null);
        }}
        error={error}
        shaking={shaking}
        autoFocusOnStep
      />
      <button type="submit" className="button button--dark susi__submit">
        {COPY.submit}
      </button>
      {!fromNewsletter && (
        <LinkButton className="susi__back" onClick={() => dispatch({ type: 'goBack' })}>
          <span aria-hidden="true">‹ </span>
          {COPY.back}
        </LinkButton>
      )}
    </form>
  );
}
