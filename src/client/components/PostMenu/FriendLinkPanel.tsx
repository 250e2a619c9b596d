import { useEffect, useId, useRef, useState } from 'react';
import { useToasts } from '../Toasts/toasts';
import { COPY_CONFIRMATION_MS, copyText, FRIEND_LINK_COPIED } from './friend-link';
import './PostMenu.css';

interface FriendLinkPanelProps {
  link: string;
  isLocked: boolean;
  onClose: (returnFocus: boolean) => void;
}

/** The Friend Link popover (330 px, spec 1 §9): the link, what it does, and a button to copy it. */
export function FriendLinkPanel({ link, isLocked, onClose }: FriendLinkPanelProps) {
  const { showToast } = useToasts();
  const [copyFailed, setCopyFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    copyButton.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose]);

  async function copy() {
    if (await copyText(link)) {
      showToast({ message: FRIEND_LINK_COPIED, duration: COPY_CONFIRMATION_MS });
      onClose(true);
      return;
    }
    setCopyFailed(true);
    input.current?.focus();
    input.current?.select();
  }

  return (
    <div
      ref={panel}
      className="friend-link"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        }
      }}
    >
      <h2 id={titleId} className="friend-link__title">
        Friend Link
      </h2>
      <p className="friend-link__text">
        {isLocked
          ? 'Anyone with this link can read this member-only story in full, without a membership.'
          : 'Anyone with this link can read this story in full, even if you make it member-only later.'}
      </p>
      <label className="friend-link__label" htmlFor={inputId}>
        Link
      </label>
      <input
        ref={input}
        id={inputId}
        className="friend-link__input"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="friend-link__error" role="status" aria-live="polite">
        {copyFailed ? 'Your browser did not let us copy it: the link is selected, copy it from there.' : ''}
      </p>
      <div className="friend-link__actions">
        <button type="button" className="button button--ghost" onClick={() => onClose(true)}>
          Close
        </button>
        <button ref={copyButton} type="button" className="button button--dark" onClick={copy}>
          Copy link
        </button>
      </div>
    </div>
  );
}
