import { Link } from 'react-router';
import { formatReadingTime } from '../../../shared/content';
import { buildPath } from '../../../shared/routes';
import { MenuButton, MoreIcon, type MenuItem } from '../../components/Menu/MenuButton';
import { MemberStar } from '../../components/PostCard/PostCard';
import { useSiteHref } from '../../components/SiteLink/site-links';
import type { YourStoryFragment } from '../../gql/graphql';
import { storyTimestamp } from './your-stories-tabs';

interface StoryRowProps {
  story: YourStoryFragment;
  onUnpublish: (story: YourStoryFragment) => void;
  onDelete: (story: YourStoryFragment) => void;
}

/** One story in "Your stories": its title (to the editor for drafts, to the story once published), state and actions. */
export function StoryRow({ story, onUnpublish, onDelete }: StoryRowProps) {
  const title = story.title || 'Untitled story';
  const editPath = buildPath('ShowPostEdit', { postId: story.id });
  const storyHref = useSiteHref(story.mediumUrl);
  const items: MenuItem[] = [
    { label: 'Edit story', to: editPath },
    { label: 'Story settings', to: buildPath('ShowPostSettings', { postId: story.id }) },
  ];
  if (story.isPublished) items.push({ label: 'Unpublish', onSelect: () => onUnpublish(story) });
  items.push({ label: 'Delete story', onSelect: () => onDelete(story), danger: true });

  return (
    <li className="your-story" data-post-id={story.id}>
      <div className="your-story__text">
        <h2 className="your-story__title">
          <Link to={story.isPublished ? storyHref : editPath}>{title}</Link>
        </h2>
        {story.subtitle && <p className="your-story__subtitle">{story.subtitle}</p>}
        <p className="your-story__meta">
          {story.draftLabel && <span className="your-story__label">{story.draftLabel}</span>}
          {story.visibility === 'LOCKED' && <MemberStar />}
          {story.collection && story.isPublished && <span>In {story.collection.name}</span>}
          {/* Relative times can tick over between the server's render and hydration. */}
          <span suppressHydrationWarning>{storyTimestamp(story)}</span>
          <span>{formatReadingTime(story.readingTime)}</span>
        </p>
      </div>
      <MenuButton block="story-menu" label={`More actions for “${title}”`} items={items}>
        <MoreIcon />
      </MenuButton>
    </li>
  );
}
