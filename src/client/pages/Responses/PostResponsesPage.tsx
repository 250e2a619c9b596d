import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '../../data';
import { buildPath, postIdFromParam } from '../../../shared/routes';
import { RESPONSE_SORT_PARAM, sortFromParam } from '../../../shared/validation/responses';
import ResponsesThread from '../../components/Responses/ResponsesThread';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import type { PageProps } from '../registry';
import '../../components/Responses/responses.css';
import { useSiteHrefs } from '../../components/SiteLink/site-links';

const PostResponsesPageQuery = graphql(`
  query PostResponsesPage($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        title
        mediumUrl
        isResponse
        creator {
          id
          name
        }
      }
    }
  }
`);


/**
 * /p/{postId}/responses (and /responses/new, with the editor open): a story's whole discussion on its own page,
 * or the replies under a response. `?to=` pages on without scripts, in the order `?sort=` names.
 */
export default function PostResponsesPage({ params, route }: PageProps) {
  const postId = postIdFromParam(params.postId ?? '');
  const { search } = useLocation();
  const pathOf = useSiteHrefs();
  const query = new URLSearchParams(search);
  const to = query.get('to');
  const sort = sortFromParam(query.get(RESPONSE_SORT_PARAM));
  const { data } = useQuery(PostResponsesPageQuery, { variables: { id: postId ?? '' }, skip: !postId });
  const result = data?.postResult;
  const post = result?.__typename === 'Post' ? result : null;
  useHead(post ? { title: `Responses to ${post.title || 'a story'}` } : {});
  if (!postId || (result && result.__typename !== 'Post')) return <NotFoundPage />;
  if (!post) return null;
  const path = buildPath('ShowPostResponses', { postId: post.id });
  return (
    <main className="responses-page">
      <p className="response-to">
        <a href={pathOf(post.mediumUrl)}>← {post.title || 'Back to the story'}</a>
      </p>
      {to && (
        <p className="response-to">
          <a href={sort === 'NEWEST' ? `${path}?${RESPONSE_SORT_PARAM}=newest` : path}>← First responses</a>
        </p>
      )}
      <section id="responses" className="responses">
        <Suspense fallback={null}>
          <ResponsesThread
            kind={post.isResponse ? 'response' : 'story'}
            rootId={post.id}
            gate={{ id: post.id, title: post.title, mediumUrl: post.mediumUrl, creator: post.creator }}
            moreHref={path}
            quote={null}
            onQuoteHandled={() => undefined}
            startOpen={route.name === 'ShowNewPostResponse'}
            serverPage={{ to, sort }}
          />
        </Suspense>
      </section>
    </main>
  );
}
