import { Link } from 'react-router';
import { useQuery } from '../../data';
import { formatDate } from '../../../shared/format/dates';
import { formatReadingTime } from '../../../shared/content/reading-time';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import { PostStatsQuery } from './stats-operations';
import { countLabel, NO_VIEWS_NOTE, READS_NOTE, visibilityLabel } from './stats-format';
import './stats.css';

/** /me/stats/post/{postId}: one of the writer's own stories; anyone else's answers 404. */
export default function PostStatsPage({ params }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { productName } = useShell();
  const siteHref = useSiteHrefs();
  useHead({ title: `Story stats – ${productName}`, robots: 'noindex' });
  const { data, error, refetch } = useQuery(PostStatsQuery, { variables: { postId: postId ?? '' }, skip: !postId, fetchPolicy: 'cache-and-network' });
  const result = data?.viewerPostStats;

  if (!postId || result?.__typename === 'NotFound') return <NotFoundPage />;
  if (error && !data) {
    return (
      <div className="stats">
        <h1 className="stats__title">Story stats</h1>
        <p role="alert" className="stats__error">
          We couldn’t load this story’s stats.{' '}
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  if (result?.__typename !== 'PostStats') return null;
  const { post } = result;
  const visibility = visibilityLabel(post.visibility);
  const title = post.title || 'Untitled story';
  const facts: [string, string][] = [
    ['First published', post.isPublished && post.firstPublishedAt ? formatDate(post.firstPublishedAt) : 'Not published'],
    ['Reading time', formatReadingTime(post.readingTime)],
    ['Length', countLabel(post.wordCount, 'word', 'words')],
    ['Who can read it', visibility ?? 'Everyone'],
  ];
  if (post.collection) facts.push(['Publication', post.collection.name]);
  if (post.isPublished) {
    const gained = result.followersGainedSincePublished;
    facts.push(['Followers gained since publishing', gained > 0 ? `+${gained.toLocaleString('en-US')}` : '0']);
    facts.push(['Views', result.views.toLocaleString('en-US')], ['Reads', result.reads.toLocaleString('en-US')]);
  }

  return (
    <div className="stats">
      <p className="stats__back">
        <Link to={buildPath('ShowStoriesStats')}>← All stories</Link>
      </p>
      <p className="stats__kicker">Story stats</p>
      <h1 className="stats__title stats__title--story">
        {post.isPublished ? <Link to={siteHref(post.mediumUrl)}>{title}</Link> : title}
      </h1>
      <dl className="stats__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="stats__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="stats__note">
        {post.isPublished && 'Followers gained counts the people who started following you after this story was first published and follow you still. '}
        {post.isPublished ? READS_NOTE : NO_VIEWS_NOTE}
      </p>
    </div>
  );
}
