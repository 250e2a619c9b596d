import { useQuery } from '../../data';
import type { PostBody } from '../../../shared/content';
import { postIdFromParam } from '../../../shared/routes';
import { CodePage, GenericErrorPage } from '../../components/ErrorPages/ErrorPages';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { NewsletterForEmailQuery, PostForEditingQuery } from './editor-operations';
import { StoryEditor, type InitialDraft } from './StoryEditor';
import '../../styles/story.css';
import '../../styles/editor.css';

const EMPTY_DRAFT: InitialDraft = { title: '', subtitle: '', body: null };

/** /new-story, /{collectionSlug}/new-story, /p/{postId}/edit and /newsletters/{id}/new-email. */
export default function EditorPage({ params, route }: PageProps) {
  if (route.name === 'ShowPostEdit') return <EditStory postParam={params.postId ?? ''} />;
  if (route.name === 'ShowNewsletterNewEmail') return <NewEmail newsletterId={params.newsletterV3Id ?? ''} />;
  return <NewStory collectionSlug={params.collectionSlug ?? null} />;
}

function NewStory({ collectionSlug }: { collectionSlug: string | null }) {
  useHead({ title: 'New story', robots: 'noindex' });
  return <StoryEditor post={null} draft={EMPTY_DRAFT} collectionSlug={collectionSlug} />;
}

/** An email-only issue, written in the story editor: only the newsletter's managers get past the 404. */
function NewEmail({ newsletterId }: { newsletterId: string }) {
  const { data, error } = useQuery(NewsletterForEmailQuery, { variables: { newsletterV3Id: newsletterId }, skip: !newsletterId });
  const result = data?.newsletterV3ForEmail;
  useHead({ title: result?.__typename === 'NewsletterV3' ? `New email to ${result.name}` : 'New email', robots: 'noindex' });
  if (!newsletterId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error) return <GenericErrorPage />;
  if (result?.__typename !== 'NewsletterV3') return <div className="story-editor story-editor--loading" aria-busy="true" />;
  return <StoryEditor post={null} draft={EMPTY_DRAFT} collectionSlug={null} newsletter={result} />;
}

function parseBody(bodyJson: string): PostBody | null | undefined {
  try {
    const body = JSON.parse(bodyJson) as PostBody;
    return body && Array.isArray(body.paragraphs) ? body : undefined;
  } catch {
    return undefined;
  }
}

function EditStory({ postParam }: { postParam: string }) {
  const postId = postIdFromParam(postParam);
  const { data, error } = useQuery(PostForEditingQuery, { variables: { id: postId ?? '' }, skip: !postId });
  const result = data?.postForEditing;
  const post = result?.__typename === 'Post' ? result : null;
  useHead({ title: post ? `Editing “${post.latestDraft?.title || post.title || 'Untitled story'}”` : 'Edit story', robots: 'noindex' });

  if (!postId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (result?.__typename === 'Forbidden') return <CodePage code={403} title="You cannot edit this story" message={result.message} />;
  if (error) return <GenericErrorPage />;
  if (!post) return <div className="story-editor story-editor--loading" aria-busy="true" />;

  const latest = post.latestDraft;
  const body = latest ? parseBody(latest.bodyJson) : null;
  if (body === undefined) return <GenericErrorPage />;
  const draft: InitialDraft = { title: latest?.title ?? post.title, subtitle: latest?.subtitle ?? post.subtitle, body };
  return <StoryEditor key={post.id} post={post} draft={draft} collectionSlug={null} />;
}
