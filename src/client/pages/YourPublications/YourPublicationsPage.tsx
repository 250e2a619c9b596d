import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { ROLE_LABELS } from '../../../shared/validation/publications';
import { imageUrl } from '../../components/images';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import './your-publications.css';

const YourPublicationsQuery = graphql(`
  query YourPublications {
    viewerPublications {
      id
      slug
      name
      tagline
      mediumUrl
      avatar {
        id
      }
      viewerEdge {
        id
        isEditor
        isWriter
        role
      }
    }
    viewerCollectionInvitations {
      id
      role
      createdAt
      inviter {
        id
        name
      }
      collection {
        id
        slug
        name
        tagline
        mediumUrl
        avatar {
          id
        }
      }
    }
    viewerDeclinedSubmissions {
      id
      title
      submissionNote {
        note
        decidedAt
        collection {
          id
          name
        }
      }
    }
  }
`);

const AcceptInviteMutation = graphql(`
  mutation AcceptCollectionInvite($invitationId: ID!) {
    acceptCollectionInvite(invitationId: $invitationId) {
      __typename
      ... on Collection {
        id
        name
        slug
      }
      ...CollectionRefusal
    }
  }
`);

const DeclineInviteMutation = graphql(`
  mutation DeclineCollectionInvite($invitationId: ID!) {
    declineCollectionInvite(invitationId: $invitationId) {
      __typename
      ...CollectionRefusal
    }
  }
`);

const TRY_AGAIN = 'That didn’t work. Please try again.';

function PublicationAvatar({ name, imageId }: { name: string; imageId: string | null | undefined }) {
  return imageId ? (
    <img className="your-publication__avatar" src={imageUrl(imageId, 400)} alt="" width={48} height={48} />
  ) : (
    <span className="your-publication__avatar your-publication__avatar--initials" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

function HomeLink({ url, children }: { url: string; children: string }) {
  return <Link to={useSiteHref(url)}>{children}</Link>;
}

/** /me/publications: invitations to answer, the publications the viewer edits or writes for (and their role), editors' notes. */
export default function YourPublicationsPage(_: PageProps) {
  const { productName } = useShell();
  const { showToast } = useToasts();
  useHead({ title: `Publications – ${productName}`, robots: 'noindex' });
  const { data, refetch } = useQuery(YourPublicationsQuery, { fetchPolicy: 'cache-and-network' });
  const [accept] = useMutation(AcceptInviteMutation);
  const [decline] = useMutation(DeclineInviteMutation);
  const [busy, setBusy] = useState<string | null>(null);

  async function answer(invitationId: string, yes: boolean, name: string) {
    setBusy(invitationId);
    try {
      const result = yes
        ? (await accept({ variables: { invitationId } })).data.acceptCollectionInvite
        : (await decline({ variables: { invitationId } })).data.declineCollectionInvite;
      if (result.__typename !== 'Collection') {
        showToast({ message: 'message' in result ? result.message : TRY_AGAIN, toastStyle: 'ERROR' });
        return;
      }
      await refetch();
      showToast({ message: yes ? `You joined ${name}.` : `You declined the invitation to ${name}.` });
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(null);
    }
  }

  const publications = data?.viewerPublications ?? [];
  const invitations = data?.viewerCollectionInvitations ?? [];
  const notes = data?.viewerDeclinedSubmissions ?? [];

  return (
    <div className="your-publications">
      <div className="your-publications__header">
        <h1 className="your-publications__title">Publications</h1>
        <Link className="button button--dark" to={buildPath('ShowNewPublication')}>
          New publication
        </Link>
      </div>

      {invitations.length > 0 && (
        <section className="your-publications__section" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="your-publications__section-title">
            Invitations
          </h2>
          <ul className="your-publications__list">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="your-publication your-publication--invitation">
                <PublicationAvatar name={invitation.collection.name} imageId={invitation.collection.avatar?.id} />
                <div className="your-publication__text">
                  <span className="your-publication__name">
                    <HomeLink url={invitation.collection.mediumUrl}>{invitation.collection.name}</HomeLink>
                  </span>
                  <span className="your-publication__meta" suppressHydrationWarning>
                    {invitation.inviter.name} invited you to be {invitation.role === 'EDITOR' ? 'an editor' : 'a writer'} · {formatDate(invitation.createdAt)}
                  </span>
                </div>
                <div className="your-publication__actions">
                  <button
                    type="button"
                    className="button button--accent"
                    disabled={busy === invitation.id}
                    onClick={() => void answer(invitation.id, true, invitation.collection.name)}
                  >
                    Accept<span className="visually-hidden"> the invitation to {invitation.collection.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={busy === invitation.id}
                    onClick={() => void answer(invitation.id, false, invitation.collection.name)}
                  >
                    Decline<span className="visually-hidden"> the invitation to {invitation.collection.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="your-publications__section" aria-labelledby="mine-heading">
        <h2 id="mine-heading" className="your-publications__section-title">
          Your publications
        </h2>
        {data && publications.length === 0 ? (
          <p className="your-publications__empty">You don’t edit or write for a publication yet. Start one, or accept an invitation from its editors.</p>
        ) : (
          <ul className="your-publications__list">
            {publications.map((p) => (
              <li key={p.id} className="your-publication">
                <PublicationAvatar name={p.name} imageId={p.avatar?.id} />
                <div className="your-publication__text">
                  <span className="your-publication__name">
                    <HomeLink url={p.mediumUrl}>{p.name}</HomeLink>
                  </span>
                  <span className="your-publication__meta">
                    <span className="your-publication__role">{p.viewerEdge.role ? ROLE_LABELS[p.viewerEdge.role] : 'Writer'}</span>
                    {p.tagline && <> · {p.tagline}</>}
                  </span>
                </div>
                <div className="your-publication__actions">
                  <Link className="button button--outline" to={buildPath('ShowCollectionNewStory', { collectionSlug: p.slug })}>
                    Write<span className="visually-hidden"> in {p.name}</span>
                  </Link>
                  {p.viewerEdge.isEditor && (
                    <>
                      <Link className="button button--outline" to={buildPath('ShowCollectionStories', { collectionSlug: p.slug, filterBy: 'submissions' })}>
                        Stories<span className="visually-hidden"> of {p.name}</span>
                      </Link>
                      <Link className="button button--ghost" to={buildPath('ShowCollectionSettings', { collectionSlug: p.slug })}>
                        Settings<span className="visually-hidden"> of {p.name}</span>
                      </Link>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {notes.length > 0 && (
        <section className="your-publications__section" aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="your-publications__section-title">
            Notes from editors
          </h2>
          <ul className="your-publications__list">
            {notes.map((post) =>
              post.submissionNote ? (
                <li key={post.id} className="your-publication your-publication--note">
                  <div className="your-publication__text">
                    <span className="your-publication__name">
                      <Link to={buildPath('ShowPostEdit', { postId: post.id })}>{post.title || 'Untitled story'}</Link>
                    </span>
                    <span className="your-publication__meta" suppressHydrationWarning>
                      {post.submissionNote.collection.name} sent it back · {formatDate(post.submissionNote.decidedAt)}
                    </span>
                    {post.submissionNote.note && <blockquote className="your-publication__note">{post.submissionNote.note}</blockquote>}
                  </div>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
