import { postIdFromParam } from '../../../shared/routes';
import { useQuery } from '../../data';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import PostPage from '../Post/PostPage';
import type { PageProps } from '../registry';
import { SequenceBar, useSequenceKeys } from './SequenceBar';
import { SequenceBarQuery } from './sequence-operations';
import './sequence.css';

/** /s/{sequenceSlug}/{postId}: the story as its own page shows it, between the sequence's bars. */
export default function SequencePostPage({ params, route }: PageProps) {
  const slug = params.sequenceSlug ?? '';
  const postId = postIdFromParam(params.postId ?? '');
  const { data, loading } = useQuery(SequenceBarQuery, { variables: { slug, postId: postId ?? '' }, skip: !postId });
  const sequence = data?.sequence ?? null;
  const position = sequence?.position ?? null;
  useSequenceKeys(slug, position?.previous ?? null, position?.next ?? null);
  if (!postId || (!loading && !position)) return <NotFoundPage />;
  if (!sequence || !position) return null;
  return (
    <div className="sequence-post" data-sequence={sequence.slug}>
      <SequenceBar sequence={sequence} position={position} placement="top" />
      <PostPage params={{ postId: params.postId ?? '' }} route={route} />
      <SequenceBar sequence={sequence} position={position} placement="bottom" />
    </div>
  );
}
