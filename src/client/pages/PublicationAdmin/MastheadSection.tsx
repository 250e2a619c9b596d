import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { PUBLICATION_MESSAGES, ROLE_LABELS, type CollectionRoleName } from '../../../shared/validation/publications';
import { Avatar } from '../../components/Avatar/Avatar';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import type { AdminMemberFragment } from '../../gql/graphql';
import { AdminMastheadQuery, CancelInviteMutation, ChangeRoleMutation, InviteMutation, RemoveMemberMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

/** /{slug}/settings/masthead: invite by username or email, change roles, remove people, withdraw invitations. */
export function MastheadSection({ slug }: { slug: string }) {
  const { data, refetch } = useQuery(AdminMastheadQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const { showToast } = useToasts();
  const [invite] = useMutation(InviteMutation);
  const [cancel] = useMutation(CancelInviteMutation);
  const [changeRole] = useMutation(ChangeRoleMutation);
  const [remove] = useMutation(RemoveMemberMutation);
  const ids = { who: useId(), role: useId(), error: useId() };
  const [who, setWho] = useState('');
  const [role, setRole] = useState<CollectionRoleName>('WRITER');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<{ __typename: string; message?: string }>, expected: string, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const refused = refusalOf(await run(), expected);
      if (refused) {
        showToast({ message: refused, toastStyle: 'ERROR' });
        return false;
      }
      await refetch();
      showToast({ message: done });
      return true;
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminFrame collection={data?.collectionByDomainOrSlug} tab="masthead" title="Editors and writers">
      {(collection) => {
        const full = data?.collectionByDomainOrSlug;
        if (!full) return null;
        const collectionId = collection.id;

        async function onInvite(event: FormEvent) {
          event.preventDefault();
          if (!who.trim()) {
            setError(PUBLICATION_MESSAGES.inviteeMissing);
            return;
          }
          setError(null);
          setBusy(true);
          try {
            const answer = (await invite({ variables: { collectionId, usernameOrEmail: who, role } })).data.inviteToCollection;
            const refused = refusalOf(answer, 'CollectionInvitation');
            if (refused) {
              setError(refused);
              return;
            }
            setWho('');
            await refetch();
            const name = answer.__typename === 'CollectionInvitation' ? answer.invitee.name : who;
            showToast({ message: `${name} was invited as ${ROLE_LABELS[role].toLowerCase()}. They can accept on their Publications page.` });
          } catch {
            setError(TRY_AGAIN);
          } finally {
            setBusy(false);
          }
        }

        const member = (m: AdminMemberFragment) => (
          <li key={m.user.id} className="admin-row">
            <Avatar name={m.user.name} imageId={m.user.imageId} size={40} isMember={m.user.mediumMemberAt != null} />
            <div className="admin-row__text">
              <span className="admin-row__title">
                {m.user.username ? <Link to={buildPath('ShowUser', { username: m.user.username })}>{m.user.name}</Link> : m.user.name}
                {m.isCreator && <span className="admin-badge">Creator</span>}
              </span>
              <span className="admin-row__meta" suppressHydrationWarning>
                {ROLE_LABELS[m.role]} since {formatDate(m.joinedAt)}
              </span>
            </div>
            {!m.isCreator && (
              <div className="admin-row__actions">
                <label className="visually-hidden" htmlFor={`role-${m.user.id}`}>
                  Role of {m.user.name}
                </label>
                <select
                  id={`role-${m.user.id}`}
                  className="form-field__select admin-row__select"
                  value={m.role}
                  disabled={busy}
                  onChange={(e) =>
                    void act(
                      async () => (await changeRole({ variables: { collectionId, userId: m.user.id, role: e.target.value as CollectionRoleName } })).data.changeCollectionRole,
                      'Collection',
                      `${m.user.name} is now ${ROLE_LABELS[e.target.value as CollectionRoleName].toLowerCase()}.`,
                    )
                  }
                >
                  <option value="EDITOR">Editor</option>
                  <option value="WRITER">Writer</option>
                </select>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      async () => (await remove({ variables: { collectionId, userId: m.user.id } })).data.removeFromCollection,
                      'Collection',
                      `${m.user.name} was removed from ${collection.name}.`,
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {m.user.name}</span>
                </button>
              </div>
            )}
          </li>
        );

        return (
          <>
            <section className="admin-section" aria-labelledby="invite-heading">
              <h2 id="invite-heading" className="admin-section__title">
                Invite someone
              </h2>
              <p className="admin-section__hint">Editors publish, review submissions and manage the publication. Writers submit stories for the editors to review.</p>
              <form className="admin-invite" onSubmit={(e) => void onInvite(e)} noValidate>
                <div className="admin-invite__who">
                  <label className="form-field__label" htmlFor={ids.who}>
                    Username or email
                  </label>
                  <input
                    id={ids.who}
                    className="form-field__input"
                    value={who}
                    onChange={(e) => setWho(e.target.value)}
                    autoCapitalize="none"
                    autoCorrect="off"
                    spellCheck={false}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? ids.error : undefined}
                  />
                </div>
                <div>
                  <label className="form-field__label" htmlFor={ids.role}>
                    Role
                  </label>
                  <select id={ids.role} className="form-field__select" value={role} onChange={(e) => setRole(e.target.value as CollectionRoleName)}>
                    <option value="WRITER">Writer</option>
                    <option value="EDITOR">Editor</option>
                  </select>
                </div>
                <button type="submit" className="button button--dark" disabled={busy}>
                  Send invitation
                </button>
              </form>
              {error && (
                <p id={ids.error} className="form-field__error" role="alert">
                  {error}
                </p>
              )}
            </section>
            {full.pendingInvitations.length > 0 && (
              <section className="admin-section" aria-labelledby="pending-heading">
                <h2 id="pending-heading" className="admin-section__title">
                  Waiting for an answer
                </h2>
                <ul className="admin-list">
                  {full.pendingInvitations.map((invitation) => (
                    <li key={invitation.id} className="admin-row">
                      <Avatar name={invitation.invitee.name} imageId={invitation.invitee.imageId} size={40} />
                      <div className="admin-row__text">
                        <span className="admin-row__title">{invitation.invitee.name}</span>
                        <span className="admin-row__meta" suppressHydrationWarning>
                          Invited as {ROLE_LABELS[invitation.role].toLowerCase()} on {formatDate(invitation.createdAt)}
                        </span>
                      </div>
                      <div className="admin-row__actions">
                        <button
                          type="button"
                          className="button button--ghost"
                          disabled={busy}
                          onClick={() =>
                            void act(
                              async () => (await cancel({ variables: { invitationId: invitation.id } })).data.cancelCollectionInvite,
                              'Collection',
                              `The invitation to ${invitation.invitee.name} was withdrawn.`,
                            )
                          }
                        >
                          Withdraw<span className="visually-hidden"> the invitation to {invitation.invitee.name}</span>
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="admin-section" aria-labelledby="editors-heading">
              <h2 id="editors-heading" className="admin-section__title">
                Editors
              </h2>
              <ul className="admin-list">{full.masthead.editors.map(member)}</ul>
            </section>
            <section className="admin-section" aria-labelledby="writers-heading">
              <h2 id="writers-heading" className="admin-section__title">
                Writers
              </h2>
              {full.masthead.writers.length > 0 ? <ul className="admin-list">{full.masthead.writers.map(member)}</ul> : <p className="admin-section__hint">No writers yet. Invite one above.</p>}
            </section>
          </>
        );
      }}
    </AdminFrame>
  );
}
