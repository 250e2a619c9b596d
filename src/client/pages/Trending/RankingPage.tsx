import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RankedStories, type RankedStoriesProps } from './RankedStories';

export interface RankingTab {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

interface RankingPageProps {
  testId: string;
  heading: string;
  lede: ReactNode;
  /** The tabs' name for screen readers ("Top stories of", "Trending over") and the tabs. */
  tabsLabel: string;
  tabs: readonly RankingTab[];
  /** More navigation under the tabs (the trending page's topics). */
  below?: ReactNode;
  /** The first page's address, when this page was opened at a cursor: a way back to the top. */
  backTo: string | null;
  /** What the page says when no story ranks yet. */
  empty: ReactNode;
  stories: RankedStoriesProps;
}

/** A page of ranked stories (/trending, /top-stories): a heading, tabs, the numbered stories or why there are none. */
export function RankingPage({ testId, heading, lede, tabsLabel, tabs, below, backTo, empty, stories }: RankingPageProps) {
  return (
    <div className="ranking-page" data-testid={testId}>
      <header className="ranking-page__head">
        <h1 className="ranking-page__title">{heading}</h1>
        <p className="ranking-page__lede">{lede}</p>
      </header>
      <nav className="ranking-page__tabs" aria-label={tabsLabel}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link to={tab.to} className="ranking-page__tab" aria-current={tab.current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {below}
      {backTo && (
        <p className="ranking-page__back">
          <Link to={backTo}>← Back to the top</Link>
        </p>
      )}
      {stories.posts.length === 0 ? <div className="ranking-page__empty">{empty}</div> : <RankedStories {...stories} />}
    </div>
  );
}

/** The stories of the next page added to those shown, leaving out any already there (a ranking moves while it is read). */
export function withMore<P extends { id: string }>(shown: readonly P[], more: readonly P[]): P[] {
  const seen = new Set(shown.map((p) => p.id));
  return [...shown, ...more.filter((p) => !seen.has(p.id))];
}
