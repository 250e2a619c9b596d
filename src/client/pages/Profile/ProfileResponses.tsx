import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../data';
import { formatDate } from '../../../shared/format/dates';
import { buildPath } from '../../../shared/routes';
import { responseToLabel, responseToListLabel } from '../../../shared/validation/responses';
import { useSiteHrefs } from '../../components/SiteLink/site-links';
import { ResponseText } from '../../components/Responses/ResponseText';
import { graphql } from '../../gql';
import type { ProfileUser } from './ProfileFrame';
import { useInfiniteScroll } from './paging';
import { emptyTabMessage } from './profile-tabs';
import '../../components/Responses/responses.css';

const ProfileResponsesQuery = graphql(`
  query ProfileResponses($id: ID!, $paging: PagingOptions) {
    user(id: $id) {
      id
      responsesConnection(paging: $paging) {
        responses {
          id
          mediumUrl
          firstPublishedAt
          isHiddenOnParent
          responseRootPost {
            id
            title
            mediumUrl
          }
          responseRootCatalog {
            id
            name
            slugId
            creator {
              id
              username
            }
          }
          responseParagraphs {
            name
            type
            text
          }
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
`);

/** The profile's responses tab: what this person wrote in reply to others, newest first. */
export function ProfileResponses({ user, own }: { user: ProfileUser; own: boolean }) {
  const siteHref = useSiteHrefs();
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, fetchMore } = useQuery(ProfileResponsesQuery, { variables: { id: user.id } });
  const connection = data?.user?.responsesConnection;
  const next = connection?.pagingInfo.next ?? null;
  const responses = connection?.responses ?? [];

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { paging: { limit: next.limit, to: next.to } },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!previous.user || !fetchMoreResult.user) return previous;
          const seen = new Set(previous.user.responsesConnection.responses.map((r) => r.id));
          return {
            ...previous,
            user: {
              ...previous.user,
              responsesConnection: {
                ...fetchMoreResult.user.responsesConnection,
                responses: [...previous.user.responsesConnection.responses, ...fetchMoreResult.user.responsesConnection.responses.filter((r) => !seen.has(r.id))],
              },
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }
  const sentinel = useInfiniteScroll<HTMLButtonElement>(() => void loadMore(), next !== null && !loadingMore, responses.length);

  if (!connection) return null;
  if (responses.length === 0) return <p className="profile-empty">{emptyTabMessage('responses', user.name, own)}</p>;
  return (
    <section className="profile-responses" aria-label="Responses">
      {responses.map((response) => (
        <article key={response.id} className={`response${response.isHiddenOnParent ? ' response--hidden' : ''}`} data-response-id={response.id}>
          {response.responseRootPost && (
            <p className="response-to">
              <Link to={siteHref(response.responseRootPost.mediumUrl)}>{responseToLabel(response.responseRootPost.title)}</Link>
            </p>
          )}
          {response.responseRootCatalog && (
            <p className="response-to">
              <Link to={buildPath('ShowUserList', { username: response.responseRootCatalog.creator.username ?? '', catalogSlugId: response.responseRootCatalog.slugId })}>
                {responseToListLabel(response.responseRootCatalog.name)}
              </Link>
            </p>
          )}
          <Link to={siteHref(response.mediumUrl)} className="response__time">
            {response.firstPublishedAt != null && <time dateTime={new Date(response.firstPublishedAt).toISOString()}>{formatDate(response.firstPublishedAt)}</time>}
          </Link>
          {response.isHiddenOnParent && <span className="response__badge"> Hidden by the author</span>}
          <ResponseText paragraphs={response.responseParagraphs} />
        </article>
      ))}
      {next && (
        <button
          ref={sentinel}
          type="button"
          className="button button--outline responses__more"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            void loadMore();
          }}
        >
          {loadingMore ? 'Loading…' : 'Show more responses'}
        </button>
      )}
    </section>
  );
}
