import { useQuery } from '../../data';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PostCard } from '../../components/PostCard/PostCard';
import { graphql } from '../../gql';
import { useHead } from '../../shell/head';
import { useHttpStatus } from '../../shell/status';
import './not-found.css';

/** The sample cards' square images by breakpoint (spec 2 §2.3), as not-found.css lays them out. */
const SAMPLE_IMAGE_SIZES = '(min-width: 1320px) 478px, (min-width: 1080px) 410px, (min-width: 728px) 303px, 242px';

const SamplePostsQuery = graphql(`
  query SamplePosts {
    samplePosts(limit: 3) {
      ...PostCard
    }
  }
`);

export function NotFoundPage() {
  useHttpStatus(404);
  useHead({ title: 'Page not found', robots: 'noindex' });
  const { data } = useQuery(SamplePostsQuery);
  return (
    <section className="not-found">
      <div className="not-found__hero">
        <p className="not-found__label">PAGE NOT FOUND</p>
        <div className="not-found__art" aria-hidden="true">
          <span className="not-found__code">404</span>
        </div>
        <h1 className="not-found__title">Out of nothing, something.</h1>
        <p className="not-found__text">
          You can find (just about) anything on Quire — apparently even a page that doesn’t exist. Maybe these stories will
          take you somewhere new?
        </p>
        <Link className="button button--outline" to={buildPath('ShowHome')}>
          Home
        </Link>
      </div>
      {data && data.samplePosts.length > 0 && (
        <div className="sample-grid">
          {data.samplePosts.slice(0, 3).map((post) => (
            <PostCard key={post.id} post={post} size="compact" imageSizes={SAMPLE_IMAGE_SIZES} />
          ))}
        </div>
      )}
    </section>
  );
}
