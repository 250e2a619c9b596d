import { useState, type FormEvent } from 'react';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, listDescriptionError, listNameError } from '../../../shared/validation/lists';
import { UpdateCatalogMutation } from '../../components/Lists/catalog-operations';
import { useMutation } from '../../data';
import { useListDiscussionField } from '../../components/Responses/ListDiscussionField';

const TRY_AGAIN = 'That didn’t work. Please try again.';

interface Editable {
  id: string;
  name: string;
  description: string;
  visibility: string;
}

/** The owner's edit of a list in place: rename, describe, make private or public. */
export function EditListForm({ catalog, onDone }: { catalog: Editable; onDone: (saved: { slugId: string } | null) => void }) {
  const [name, setName] = useState(catalog.name);
  const [description, setDescription] = useState(catalog.description);
  const [isPrivate, setPrivate] = useState(catalog.visibility === 'PRIVATE');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateCatalogMutation);
  const discussion = useListDiscussionField(catalog.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = listNameError(name) ?? listDescriptionError(description);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      const result = (await update({ variables: { catalogId: catalog.id, name, description, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC' } })).data.updateCatalog;
      if (result.__typename !== 'Catalog') throw new Error('message' in result ? result.message : TRY_AGAIN);
      const discussionError = await discussion.save();
      if (discussionError) throw new Error(discussionError);
      onDone({ slugId: result.slugId });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : TRY_AGAIN);
      setBusy(false);
    }
  }

  return (
    <form className="list-edit" onSubmit={onSubmit} noValidate>
      <label className="list-edit__field">
        <span className="list-edit__label">Name</span>
        <input name="name" value={name} maxLength={LIST_NAME_MAX + 20} onChange={(e) => setName(e.target.value)} aria-invalid={[...name].length > LIST_NAME_MAX} />
      </label>
      <label className="list-edit__field">
        <span className="list-edit__label">Description</span>
        <textarea name="description" rows={3} value={description} maxLength={LIST_DESCRIPTION_MAX + 20} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="list-edit__check">
        <input type="checkbox" name="private" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
        Make it private
      </label>
      {discussion.field}
      <p className="list-edit__error" role="alert">
        {error ?? ''}
      </p>
      <div className="list-edit__actions">
        <button type="button" className="button button--outline" onClick={() => onDone(null)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--accent" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
