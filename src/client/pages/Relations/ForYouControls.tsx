import { countLabel, formatCount } from '../../../shared/format/intl';
import { useState } from 'react';
import { Link } from 'react-router';
import { FEED_MESSAGES, type FeedSignalKind } from '../../../shared/feeds';
import { buildPath } from '../../../shared/routes';
import { useMutation, useQuery } from '../../data';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { graphql } from '../../gql';
import { RemoveFromForYouMutation, RestoreToForYouMutation } from '../Home/home-operations';
import '../Home/topic-chips.css';
import './for-you-controls.css';

const ForYouSignalsQuery = graphql(`
  query ForYouSignals {
    forYouSignals {
      reader {
        id
        socialStats {
          followingCount
          collectionFollowingCount
        }
      }
      topics {
        id
        slug
        name
      }
      reads {
        ...ForYouSignalRow
      }
      claps {
        ...ForYouSignalRow
      }
      shownLess {
        ...ForYouSignalRow
      }
    }
  }
`);

export const ForYouSignalRowFields = graphql(`
  fragment ForYouSignalRow on FeedSignal {
    kind
    removed
    at
    post {
      id
      title
      mediumUrl
      creator {
        id
        name
      }
    }
  }
`);

interface SignalRow {
  kind: FeedSignalKind;
  removed: boolean;
  post: { id: string; title: string; mediumUrl: string; creator: { name: string } };
}

const plural = (n: number, one: string, many: string) => countLabel(n, one, many, formatCount(n));

/** /me/following/for-you: what shapes the reader's For you feed, each read, clap and "Show less" removable or undone here. */
export function ForYouControls() {
  const { data, loading, refetch } = useQuery(ForYouSignalsQuery, { fetchPolicy: 'cache-and-network' });
  const signals = data?.forYouSignals;
  if (!signals) return loading ? null : <p className="relations-page__empty">We couldn’t load this page. Please reload it.</p>;
  const stats = signals.reader.socialStats;
  const changed = () => void refetch();
  return (
    <div className="for-you-controls">
      <p className="for-you-controls__intro">
        These shape the stories in For you on your <Link to={buildPath('ShowHome')}>home page</Link>. Take out anything you don’t want
        recommendations based on: it stays in your reading history and claps.
      </p>

      <section className="for-you-controls__section" aria-labelledby="for-you-follows">
        <h2 id="for-you-follows">What you follow</h2>
        <ul className="for-you-controls__follows">
          <li>
            <Link to={buildPath('ShowFollowingEntities', { entityName: 'people' })}>{plural(stats.followingCount, 'person', 'people')}</Link>
          </li>
          <li>
            <Link to={buildPath('ShowFollowingEntities', { entityName: 'publications' })}>
              {plural(stats.collectionFollowingCount, 'publication', 'publications')}
            </Link>
          </li>
          <li>
            <Link to={buildPath('ShowFollowingTopics')}>{plural(signals.topics.length, 'topic', 'topics')}</Link>
          </li>
        </ul>
        {signals.topics.length > 0 && (
          <ul className="topic-chips for-you-controls__topics">
            {signals.topics.map((topic) => (
              <li key={topic.id}>
                <Link className="topic-chip" to={buildPath('ShowTopic', { topicSlug: topic.slug })}>
                  {topic.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SignalSection id="for-you-reads" title="Recent reading" empty="Stories you read will show up here." rows={signals.reads} onChange={changed} />
      <SignalSection id="for-you-claps" title="Recent claps" empty="Stories you clap for will show up here." rows={signals.claps} onChange={changed} />
      <SignalSection
        id="for-you-less"
        title="Showing less like"
        empty="Choose “Show less like this” on a story in For you to see fewer like it."
        rows={signals.shownLess}
        onChange={changed}
      />
    </div>
  );
}

function SignalSection({ id, title, empty, rows, onChange }: { id: string; title: string; empty: string; rows: SignalRow[]; onChange: () => void }) {
  return (
    <section className="for-you-controls__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="for-you-controls__empty">{empty}</p>
      ) : (
        <ul className="for-you-controls__list">
          {rows.map((row) => (
            <SignalItem key={`${row.kind}:${row.post.id}`} row={row} onChange={onChange} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SignalItem({ row, onChange }: { row: SignalRow; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const storyHref = useSiteHref(row.post.mediumUrl);
  const { showToast } = useToasts();
  const [remove] = useMutation(RemoveFromForYouMutation);
  const [restore] = useMutation(RestoreToForYouMutation);
  // A "Show less" row is itself a removal: its action undoes it.
  const isOut = row.kind === 'SHOW_LESS' || row.removed;

  async function act() {
    if (busy) return;
    setBusy(true);
    try {
      const variables = { kind: row.kind, postId: row.post.id };
      const answer = isOut ? (await restore({ variables })).data.restoreToForYou : (await remove({ variables })).data.removeFromForYou;
      if (answer.__typename !== 'FeedSignalChange') showToast({ message: answer.message, toastStyle: 'ERROR' });
      else showToast({ message: answer.removed ? FEED_MESSAGES.removed : FEED_MESSAGES.restored });
      onChange();
    } catch {
      showToast({ message: FEED_MESSAGES.retryableError, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`for-you-signal${row.removed && row.kind !== 'SHOW_LESS' ? ' for-you-signal--removed' : ''}`}>
      <div className="for-you-signal__text">
        <Link to={storyHref} className="for-you-signal__title">
          {row.post.title || 'Untitled story'}
        </Link>
        <span className="for-you-signal__by">
          {row.post.creator.name}
          {row.removed && row.kind !== 'SHOW_LESS' && ' · Not used for recommendations'}
        </span>
      </div>
      <button type="button" className="button button--outline for-you-signal__action" onClick={() => void act()} disabled={busy} aria-busy={busy}>
        {isOut ? 'Undo' : 'Remove'}
        <span className="for-you-signal__for"> {row.post.title}</span>
      </button>
    </li>
  );
}
