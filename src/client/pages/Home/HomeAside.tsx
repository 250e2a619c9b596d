import { Link } from 'react-router';
import { WHO_TO_FOLLOW_SIZE } from '../../../shared/feeds';
import { buildPath } from '../../../shared/routes';
import { useQuery } from '../../data';
import { Avatar } from '../../components/Avatar/Avatar';
import { FollowUserButton } from '../../components/FollowButton/FollowButton';
import { profilePath } from '../../components/UserHoverCard/profile-path';
import { HomeStaffPicksQuery, HomeTopicsQuery, HomeWhoToFollowQuery } from './home-operations';
import { StoryLine } from './StoryLine';
import './topic-chips.css';

const TOPICS_SHOWN = 7;
const STAFF_PICKS_SHOWN = 3;

/**
 * Writers to follow, each with a Follow button. Rendered with the page: the signed-in home is a reading page, whose
 * application starts only at the reader's first interaction, and the aside is the reader's own.
 */
export function WhoToFollow() {
  const people = useQuery(HomeWhoToFollowQuery, { variables: { limit: WHO_TO_FOLLOW_SIZE } }).data?.whoToFollow;
  if (!people || people.length === 0) return null;
  return (
    <section className="home-aside__section" aria-labelledby="who-to-follow">
      <h2 id="who-to-follow" className="home-aside__heading">
        Who to follow
      </h2>
      <ul className="who-to-follow">
        {people.map((person) => (
          <li key={person.id} className="who-to-follow__person">
            <Link to={profilePath(person)} className="who-to-follow__avatar" tabIndex={-1} aria-hidden="true">
              <Avatar name={person.name} imageId={person.imageId} size={32} isMember={person.mediumMemberAt != null} />
            </Link>
            <div className="who-to-follow__text">
              <Link to={profilePath(person)} className="who-to-follow__name">
                {person.name}
              </Link>
              {person.bio && <p className="who-to-follow__bio">{person.bio}</p>}
            </div>
            <FollowUserButton user={person} size="small" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Topic chips, each leading to its topic page, and a link to every topic. `afterFirstPaint` (the signed-in
 * aside, never cached) loads the chips in the browser; the page itself then carries only the link to every
 * topic, which is what a reader without JavaScript gets.
 */
export function RecommendedTopics({ heading, afterFirstPaint = false }: { heading: string; afterFirstPaint?: boolean }) {
  const { data, loading } = useQuery(HomeTopicsQuery, { variables: { limit: TOPICS_SHOWN }, ssr: !afterFirstPaint });
  const topics = data?.recommendedTopics;
  if (!topics || topics.length === 0) {
    if (!(afterFirstPaint && loading)) return null;
    return (
      <section className="home-aside__section" aria-labelledby="recommended-topics">
        <h2 id="recommended-topics" className="home-aside__heading">
          {heading}
        </h2>
        <Link className="home-aside__more" to={buildPath('ShowTopics')}>
          See more topics
        </Link>
      </section>
    );
  }
  return (
    <section className="home-aside__section" aria-labelledby="recommended-topics">
      <h2 id="recommended-topics" className="home-aside__heading">
        {heading}
      </h2>
      <ul className="topic-chips">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link className="topic-chip" to={buildPath('ShowTopic', { topicSlug: topic.slug })}>
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link className="home-aside__more" to={buildPath('ShowTopics')}>
        See more topics
      </Link>
    </section>
  );
}

/** The staff's picks (signed out). */
export function StaffPicks() {
  const picks = useQuery(HomeStaffPicksQuery, { variables: { limit: STAFF_PICKS_SHOWN } }).data?.staffPicks;
  if (!picks || picks.length === 0) return null;
  return (
    <section className="home-aside__section" aria-labelledby="staff-picks">
      <h2 id="staff-picks" className="home-aside__heading">
        Staff Picks
      </h2>
      <ol className="story-lines">
        {picks.map((post) => (
          <li key={post.id}>
            <StoryLine post={post} />
          </li>
        ))}
      </ol>
      <Link className="home-aside__more" to={buildPath('ShowCatalogBrowse', { catalogSlug: 'staff-picks' })}>
        See the full list
      </Link>
    </section>
  );
}
