import { CombinedGraphQLErrors, useClient, useQuery } from '../../data';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PostBody } from '../../../shared/content';
import { buildPath } from '../../../shared/routes';
import { useGoTo } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { Editor } from '../../editor/Editor';
import {
  buildPublishInput,
  initialPublishForm,
  publishErrorField,
  type PublicationChoice,
  type PublishForm,
  type StoryImage,
} from '../../editor/ui/publish-input';
import { CONFLICT_MESSAGE, hasUnsavedChanges } from '../../editor/ui/save-state';
import type { EditorHandle } from '../../editor/ui/types';
import type { EditorPostFragment, EmailNewsletterFragment } from '../../gql/graphql';
import { ConflictDialog } from './ConflictDialog';
import { DeleteStoryDialog } from './DeleteStoryDialog';
import { EditorBar } from './EditorBar';
import { DeletePostMutation } from '../story-operations';
import { PublishPostMutation, SendNewsletterEmailMutation, ViewerPublicationsQuery } from './editor-operations';
import { SendEmailDialog } from './SendEmailDialog';
import { PUBLICATION_NEWSLETTER_MESSAGES } from '../../../shared/validation/newsletters';
import { PublishDialog, type PublishFailure } from './PublishDialog';
import { draftSaver } from './save-draft';
import { useAutosave } from './use-autosave';

export const NOT_SAVED_YET_MESSAGE = 'Your latest changes are not saved yet. Check your connection, then try again.';
export const PUBLISH_FAILED_MESSAGE = 'The story could not be published. Check your connection, then try again.';
export const DELETE_FAILED_MESSAGE = 'The story could not be deleted. Check your connection, then try again.';
export const STORY_DELETED_MESSAGE = 'Your story was deleted.';
export const SEND_FAILED_MESSAGE = 'The email could not be sent. Check your connection, then try again.';

export interface InitialDraft {
  title: string;
  subtitle: string;
  body: PostBody | null;
}

interface StoryEditorProps {
  /** The story being edited, or null for a new one (created on the first keystroke). */
  post: EditorPostFragment | null;
  draft: InitialDraft;
  /** /{collectionSlug}/new-story starts the draft in that publication. */
  collectionSlug: string | null;
  /** /newsletters/{id}/new-email: a new email-only issue for this newsletter (sent, never published). */
  newsletter?: EmailNewsletterFragment | null;
}

/** The editor page's working part: the editor, its bar, autosave, publishing and deleting. */
export function StoryEditor({ post: initialPost, draft, collectionSlug, newsletter = null }: StoryEditorProps) {
  const client = useClient();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const { showToast } = useToasts();
  const editor = useRef<EditorHandle>(null);
  const [post, setPost] = useState<EditorPostFragment | null>(initialPost);
  const postId = useRef<string | null>(initialPost?.id ?? null);
  const [draftLabel, setDraftLabel] = useState<string | null>(initialPost ? (initialPost.draftLabel ?? null) : 'Draft');
  const [dialog, setDialog] = useState<null | { kind: 'publish'; form: PublishForm; images: StoryImage[]; title: string; subtitle: string } | { kind: 'delete' } | { kind: 'send'; title: string }>(null);
  // An email-only issue: Send takes Publish's place, and the story settings do not apply.
  const emailTo = post?.newsletterIssue?.newsletter ?? newsletter;
  const [sentAt, setSentAt] = useState<number | null>(post?.newsletterIssue?.sentAt ?? null);
  const { data: publicationsData } = useQuery(ViewerPublicationsQuery, { ssr: false });

  const save = useMemo(
    () =>
      draftSaver({
        client,
        content: () => editor.current!.content(),
        postId: () => postId.current,
        collectionSlug,
        newsletterId: newsletter?.id ?? null,
        onCreated: (created) => {
          postId.current = created.id;
          setPost(created);
          setDraftLabel(created.draftLabel ?? null);
          // The address becomes the story's own, without a reload and without a new history entry.
          window.history.replaceState(window.history.state, '', buildPath('ShowPostEdit', { postId: created.id }));
        },
        onSaved: (label) => setDraftLabel(label),
      }),
    [client, collectionSlug, newsletter],
  );
  const initialVersion = initialPost ? (initialPost.latestDraft?.version ?? initialPost.latestVersion) : null;
  const autosave = useAutosave(initialVersion, save);

  // The draft in the cache is the one this page started from; coming back later must load the newest.
  useEffect(
    () => () => {
      const id = postId.current;
      if (!id) return;
      const ref = client.cache.identify({ __typename: 'Post', id });
      client.evict({ id: ref, fieldName: 'latestDraft' });
      client.evict({ id: ref, fieldName: 'latestVersion' });
    },
    [client],
  );

  const publications: PublicationChoice[] = (publicationsData?.viewerPublications ?? [])
    .filter((c) => c.viewerEdge.isEditor || c.viewerEdge.isWriter)
    .map((c) => ({ id: c.id, name: c.name, isEditor: c.viewerEdge.isEditor }));

  function openPublish() {
    const handle = editor.current;
    if (!handle || !post) return;
    const content = handle.content();
    const images = handle.images();
    const form = initialPublishForm(
      {
        tags: post.tags.map((t) => t.displayTitle),
        visibility: post.visibility,
        license: post.license,
        canonicalUrl: post.canonicalUrl ?? null,
        collectionId: post.collection?.id ?? post.pendingCollection?.id ?? null,
        previewImage: post.previewImage ? { id: post.previewImage.id, focusPercentX: post.previewImage.focusPercentX ?? null, focusPercentY: post.previewImage.focusPercentY ?? null } : null,
      },
      images,
    );
    setDialog({ kind: 'publish', form, images, title: content.title, subtitle: content.subtitle });
  }

  async function publish(form: PublishForm): Promise<PublishFailure | null> {
    const id = postId.current;
    if (!id) return { field: null, message: NOT_SAVED_YET_MESSAGE };
    const state = await autosave.controller.flush();
    if (state.status === 'conflict') return { field: null, message: CONFLICT_MESSAGE };
    if (hasUnsavedChanges(state) || state.baseVersion === null) return { field: null, message: state.message ?? NOT_SAVED_YET_MESSAGE };
    const built = buildPublishInput(form, state.baseVersion);
    if (!built.ok) return { field: built.field, message: built.error };
    let result;
    try {
      const { data } = await client.mutate({ mutation: PublishPostMutation, variables: { postId: id, input: built.input } });
      result = data?.publishPost;
    } catch (error) {
      return { field: null, message: (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || PUBLISH_FAILED_MESSAGE };
    }
    if (!result) return { field: null, message: PUBLISH_FAILED_MESSAGE };
    if (result.__typename !== 'Post') return { field: publishErrorField(result.message), message: result.message };
    autosave.allowLeaving();
    goTo(result.mediumUrl);
    return null;
  }

  async function sendEmail(): Promise<string | null> {
    const id = postId.current;
    if (!id) return NOT_SAVED_YET_MESSAGE;
    const state = await autosave.controller.flush();
    if (state.status === 'conflict') return CONFLICT_MESSAGE;
    if (hasUnsavedChanges(state) || state.baseVersion === null) return state.message ?? NOT_SAVED_YET_MESSAGE;
    let result;
    try {
      const { data } = await client.mutate({ mutation: SendNewsletterEmailMutation, variables: { postId: id, baseVersion: state.baseVersion } });
      result = data?.sendNewsletterEmail;
    } catch (error) {
      return (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) || SEND_FAILED_MESSAGE;
    }
    if (!result) return SEND_FAILED_MESSAGE;
    if (result.__typename !== 'NewsletterIssue') return result.message;
    setSentAt(result.sentAt ?? Date.now());
    setDialog(null);
    showToast({ message: PUBLICATION_NEWSLETTER_MESSAGES.issueSent(emailTo?.subscriberCount ?? 0) });
    return null;
  }

  async function deleteStory(): Promise<string | null> {
    const id = postId.current;
    if (!id) return DELETE_FAILED_MESSAGE;
    let result;
    try {
      const { data } = await client.mutate({ mutation: DeletePostMutation, variables: { postId: id } });
      result = data?.deletePost;
    } catch {
      return DELETE_FAILED_MESSAGE;
    }
    if (!result) return DELETE_FAILED_MESSAGE;
    if (result.__typename !== 'PostDeleted') return result.message;
    autosave.controller.dispose();
    autosave.allowLeaving();
    showToast({ message: STORY_DELETED_MESSAGE });
    navigate(buildPath('ShowYourStories', { filterBy: 'drafts' }));
    return null;
  }

  async function openSettings() {
    const id = postId.current;
    if (!id) return;
    await autosave.controller.flush();
    navigate(buildPath('ShowPostSettings', { postId: id }));
  }

  const status = autosave.state.status;
  return (
    <div className="story-editor">
      <EditorBar
        draftLabel={emailTo ? (sentAt ? `Sent to ${emailTo.name}` : `Email to ${emailTo.name}`) : draftLabel}
        save={autosave.state}
        isPublished={post?.isPublished ?? false}
        hasDraft={post !== null}
        onPublish={openPublish}
        onSettings={openSettings}
        onDelete={() => setDialog({ kind: 'delete' })}
        email={emailTo ? { sent: sentAt !== null, onSend: () => setDialog({ kind: 'send', title: editor.current?.content().title ?? '' }) } : undefined}
      />
      {status === 'refused' && autosave.state.message && (
        <p className="editor-notice" role="alert">
          Not saved: {autosave.state.message}
        </p>
      )}
      <Editor ref={editor} initial={draft} onEdit={() => autosave.controller.edit()} onBlur={() => void autosave.controller.flush()} />
      {status === 'conflict' && (
        <ConflictDialog
          copyText={() => editor.current?.plainText() ?? ''}
          onReload={() => {
            autosave.allowLeaving();
            window.location.reload();
          }}
        />
      )}
      {dialog?.kind === 'publish' && status !== 'conflict' && (
        <PublishDialog
          initial={dialog.form}
          title={dialog.title}
          subtitle={dialog.subtitle}
          images={dialog.images}
          publications={publications}
          isPublished={post?.isPublished ?? false}
          onPublish={publish}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'send' && emailTo && status !== 'conflict' && (
        <SendEmailDialog title={dialog.title} newsletter={emailTo} onConfirm={sendEmail} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && <DeleteStoryDialog onConfirm={deleteStory} onClose={() => setDialog(null)} />}
    </div>
  );
}
