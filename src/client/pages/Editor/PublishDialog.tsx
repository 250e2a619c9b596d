import { useId, useState, type FormEvent } from 'react';
import { SEND_NEWSLETTER_HINT, SEND_NEWSLETTER_LABEL } from '../../../shared/validation/newsletters';
import { LICENSE_NAMES, LICENSES, VISIBILITIES, VISIBILITY_DESCRIPTIONS, type License, type Visibility } from '../../../shared/validation/stories';
import { ModalDialog } from '../../editor/ui/ModalDialog';
import { targetExplanation, type PreviewChoice, type PublicationChoice, type PublishForm, type StoryImage } from '../../editor/ui/publish-input';
import { REPUBLISH_LABEL } from './EditorBar';
import { PreviewPicker, PreviewThumbnail } from './PreviewPicker';
import { TagInput } from './TagInput';

export interface PublishFailure {
  field: 'tags' | 'canonicalUrl' | null;
  message: string;
}

interface PublishDialogProps {
  initial: PublishForm;
  title: string;
  subtitle: string;
  images: StoryImage[];
  publications: PublicationChoice[];
  isPublished: boolean;
  /** Resolves with what went wrong, or null once published (the page then moves on). */
  onPublish: (form: PublishForm) => Promise<PublishFailure | null>;
  onClose: () => void;
}

export const PUBLISH_NOW_LABEL = 'Publish now';

/** Preview, topics, visibility, license, original link and where the story goes; then publish. */
export function PublishDialog({ initial, title, subtitle, images, publications, isPublished, onPublish, onClose }: PublishDialogProps) {
  const [form, setForm] = useState<PublishForm>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  const ids = { tags: useId(), canonical: useId(), license: useId(), target: useId(), visibility: useId() };
  const target = publications.find((p) => p.id === form.collectionId) ?? null;

  function update<K extends keyof PublishForm>(key: K, value: PublishForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    if (failure && (failure.field === key || (key === 'tags' && failure.field === 'tags'))) setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await onPublish(form);
    setBusy(false);
    if (result) {
      setFailure(result);
      const field = result.field === 'tags' ? ids.tags : result.field === 'canonicalUrl' ? ids.canonical : null;
      if (field) document.getElementById(field)?.focus();
    }
  }

  const fieldError = (field: PublishFailure['field']) => (failure && failure.field === field ? failure.message : null);
  const submitLabel = isPublished ? REPUBLISH_LABEL : PUBLISH_NOW_LABEL;

  return (
    <ModalDialog labelledBy="publish-title" onClose={busy ? undefined : onClose} className="publish-dialog">
      <form className="publish-dialog__form" onSubmit={submit} noValidate>
        <section className="publish-dialog__preview" aria-labelledby="publish-preview-title">
          <h2 id="publish-preview-title" className="publish-dialog__heading">
            Story preview
          </h2>
          <PreviewPicker images={images} value={form.previewImage} onChange={(value: PreviewChoice) => update('previewImage', value)} />
          <div className="publish-card" aria-label="How the story appears in lists">
            <div className="publish-card__text">
              <p className="publish-card__title">{title || 'Untitled story'}</p>
              {subtitle && <p className="publish-card__subtitle">{subtitle}</p>}
            </div>
            <PreviewThumbnail value={form.previewImage} />
          </div>
        </section>

        <section className="publish-dialog__settings">
          <h2 id="publish-title" className="publish-dialog__heading">
            {target ? (
              <>
                Publishing to: <strong>{target.name}</strong>
              </>
            ) : (
              'Publishing to your profile'
            )}
          </h2>

          <div className="publish-field">
            <label htmlFor={ids.target} className="publish-field__label">
              Publish in
            </label>
            <select id={ids.target} className="publish-field__select" value={form.collectionId ?? ''} onChange={(e) => update('collectionId', e.target.value || null)}>
              <option value="">Your profile</option>
              {publications.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            <p className="editor-dialog__hint">{targetExplanation(target)}</p>
          </div>

          <div className="publish-field">
            <label htmlFor={ids.tags} className="publish-field__label">
              Topics
            </label>
            <TagInput inputId={ids.tags} tags={form.tags} onChange={(tags) => update('tags', tags)} error={fieldError('tags')} />
          </div>

          <fieldset className="publish-field publish-field--group">
            <legend className="publish-field__label">Who can read it</legend>
            {VISIBILITIES.map((value: Visibility) => (
              <label key={value} className="publish-choice">
                <input type="radio" name={ids.visibility} value={value} checked={form.visibility === value} onChange={() => update('visibility', value)} />
                <span>
                  <span className="publish-choice__label">{VISIBILITY_DESCRIPTIONS[value].label}</span>
                  <span className="publish-choice__hint">{VISIBILITY_DESCRIPTIONS[value].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <div className="publish-field">
            <label htmlFor={ids.license} className="publish-field__label">
              License
            </label>
            <select id={ids.license} className="publish-field__select" value={form.license} onChange={(e) => update('license', e.target.value as License)}>
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {LICENSE_NAMES[license]}
                </option>
              ))}
            </select>
          </div>

          <div className="publish-field">
            <label htmlFor={ids.canonical} className="publish-field__label">
              Originally published at <span className="publish-field__optional">(optional)</span>
            </label>
            <input
              id={ids.canonical}
              className="publish-field__input"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.canonicalUrl}
              aria-invalid={fieldError('canonicalUrl') ? true : undefined}
              aria-describedby={`${ids.canonical}-hint`}
              onChange={(e) => update('canonicalUrl', e.target.value)}
            />
            <p id={`${ids.canonical}-hint`} className={fieldError('canonicalUrl') ? 'editor-dialog__error' : 'editor-dialog__hint'}>
              {fieldError('canonicalUrl') ?? 'If this story first appeared somewhere else, link to it so search engines credit the original.'}
            </p>
          </div>

          {!isPublished && (
            <div className="publish-field">
              <label className="publish-choice">
                <input type="checkbox" checked={form.sendNewsletter} onChange={(e) => update('sendNewsletter', e.target.checked)} />
                <span>
                  <span className="publish-choice__label">{SEND_NEWSLETTER_LABEL}</span>
                  <span className="publish-choice__hint">{SEND_NEWSLETTER_HINT}</span>
                </span>
              </label>
            </div>
          )}

          <p className="editor-dialog__error" role="alert">
            {failure && failure.field === null ? failure.message : ''}
          </p>
          <div className="publish-dialog__actions">
            <button type="submit" className="button button--accent" disabled={busy}>
              {busy ? 'Publishing…' : submitLabel}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              Cancel
            </button>
          </div>
        </section>
      </form>
    </ModalDialog>
  );
}
