import { useQuery } from '../../data';
import { Link } from 'react-router';
import { STORY_MESSAGES } from '../../../shared/validation/stories';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { useHttpStatus } from '../../shell/status';
import { StoryDiscussionSetting } from '../../components/Responses/StoryDiscussionSetting';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { PostSettingsQuery } from './post-settings-operations';
import { previewChoices } from './settings-form';
import { SettingsForm } from './SettingsForm';
import './post-settings.css';

/** /p/{postId}/settings: the story's settings, for its author. */
export default function PostSettingsPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  useHead({ title: `Story settings – ${productName}`, robots: 'noindex' });
  const { data, error } = useQuery(PostSettingsQuery, { variables: { id: postId ?? '' }, skip: !postId, fetchPolicy: 'cache-and-network' });
  const result = data?.postForEditing;

  if (!postId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error && !data) {
    return (
      <div className="story-settings">
        <h1 className="story-settings__title">Story settings</h1>
        <p role="alert">We couldn’t load this story’s settings. Please reload and try again.</p>
      </div>
    );
  }
  if (!result) return null;
  if (result.__typename === 'Forbidden') return <NotAllowed message={result.message} />;

  const storyPath = result.isPublished ? siteHref(result.mediumUrl) : buildPath('ShowPostEdit', { postId: result.id });
  if (data.viewer?.id !== result.creator.id) return <NotAllowed message={STORY_MESSAGES.cannotChangeSettings} backTo={storyPath} />;

  return (
    <div className="story-settings">
      <p className="story-settings__back">
        <Link to={storyPath}>{result.isPublished ? 'Back to the story' : 'Back to the draft'}</Link>
      </p>
      <h1 className="story-settings__title">Story settings</h1>
      <p className="story-settings__story">{result.title || 'Untitled story'}</p>
      <SettingsForm
        key={result.id}
        story={result}
        previewChoices={previewChoices(result.latestDraft?.bodyJson, result.previewImage?.id ?? null)}
      />
      {result.isPublished && <StoryDiscussionSetting postId={result.id} closed={result.isDiscussionClosed} />}
    </div>
  );
}

function NotAllowed({ message, backTo }: { message: string; backTo?: string }) {
  useHttpStatus(403);
  return (
    <div className="story-settings">
      <h1 className="story-settings__title">Story settings</h1>
      <p role="alert">{message}</p>
      {backTo && (
        <p>
          <Link to={backTo}>Back to the story</Link>
        </p>
      )}
    </div>
  );
}
