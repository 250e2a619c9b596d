import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, listDescriptionError, listNameError } from '../../../shared/validation/lists';
import { useMutation } from '../../data';
import { CreateCatalogMutation } from './catalog-operations';

const TRY_AGAIN = 'That didn’t work. Please try again.';

/**
 * 'Create new list' on the native <dialog>: name, description, and a private checkbox. With `postId`
 * the story goes into the new list. Escape or Cancel closes it.
 */
export function CreateListDialog({ postId, onCancel, onCreated }: { postId?: string; onCancel: () => void; onCreated: (name: string, id: string) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(CreateCatalogMutation);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    nameInput.current?.focus();
    return () => element.close();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = listNameError(name) ?? listDescriptionError(description);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = (await create({ variables: { name, description, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC', postId: postId ?? null } })).data.createCatalog;
      if (result.__typename !== 'Catalog') throw new Error('message' in result ? result.message : TRY_AGAIN);
      onCreated(result.name, result.id);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : TRY_AGAIN);
      setBusy(false);
    }
  }

  const nameLength = [...name].length;
  return (
    <dialog
      ref={dialog}
      className="list-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <form className="list-dialog__body" onSubmit={onSubmit} noValidate>
        <h2 id={titleId} className="list-dialog__title">
          Create new list
        </h2>
        <label className="list-dialog__field">
          <span className="visually-hidden">Give it a name</span>
          <input
            ref={nameInput}
            name="name"
            placeholder="Give it a name"
            value={name}
            maxLength={LIST_NAME_MAX + 20}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameLength > LIST_NAME_MAX}
          />
          <span className={`list-dialog__count${nameLength > LIST_NAME_MAX ? ' list-dialog__count--over' : ''}`}>
            {nameLength}/{LIST_NAME_MAX}
          </span>
        </label>
        <label className="list-dialog__field">
          <span className="visually-hidden">Description</span>
          <textarea name="description" placeholder="Description" rows={3} value={description} maxLength={LIST_DESCRIPTION_MAX + 20} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label className="list-dialog__check">
          <input type="checkbox" name="private" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
          Make it private
        </label>
        <p className="list-dialog__error" role="alert">
          {error ?? ''}
        </p>
        <div className="list-dialog__actions">
          <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--accent" disabled={busy || nameLength === 0}>
            Create
          </button>
        </div>
      </form>
    </dialog>
  );
}
