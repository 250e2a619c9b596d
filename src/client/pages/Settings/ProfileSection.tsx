import { useMutation, useQuery } from '../../data';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { MESSAGES, NAME_MAX_LENGTH, checkDisplayName } from '../../../shared/validation/auth';
import { PROFILE_MESSAGES, checkBio } from '../../../shared/validation/profile';
import { AvatarPicker } from '../../components/ProfileFields/AvatarPicker';
import { BioField, bioTooLong } from '../../components/ProfileFields/BioField';
import { UsernameField, type Availability } from '../../components/ProfileFields/UsernameField';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';
import type { ProfileField } from '../../gql/graphql';

const ProfileSettingsQuery = graphql(`
  query ProfileSettings {
    viewer {
      id
      name
      username
      imageId
      mediumMemberAt
    }
  }
`);

/** The bio is a User field: read it through the reader's own profile. */
const ProfileSettingsBioQuery = graphql(`
  query ProfileSettingsBio($id: ID!) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        bio
      }
    }
  }
`);

const UpdateUserProfileMutation = graphql(`
  mutation UpdateUserProfile($name: String, $bio: String, $username: String) {
    updateUserProfile(name: $name, bio: $bio, username: $username) {
      __typename
      ... on User {
        id
        name
        bio
        username
        mediumUrl
      }
      ... on InvalidProfileInput {
        field
        message
      }
      ...UpdateUserProfileRefusal
    }
  }
`);

type Errors = Partial<Record<'name' | 'bio' | 'username', string>>;
const FIELD: Partial<Record<ProfileField, keyof Errors>> = { NAME: 'name', BIO: 'bio', USERNAME: 'username' };

/** /me/settings#profile: photo (cropped), name, bio and username (checked as you type). */
export function ProfileSection() {
  const { data, refetch } = useQuery(ProfileSettingsQuery);
  const viewer = data?.viewer;
  const { data: bioData } = useQuery(ProfileSettingsBioQuery, { variables: { id: viewer?.id ?? '' }, skip: !viewer });
  // The answers name the person (User); the bar and this form read the account (Viewer): read it again.
  const reload = () => void refetch().catch(() => undefined);
  const bio = bioData?.userResult.__typename === 'User' ? bioData.userResult.bio : null;
  if (!viewer || bio === null) return null;
  const profilePath = viewer.username ? buildPath('ShowUser', { username: viewer.username }) : buildPath('ShowUserById', { userId: viewer.id });
  return (
    <section className="settings-section" aria-labelledby="settings-profile-info">
      <h3 id="settings-profile-info" className="settings-section__title">
        Profile information
      </h3>
      <p className="settings-section__hint">
        Readers see these on <Link to={profilePath}>your profile</Link>, on your stories and beside your responses.{' '}
        <Link to={buildPath('ShowDesign')}>Design your profile</Link>
      </p>
      <AvatarPicker name={viewer.name} imageId={viewer.imageId ?? null} isMember={viewer.mediumMemberAt != null} onSaved={reload} />
      <ProfileForm name={viewer.name} bio={bio} username={viewer.username ?? ''} onSaved={reload} />
    </section>
  );
}

function ProfileForm(props: { name: string; bio: string; username: string; onSaved: () => void }) {
  const { showToast } = useToasts();
  const nameId = useId();
  const [name, setName] = useState(props.name);
  const [bio, setBio] = useState(props.bio);
  const [username, setUsername] = useState(props.username);
  const [errors, setErrors] = useState<Errors>({});
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const [save, { loading }] = useMutation(UpdateUserProfileMutation);

  useEffect(() => setName(props.name), [props.name]);
  useEffect(() => setBio(props.bio), [props.bio]);
  useEffect(() => setUsername(props.username), [props.username]);

  const changed = name.trim() !== props.name || bio.trim() !== props.bio || username.trim().toLowerCase().replace(/^@/, '') !== props.username;
  const blocked = bioTooLong(bio) || availability.state === 'taken' || availability.state === 'checking';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const named = checkDisplayName(name);
    const checkedBio = checkBio(bio);
    const local: Errors = {};
    if (!named.ok) local.name = named.message;
    if (!checkedBio.ok) local.bio = checkedBio.message;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const answer = (await save({ variables: { name: name.trim(), bio: bio.trim(), username: username.trim() } })).data.updateUserProfile;
      if (answer.__typename === 'User') {
        showToast({ message: PROFILE_MESSAGES.saved });
        props.onSaved();
        return;
      }
      if (answer.__typename === 'InvalidProfileInput') setErrors({ [FIELD[answer.field] ?? 'name']: answer.message });
      else setErrors({ name: answer.message });
    } catch {
      // Nothing typed is lost: the form keeps every value.
      setErrors({ name: MESSAGES.tryAgain });
    }
  }

  return (
    <form className="profile-settings" onSubmit={submit} noValidate>
      <div className="profile-field">
        <label className="profile-field__label" htmlFor={nameId}>
          Name
        </label>
        <input
          id={nameId}
          className="profile-field__input"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${nameId}-foot`}
        />
        <div id={`${nameId}-foot`} className="profile-field__foot">
          {errors.name ? (
            <p className="profile-field__error" role="alert">
              {errors.name}
            </p>
          ) : (
            <span className="profile-field__hint">Appears on your profile, your stories and your responses.</span>
          )}
          <span className="profile-field__counter">
            {name.length}/{NAME_MAX_LENGTH}
          </span>
        </div>
      </div>
      <BioField value={bio} onChange={(v) => (setBio(v), setErrors((x) => ({ ...x, bio: undefined })))} error={errors.bio ?? (bioTooLong(bio) ? PROFILE_MESSAGES.bioTooLong : null)} />
      <UsernameField
        value={username}
        current={props.username}
        onChange={(v) => (setUsername(v), setErrors((x) => ({ ...x, username: undefined })))}
        error={errors.username}
        onAvailability={setAvailability}
      />
      <div className="profile-settings__buttons">
        <button type="submit" className="button button--dark" disabled={loading || !changed || blocked}>
          {loading ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
