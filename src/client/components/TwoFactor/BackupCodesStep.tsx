import { useMutation } from '../../data';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../shared/validation/auth';
import { useShell } from '../../shell/shell-context';
import { CrupdateTwoFactorBackupCodesMutation } from './settings-operations';

const COPIED_MS = 2000;

type Load = { state: 'loading' } | { state: 'ready'; codes: string[] } | { state: 'failed'; message: string };

/**
 * BACKUP_CODES: a new set is made once when the step opens (every earlier code stops working), shown
 * with copy and download; Continue leaves the wizard. There is no Cancel: the old codes are already gone.
 */
export function BackupCodesStep(props: { titleId: string; onContinue(): void }) {
  const { productName } = useShell();
  const [generate] = useMutation(CrupdateTwoFactorBackupCodesMutation);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const started = useRef(false);

  const run = () => {
    setLoad({ state: 'loading' });
    generate({ variables: { userId: null } })
      .then(({ data }) => {
        const answer = data?.crupdateTwoFactorBackupCodes;
        if (answer?.__typename === 'TwoFactorBackupCodes') setLoad({ state: 'ready', codes: answer.backupCodes });
        else setLoad({ state: 'failed', message: answer && 'message' in answer ? answer.message : MESSAGES.tryAgain });
      })
      .catch(() => setLoad({ state: 'failed', message: MESSAGES.tryAgain }));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // Generated once per opening of the step.
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const codes = load.state === 'ready' ? load.codes : [];
  const asText = () => `${productName} backup codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText());
      setCopyFailed(false);
      setCopied(true);
    } catch {
      setCopyFailed(true);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText()], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${productName.toLowerCase()}-backup-codes.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="tfa-wizard__step">
      <h4 id={props.titleId} className="tfa-wizard__title" tabIndex={-1}>
        Save your backup codes
      </h4>
      <p className="settings-section__hint">
        If you can't get a verification code, each of these codes signs you in once. Keep them somewhere safe: they are shown only
        now, and any codes you saved before no longer work.
      </p>
      {load.state === 'loading' && (
        <p className="settings-section__hint" aria-live="polite">
          Making your codes…
        </p>
      )}
      {load.state === 'failed' && (
        <div>
          <p className="tfa-error" role="alert">
            {load.message}
          </p>
          <button type="button" className="button button--outline" onClick={run}>
            Try again
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <ol className="tfa-backup-codes" aria-label="Backup codes">
            {codes.map((code) => (
              <li key={code} className="tfa-backup-codes__code">
                {code}
              </li>
            ))}
          </ol>
          <div className="tfa-wizard__actions">
            <button type="button" className="button button--outline" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy codes'}
            </button>
            <button type="button" className="button button--outline" onClick={download}>
              Download
            </button>
            <span className={copyFailed ? 'tfa-error' : 'visually-hidden'} aria-live="polite">
              {copied ? 'Backup codes copied.' : copyFailed ? 'Copying did not work here: select the codes and copy them, or download them.' : ''}
            </span>
          </div>
        </>
      )}
      <div className="tfa-wizard__actions">
        <button type="button" className="button button--dark" disabled={load.state === 'loading'} onClick={props.onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
