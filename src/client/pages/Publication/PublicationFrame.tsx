import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath, type RouteParamsInput } from '../../../shared/routes';
import { avatarImageWidth } from '../../../shared/images';
import { customStyleProps, publicationDesignFaces } from '../../components/CustomStyle/CustomStyle';
import { useHead } from '../../shell/head';
import { FollowCollectionButton } from '../../components/FollowButton/FollowButton';
import { publicationMenuItems } from '../../components/Metabar/menu-items';
import { SubscribeToPublicationButton } from '../../components/Newsletter/SubscribeByEmailButton';
import { PostCard } from '../../components/PostCard/PostCard';
import { PublisherMenu, PublisherMenuLink } from '../../components/PublisherMenu/PublisherMenu';
import { domainOriginOf, useCollectionHref, useOwnHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { imageSrcSet, imageUrl } from '../../components/images';
import type { PostCardFragment, PublicationHeaderFragment } from '../../gql/graphql';
import './publication.css';

export const TRY_AGAIN = 'An error occured. Please try again or contact our support team for help.';

/** The absolute address of one of a publication's pages, for canonical links (its own domain when it has one). */
export function canonicalHref(collection: PublicationHeaderFragment, routeName: string, params: RouteParamsInput = {}): string {
  const domainOrigin = domainOriginOf(collection);
  if (domainOrigin) return domainOrigin + buildPath(routeName, params, { table: 'collection' });
  const origin = new URL(collection.mediumUrl).origin;
  return origin + buildPath(routeName, { ...params, collectionSlug: collection.slug });
}

/** The design's fonts and colours as custom properties on the page (the defaults when never designed). */
function designStyle(collection: PublicationHeaderFragment): { className: string; style?: CSSProperties } {
  if (!collection.customStyleSheet) return { className: '' };
  const d = collection.design;
  const props = customStyleProps({ fonts: { font1: d.font1, font2: d.font2, font3: d.font3 }, colorPalette: { accentColor: d.accentColor, backgroundColor: d.backgroundColor } });
  return props ?? { className: '' };
}

/** A publication's logo, or its avatar and name. */
function Masthead({ collection, asHeading }: { collection: PublicationHeaderFragment; asHeading: boolean }) {
  const href = useCollectionHref(collection);
  const Name = asHeading ? 'h1' : 'p';
  const logo = collection.logo;
  return (
    <Link to={href('ShowCollectionHome')} className="publication-header__brand">
      {logo ? (
        <>
          <img
            className="publication-header__logo"
            src={imageUrl(logo.id, 800)}
            alt=""
            width={logo.originalWidth ?? undefined}
            height={logo.originalHeight ?? undefined}
          />
          <Name className="publication-header__name visually-hidden">{collection.name}</Name>
        </>
      ) : (
        <>
          {collection.avatar && <img className="publication-header__avatar" src={imageUrl(collection.avatar.id, avatarImageWidth(56))} alt="" width={56} height={56} />}
          <Name className="publication-header__name">{collection.name}</Name>
        </>
      )}
    </Link>
  );
}

function NavItems({ collection }: { collection: PublicationHeaderFragment }) {
  const href = useCollectionHref(collection);
  const { pathname } = useLocation();
  const items = collection.navItems.map((item) => {
    if (item.type === 'URL') return { id: item.id, title: item.title, to: item.url ?? '', external: true };
    if (item.type === 'TAG') return { id: item.id, title: item.title, to: href('ShowCollectionTagged', { tagSlug: item.tagSlug ?? '' }), external: false };
    return { id: item.id, title: item.title, to: item.featurePage ? href('ShowCollectionFeaturePage', { featurePageSlug: item.featurePage.slug }) : '', external: false };
  });
  const fixed = [
    { id: 'latest', title: 'Latest', to: href('ShowCollectionLatest'), external: false },
    { id: 'archive', title: 'Archive', to: href('ShowCollectionArchive'), external: false },
    { id: 'about', title: 'About', to: href('ShowCollectionAbout'), external: false },
  ];
  return (
    <nav className="publication-nav" aria-label={`${collection.name} sections`}>
      <ul className="publication-nav__list">
        {[...items, ...fixed]
          .filter((item) => item.to)
          .map((item) => (
            <li key={item.id}>
              {item.external ? (
                <a className="publication-nav__link" href={item.to} rel="noopener">
                  {item.title}
                </a>
              ) : (
                <Link className="publication-nav__link" to={item.to} aria-current={item.to === pathname ? 'page' : undefined}>
                  {item.title}
                </Link>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The "…" menu: copy link, about, follow, mute, and for editors the publication's own pages. */
function PublicationMenu({ collection }: { collection: PublicationHeaderFragment }) {
  const own = useOwnHref();
  const editorItems = collection.viewerEdge.isEditor
    ? publicationMenuItems({ ...collection, viewerEdge: collection.viewerEdge }).map((item) => (
        <PublisherMenuLink key={item.key} to={own('to' in item ? item.to : item.href)}>
          {item.label}
        </PublisherMenuLink>
      ))
    : undefined;
  return <PublisherMenu collection={collection} editorItems={editorItems} />;
}

interface FrameProps {
  collection: PublicationHeaderFragment;
  /** The home page names the publication in its h1; other pages have their own. */
  home?: boolean;
  children: ReactNode;
  /** Shown beside the page on wide screens (after it on narrow ones). */
  aside?: ReactNode;
}

/** Every page of a publication: its design, header image, name or logo, tagline, follow button, menu and navigation. */
export function PublicationFrame({ collection, home = false, children, aside }: FrameProps) {
  const design = designStyle(collection);
  const header = collection.customStyleSheet ? collection.design.headerImage : null;
  // A designed publication shows its design's faces above the fold: those are the ones to preload.
  useHead(collection.customStyleSheet ? { fonts: publicationDesignFaces(collection.design) } : {});
  return (
    <div className={`publication ${design.className}`} style={design.style} data-publication={collection.slug}>
      {header && (
        <div className="publication-header__image">
          {/* The page's largest picture: fetched first, at the width it shows (the frame stops at 1320 px). */}
          <img
            src={imageUrl(header.id, 1400)}
            srcSet={imageSrcSet(header.id, 2000)}
            sizes="(min-width: 1320px) 1320px, 100vw"
            alt=""
            fetchPriority="high"
          />
        </div>
      )}
      <header className="publication-header">
        <div className="publication-header__top">
          <div className="publication-header__identity">
            <Masthead collection={collection} asHeading={home} />
            {collection.tagline && <p className="publication-header__tagline">{collection.tagline}</p>}
          </div>
          <div className="publication-header__actions">
            <FollowCollectionButton collection={collection} />
            <SubscribeToPublicationButton collection={collection} />
            <PublicationMenu collection={collection} />
          </div>
        </div>
        <NavItems collection={collection} />
      </header>
      <div className={`publication__body${aside ? ' publication__body--aside' : ''}`}>
        <div className="publication__main">{children}</div>
        {aside && <aside className="publication__aside">{aside}</aside>}
      </div>
    </div>
  );
}

export interface FeedPage {
  posts: PostCardFragment[];
  next: { limit?: number | null; to?: string | null } | null | undefined;
}

/**
 * A list of stories with an "Older stories" link to the next page (a real link, so it works without JavaScript);
 * with JavaScript the next page is appended in place, and loads by itself when the reader nears the end.
 */
export function StoryFeed({ page, onMore, empty }: { page: FeedPage; onMore: (to: string) => Promise<void>; empty: string }) {
  const { pathname } = useLocation();
  const { showToast } = useToasts();
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLAnchorElement>(null);
  const to = page.next?.to ?? null;

  async function more() {
    if (!to || loading) return;
    setLoading(true);
    try {
      await onMore(to);
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    } finally {
      setLoading(false);
    }
  }

  // Infinite scroll: the next page loads within one and a half screens of the end (spec 1 §9).
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !to || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more(), { rootMargin: '0px 0px 150% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
    // `more` reads the latest cursor each time.
  }, [to]); // eslint-disable-line react-hooks/exhaustive-deps

  function onClick(event: MouseEvent) {
    event.preventDefault();
    void more();
  }

  if (page.posts.length === 0) return <p className="publication__empty">{empty}</p>;
  return (
    <div className="publication-feed">
      {page.posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {to && (
        <a ref={sentinel} className="button button--outline publication-feed__more" href={`${pathname}?to=${encodeURIComponent(to)}`} onClick={onClick} aria-busy={loading}>
          {loading ? 'Loading…' : 'Older stories'}
        </a>
      )}
    </div>
  );
}
