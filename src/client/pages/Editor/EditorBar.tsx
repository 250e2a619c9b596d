import { MenuButton } from '../../components/Menu/MenuButton';
import { Logo } from '../../components/Metabar/Metabar';
import { saveLabel, type SaveState } from '../../editor/ui/save-state';

interface EditorBarProps {
  draftLabel: string | null;
  save: SaveState;
  isPublished: boolean;
  /** False until the story's draft exists (nothing typed yet). */
  hasDraft: boolean;
  onPublish: () => void;
  onSettings: () => void;
  onDelete: () => void;
  /** An email-only issue: Send email instead of Publish (once), and no story settings. */
  email?: { sent: boolean; onSend: () => void };
}

export const PUBLISH_LABEL = 'Publish';
export const REPUBLISH_LABEL = 'Save and publish';
export const SEND_EMAIL_LABEL = 'Send email';
export const EMAIL_SENT_LABEL = 'Sent';

/** The editor's slim bar: logo, draft label, save state, Publish and the story menu. */
export function EditorBar({ draftLabel, save, isPublished, hasDraft, onPublish, onSettings, onDelete, email }: EditorBarProps) {
  const label = saveLabel(save);
  return (
    <header className="editor-bar">
      <div className="editor-bar__inner">
        <div className="editor-bar__start">
          <Logo />
          {draftLabel && <span className="editor-bar__label">{draftLabel}</span>}
          <span className={`editor-bar__save editor-bar__save--${save.status}`} role="status" aria-live="polite" data-testid="save-state">
            {label}
          </span>
        </div>
        <div className="editor-bar__actions">
          {email ? (
            <button type="button" className="button button--accent editor-bar__publish" disabled={!hasDraft || email.sent} onClick={email.onSend}>
              {email.sent ? EMAIL_SENT_LABEL : SEND_EMAIL_LABEL}
            </button>
          ) : (
            <button type="button" className="button button--accent editor-bar__publish" disabled={!hasDraft} onClick={onPublish}>
              {isPublished ? REPUBLISH_LABEL : PUBLISH_LABEL}
            </button>
          )}
          <MenuButton
            block="editor-menu"
            label="More options"
            buttonClassName="editor-bar__more"
            menuClassName="editor-bar__menu"
            items={[
              ...(email ? [] : [{ label: 'Story settings', onSelect: onSettings, disabled: !hasDraft }]),
              { label: email ? 'Delete email' : 'Delete story', onSelect: onDelete, disabled: !hasDraft, danger: true },
            ]}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="5" cy="12" r="1.6" fill="currentColor" />
              <circle cx="12" cy="12" r="1.6" fill="currentColor" />
              <circle cx="19" cy="12" r="1.6" fill="currentColor" />
            </svg>
          </MenuButton>
        </div>
      </div>
    </header>
  );
}
