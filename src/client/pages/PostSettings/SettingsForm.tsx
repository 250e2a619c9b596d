import { useMutation } from '../../data';
import { useId, useState, type FormEvent } from 'react';
import { LICENSE_NAMES, LICENSES, VISIBILITIES, VISIBILITY_DESCRIPTIONS, type License } from '../../../shared/validation/stories';
import { useToasts } from '../../components/Toasts/toasts';
import type { PostSettingsFieldsFragment } from '../../gql/graphql';
import { UpdatePostSettingsMutation } from './post-settings-operations';
import { PreviewImageField } from './PreviewImageField';
import { formFromStory, settingsInput, type SettingsFormState } from './settings-form';
import { TagsField } from './TagsField';
import { CRAWLERS_READ_WHOLE_HINT, CRAWLERS_READ_WHOLE_LABEL } from '../../../shared/validation/meter';

export const SETTINGS_SAVED_MESSAGE = 'Your story settings were saved.';
const TRY_AGAIN = 'That didn’t work. Please try again.';

interface SettingsFormProps {
  story: PostSettingsFieldsFragment;
  previewChoices: string[];
}

/** Tags, visibility, license, canonical link and preview image, saved together without republishing. */
export function SettingsForm({ story, previewChoices }: SettingsFormProps) {
  const { showToast } = useToasts();
  const [form, setForm] = useState<SettingsFormState>(() => formFromStory(story));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdatePostSettingsMutation);
  const ids = { license: useId(), canonical: useId(), canonicalHint: useId(), error: useId() };
  const update = (changes: Partial<SettingsFormState>) => setForm((f) => ({ ...f, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const built = settingsInput(form);
    if (!built.input) {
      setError(built.error);
      return;
    }
    try {
      const answer = (await save({ variables: { postId: story.id, input: built.input } })).data?.updatePostSettings;
      if (answer?.__typename === 'Post') {
        setForm(formFromStory(answer));
        showToast({ message: SETTINGS_SAVED_MESSAGE });
        return;
      }
      setError(answer && 'message' in answer ? answer.message : TRY_AGAIN);
    } catch {
      setError(TRY_AGAIN);
    }
  }

  return (
    <form className="story-settings__form" onSubmit={submit} noValidate aria-describedby={ids.error}>
      <TagsField tags={form.tags} onChange={(tags) => update({ tags })} />

      <fieldset className="story-settings__field story-settings__fieldset">
        <legend className="story-settings__label">Visibility</legend>
        {VISIBILITIES.map((visibility) => (
          <label key={visibility} className="story-settings__choice">
            <input
              type="radio"
              name="visibility"
              value={visibility}
              checked={form.visibility === visibility}
              onChange={() => update({ visibility })}
            />
            <span>
              <span className="story-settings__choice-label">{VISIBILITY_DESCRIPTIONS[visibility].label}</span>
              <span className="story-settings__hint">{VISIBILITY_DESCRIPTIONS[visibility].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {form.visibility === 'LOCKED' && (
        <label className="story-settings__choice">
          <input
            type="checkbox"
            name="crawlersReadWhole"
            checked={form.crawlersReadWhole === true}
            onChange={(e) => update({ crawlersReadWhole: e.target.checked })}
          />
          <span>
            <span className="story-settings__choice-label">{CRAWLERS_READ_WHOLE_LABEL}</span>
            <span className="story-settings__hint">{CRAWLERS_READ_WHOLE_HINT}</span>
          </span>
        </label>
      )}

      <div className="story-settings__field">
        <label className="story-settings__label" htmlFor={ids.license}>
          License
        </label>
        <select
          id={ids.license}
          className="story-settings__select"
          value={form.license}
          onChange={(e) => update({ license: e.target.value as License })}
        >
          {LICENSES.map((license) => (
            <option key={license} value={license}>
              {LICENSE_NAMES[license]}
            </option>
          ))}
        </select>
      </div>

      <div className="story-settings__field">
        <label className="story-settings__label" htmlFor={ids.canonical}>
          Canonical link
        </label>
        <p id={ids.canonicalHint} className="story-settings__hint">
          If this story first appeared elsewhere, link to the original: search engines are told, and readers see “Originally
          published at”.
        </p>
        <input
          id={ids.canonical}
          className="story-settings__input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.canonicalUrl}
          onChange={(e) => update({ canonicalUrl: e.target.value })}
          aria-describedby={ids.canonicalHint}
        />
      </div>

      <PreviewImageField
        choices={previewChoices}
        imageId={form.previewImageId}
        focusX={form.focusPercentX}
        focusY={form.focusPercentY}
        onImage={(previewImageId) => update({ previewImageId })}
        onFocus={(focusPercentX, focusPercentY) => update({ focusPercentX, focusPercentY })}
      />

      <p id={ids.error} className="story-settings__error" role="alert">
        {error ?? ''}
      </p>
      <button type="submit" className="button button--accent" disabled={loading}>
        {loading ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
