import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { CodePage } from '../../components/ErrorPages/ErrorPages';
import { imageUrl } from '../../components/images';
import { useSiteHref } from '../../components/SiteLink/site-links';
import type { AdminCollectionFragment } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { NotFoundPage } from '../NotFound/NotFoundPage';

export type AdminTab = 'about' | 'masthead' | 'stories' | 'navigation' | 'featurePages' | 'followers' | 'domain' | 'design' | 'stats';

function tabs(slug: string): { key: AdminTab; label: string; to: string }[] {
  const at = (name: string, extra: Record<string, string> = {}) => buildPath(name, { collectionSlug: slug, ...extra });
  return [
    { key: 'stories', label: 'Stories', to: at('ShowCollectionStories', { filterBy: 'submissions' }) },
    { key: 'stats', label: 'Stats', to: at('ShowCollectionStatsOverview') },
    { key: 'about', label: 'About', to: at('ShowCollectionSettings') },
    { key: 'masthead', label: 'Editors and writers', to: at('ShowCollectionMastheadSettings') },
    { key: 'navigation', label: 'Navigation', to: at('ShowCollectionNavigationSettings') },
    { key: 'featurePages', label: 'Feature pages', to: at('ShowCollectionFeaturePages') },
    { key: 'followers', label: 'Followers', to: at('ShowCollectionFollowers') },
    { key: 'design', label: 'Design', to: at('ShowCollectionDesign') },
    { key: 'domain', label: 'Custom domain', to: at('ShowCollectionCustomDomainSettings') },
  ];
}

interface AdminFrameProps {
  /** The query's answer: undefined while loading, null when there is no such publication. */
  collection: AdminCollectionFragment | null | undefined;
  tab: AdminTab;
  title: string;
  children: (collection: AdminCollectionFragment) => ReactNode;
}

/**
 * The frame of every editors' page: 404 for no publication, 403 for anyone but its editors; else the
 * publication's name (to its home), the editors' pages as tabs, and the page itself.
 */
export function AdminFrame({ collection, tab, title, children }: AdminFrameProps) {
  if (collection === null) return <NotFoundPage />;
  if (collection === undefined) return null;
  if (!collection.viewerEdge.isEditor) {
    return <CodePage code={403} title="Editors only" message={`Only the editors of ${collection.name} can see this page.`} />;
  }
  return (
    <AdminLayout collection={collection} tab={tab} title={title}>
      {children(collection)}
    </AdminLayout>
  );
}

function AdminLayout({ collection, tab, title, children }: { collection: AdminCollectionFragment; tab: AdminTab; title: string; children: ReactNode }) {
  useHead({ title: `${title} – ${collection.name}`, robots: 'noindex' });
  const home = useSiteHref(collection.mediumUrl);
  return (
    <div className="publication-admin">
      <header className="publication-admin__header">
        <Link to={home} className="publication-admin__publication">
          {collection.avatar && <img src={imageUrl(collection.avatar.id, 400)} alt="" width={32} height={32} />}
          <span>{collection.name}</span>
        </Link>
        <h1 className="publication-admin__title">{title}</h1>
      </header>
      <nav className="publication-admin__tabs" aria-label={`${collection.name} settings`}>
        <ul>
          {tabs(collection.slug).map((t) => (
            <li key={t.key}>
              <Link to={t.to} aria-current={t.key === tab ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <noscript>
        <p className="publication-admin__noscript">These settings save with JavaScript, which is off in this browser. Reading the publication works without it.</p>
      </noscript>
      <div className="publication-admin__body">{children}</div>
    </div>
  );
}

/** What a mutation answered, as a message for the editor: null when it worked. */
export function refusalOf(answer: { __typename: string; message?: string } | null | undefined, expected: string): string | null {
  if (answer?.__typename === expected) return null;
  return answer?.message ?? 'That didn’t work. Please try again.';
}

export const TRY_AGAIN = 'That didn’t work. Please try again.';
