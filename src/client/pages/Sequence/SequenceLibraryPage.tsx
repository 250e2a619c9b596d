import { Link, useLocation } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { sequenceStoryCountLabel } from '../../../shared/validation/series';
import { Avatar } from '../../components/Avatar/Avatar';
import { useQuery } from '../../data';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import { SequenceLibraryQuery } from './sequence-operations';
import './sequence.css';

/** /collections: every sequence with stories, last changed first; "Older sequences" is a plain link (?to=). */
export default function SequenceLibraryPage(_: PageProps) {
  const { productName, session } = useShell();
  const { search } = useLocation();
  const to = new URLSearchParams(search).get('to');
  const { data, loading } = useQuery(SequenceLibraryQuery, { variables: { paging: to ? { to } : {} } });
  useHead({ title: `Sequences – ${productName}`, description: 'Reading paths: stories put together to be read in order.' });
  const connection = data?.sequencesConnection;
  const next = connection?.pagingInfo.next ?? null;

  return (
    <div className="sequence-library">
      <header className="sequence-library__head">
        <div>
          <h1 className="sequence-library__title">Sequences</h1>
          <p className="sequence-library__lede">Reading paths: stories put together by readers and writers, to be read one after another.</p>
        </div>
        {session.isLoggedInCookie && (
          <Link className="button button--outline" to={buildPath('ShowNewSequence')}>
            New sequence
          </Link>
        )}
      </header>
      {!connection && loading ? null : connection && connection.sequences.length > 0 ? (
        <ul className="sequence-library__grid">
          {connection.sequences.map((sequence) => (
            <li key={sequence.id}>
              <Link to={buildPath('ShowSequence', { sequenceSlug: sequence.slug })} className="sequence-tile">
                <span className="sequence-tile__count">{sequenceStoryCountLabel(sequence.postCount)}</span>
                <h2 className="sequence-tile__title">{sequence.title}</h2>
                {sequence.description && <p className="sequence-tile__description">{sequence.description}</p>}
                <span className="sequence-tile__curator">
                  <Avatar name={sequence.creator.name} imageId={sequence.creator.imageId} size={20} />
                  {sequence.creator.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sequence-library__empty">No sequences yet.</p>
      )}
      {next && (
        <p className="sequence-library__older">
          <Link className="button button--outline" to={buildPath('ShowSequenceLibrary', {}, { query: { to: next.to ?? undefined } })}>
            Older sequences
          </Link>
        </p>
      )}
    </div>
  );
}
