import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { Avatar } from '../../components/Avatar/Avatar';
import { customStyleProps } from '../../components/CustomStyle/CustomStyle';
import { FollowUserButton, isOwnEdge } from '../../components/FollowButton/FollowButton';
import { SubscribeByEmailButton } from '../../components/Newsletter/SubscribeByEmailButton';
import { imageSrcSet, imageUrl } from '../../components/images';
import { PublisherMenu } from '../../components/PublisherMenu/PublisherMenu';
import type { ProfileFollowersQueryVariables, ProfileFollowingQueryVariables, ProfilePageQuery, ProfileStoriesQueryVariables } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import { ProfileAbout } from './ProfileAbout';
import { ProfileHighlights } from './ProfileHighlights';
import { ProfileLists } from './ProfileLists';
import { ProfileSeries } from './ProfileSeries';
import { ProfileResponses } from './ProfileResponses';
import { ProfileFollowers, ProfileFollowing } from './ProfilePeople';
import { ProfileStories } from './ProfileStories';
import { profileHead } from './profile-head';
import { emptyTabMessage, followersLabel, stripTabs, tabPath, type ProfileTab } from './profile-tabs';
import { StyleReminder } from './StyleReminder';

export type ProfileUser = Extract<ProfilePageQuery['userResult'], { __typename: 'User' }>;

interface ProfileFrameProps {
  user: ProfileUser;
  tab: ProfileTab;
  storiesVariables: ProfileStoriesQueryVariables;
  peopleVariables: ProfileFollowingQueryVariables;
  cursor: string | null;
}

function TabContent({ user, tab, own, storiesVariables, peopleVariables, cursor }: ProfileFrameProps & { own: boolean }) {
  switch (tab) {
    case 'home':
      return <ProfileStories variables={storiesVariables} cursor={cursor} name={user.name} own={own} path={tabPath('home', user)} />;
    case 'about':
      return <ProfileAbout user={user} own={own} />;
    case 'followers': {
      const variables: ProfileFollowersQueryVariables = { username: peopleVariables.username, id: peopleVariables.id, paging: peopleVariables.paging };
      return <ProfileFollowers owner={user} own={own} variables={variables} />;
    }
    case 'following':
      return <ProfileFollowing owner={user} own={own} variables={peopleVariables} />;
    case 'highlights':
      return <ProfileHighlights user={user} own={own} />;
    case 'responses':
      return <ProfileResponses user={user} own={own} />;
    case 'lists':
      return <ProfileLists user={user} own={own} />;
    case 'series':
      return <ProfileSeries user={user} own={own} />;
    default:
      // Recommendations and books arrive with their features.
      return <p className="profile-empty">{emptyTabMessage(tab, user.name, own)}</p>;
  }
}

/** What the side column (and, on a phone, the block under the name) says about the person, with Follow or Edit. */
function Identity({ user, own, actions }: { user: ProfileUser; own: boolean; actions: ReactNode }) {
  return (
    <>
      <span className="profile__side-avatar">
        <Avatar name={user.name} imageId={user.imageId} size={96} isMember={user.mediumMemberAt != null} />
      </span>
      <p className="profile__side-name">{user.name}</p>
      <p className="profile__followers">
        <Link to={tabPath('followers', user)}>{followersLabel(user.socialStats.followerCount)}</Link>
      </p>
      {user.bio ? <p className="profile__bio">{user.bio}</p> : own ? <p className="profile__bio profile__bio--empty">{emptyTabMessage('about', user.name, true)}</p> : null}
      <div className="profile__actions">{actions}</div>
    </>
  );
}

/** The profile's frame, Medium-like: the name and tabs over the tab's content, the person in a side column. */
export function ProfileFrame(props: ProfileFrameProps) {
  const { user, tab } = props;
  const { productName } = useShell();
  const own = isOwnEdge(user);
  const origin = new URL(user.mediumUrl).origin;
  useHead(profileHead({ productName, tab, url: origin + tabPath(tab, user), user }));
  const design = customStyleProps(user.customStyleSheet);
  const header = user.customStyleSheet?.header.backgroundImage ?? null;

  const actions = own ? (
    <>
      <Link className="button button--outline profile__edit" to={buildPath('ShowSettings', {}, { hash: 'profile' })}>
        Edit profile
      </Link>
      <span className="profile__design">
        <Link className="profile__design-link" to={buildPath('ShowDesign')}>
          Design your profile
        </Link>
        <StyleReminder userId={user.id} />
      </span>
    </>
  ) : (
    <>
      <FollowUserButton user={user} />
      <SubscribeByEmailButton user={user} newsletter={user.newsletterV3} />
      <PublisherMenu user={user} />
    </>
  );

  return (
    <div className={`profile${design ? ` ${design.className}` : ''}`} style={design?.style} data-user-id={user.id}>
      {header && (
        <div className="profile__banner">
          <img src={imageUrl(header.id, 1400)} srcSet={imageSrcSet(header.id, 2000)} sizes="100vw" alt="" fetchPriority="high" />
        </div>
      )}
      <div className="profile__layout">
        <div className="profile__main">
          <header className="profile__head">
            <span className="profile__head-avatar" aria-hidden="true">
              <Avatar name={user.name} imageId={user.imageId} size={48} isMember={user.mediumMemberAt != null} />
            </span>
            <h1 className="profile__name">{user.name}</h1>
          </header>
          <nav className="profile__tabs" aria-label="Profile">
            <ul>
              {stripTabs(tab).map((t) => (
                <li key={t.tab}>
                  <Link to={tabPath(t.tab, user)} className="profile__tab" aria-current={t.tab === tab ? 'page' : undefined}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="profile__content">
            <TabContent {...props} own={own} />
          </div>
        </div>
        <aside className="profile__side" aria-label={`About ${user.name}`}>
          <Identity user={user} own={own} actions={actions} />
        </aside>
      </div>
    </div>
  );
}
