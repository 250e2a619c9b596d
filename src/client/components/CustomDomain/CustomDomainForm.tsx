import { useId, useState, type FormEvent } from 'react';
import { checkCustomDomain } from '../../../shared/validation/publications';
import type { DomainStateFragment } from '../../gql/graphql';
import { useToasts } from '../Toasts/toasts';
import '../FormField/form-field.css';
import './custom-domain.css';

type Answer = { __typename: string; message?: string };

interface CustomDomainFormProps {
  /** Whose domain: 'your profile' or the publication's name. */
  owner: string;
  /** Where the pages are served now, shown as what the domain will replace. */
  currentAddress: string;
  state: DomainStateFragment | null | undefined;
  setDomain: (domain: string | null) => Promise<Answer | undefined>;
  verify: () => Promise<Answer | undefined>;
}

const TRY_AGAIN = 'That didn’t work. Please try again.';

/**
 * A custom domain's settings: add one (it starts unverified), prove it is yours (a DNS TXT record, or on
 * instances that verify by hand, the owner's confirmation), then it serves the pages; remove it at any time.
 */
export function CustomDomainForm({ owner, currentAddress, state, setDomain, verify }: CustomDomainFormProps) {
  const { showToast } = useToasts();
  const ids = { input: useId(), hint: useId(), error: useId(), confirm: useId() };
  const [current, setCurrent] = useState<DomainStateFragment | null | undefined>(state);
  const [domain, setDomainText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const live = current?.live ?? null;
  const pending = current?.pending ?? null;
  const manual = current?.verificationMethod !== 'DNS';

  async function run(action: () => Promise<Answer | undefined>, done: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      if (answer?.__typename === 'CustomDomainState') {
        setCurrent(answer as unknown as DomainStateFragment);
        showToast({ message: done });
        return true;
      }
      setError(answer?.message ?? TRY_AGAIN);
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
    return false;
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const checked = checkCustomDomain(domain);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (await run(() => setDomain(checked.domain), `${checked.domain} was added. Verify it to start serving.`)) setDomainText('');
  }

  return (
    <div className="custom-domain">
      {live && (
        <div className="custom-domain__status custom-domain__status--live" role="status">
          <p>
            <strong>{live.domain}</strong> is live: {owner} is served there, and links to it use it.
          </p>
          <button type="button" className="button button--outline" disabled={busy} onClick={() => void run(() => setDomain(null), 'The custom domain was removed.')}>
            Remove domain
          </button>
        </div>
      )}
      {pending && (
        <div className="custom-domain__status" role="status">
          <p>
            <strong>{pending.domain}</strong> is waiting to be verified.
          </p>
          <ol className="custom-domain__steps">
            <li>Point the domain at this server (an A or CNAME record with your DNS provider).</li>
            <li>
              Add this TXT record, which shows the domain is yours:
              <dl className="custom-domain__record">
                <dt>Name</dt>
                <dd>
                  <code>{pending.verificationRecordName}</code>
                </dd>
                <dt>Value</dt>
                <dd>
                  <code>{pending.verificationRecordValue}</code>
                </dd>
              </dl>
            </li>
          </ol>
          {manual ? (
            <>
              <p className="custom-domain__hint">
                This server verifies domains by the owner’s confirmation (its operator checks them; it does not look up DNS).
              </p>
              <label className="custom-domain__confirm" htmlFor={ids.confirm}>
                <input id={ids.confirm} type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
                {pending.domain} is mine and points to this server.
              </label>
            </>
          ) : (
            <p className="custom-domain__hint">DNS changes can take a while to reach everyone. Verify once the record is in place.</p>
          )}
          <div className="custom-domain__actions">
            <button
              type="button"
              className="button button--dark"
              disabled={busy || (manual && !confirmed)}
              onClick={() => void run(verify, `${pending.domain} is verified and live.`)}
            >
              {manual ? 'Mark as verified' : 'Verify'}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => void run(() => setDomain(null), 'The custom domain was removed.')}>
              Remove
            </button>
          </div>
        </div>
      )}
      <form className="custom-domain__form" onSubmit={onAdd} noValidate>
        <label className="form-field__label" htmlFor={ids.input}>
          {live || pending ? 'Use another domain' : 'Domain'}
        </label>
        <p id={ids.hint} className="form-field__hint">
          Instead of {currentAddress}, for example stories.example.com.
        </p>
        <div className="custom-domain__row">
          <input
            id={ids.input}
            className="form-field__input"
            value={domain}
            onChange={(e) => setDomainText(e.target.value)}
            placeholder="stories.example.com"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className="button button--dark" disabled={busy || domain.trim() === ''}>
            Add domain
          </button>
        </div>
        {error && (
          <p id={ids.error} className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
