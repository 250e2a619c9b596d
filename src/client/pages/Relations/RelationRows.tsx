import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/Avatar/Avatar';
import { imageUrl } from '../../components/images';
import { useShell } from '../../shell/shell-context';

export interface Tab {
  key: string;
  label: string;
  to: string;
}

/** A page of people or publications: heading, tabs, rows, and "Show more" (a link when JavaScript is off). */
export function RelationsLayout({
  title,
  tabs,
  current,
  children,
}: {
  title: string;
  tabs: Tab[];
  current: string;
  children: ReactNode;
}) {
  return (
    <div className="relations-page">
      <h1 className="relations-page__title">{title}</h1>
      <nav aria-label={title}>
        <ul className="relations-page__tabs">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link className="relations-page__tab" to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

export function RelationRow({
  name,
  href,
  text,
  imageId,
  isMember,
  square,
  action,
}: {
  name: string;
  href: string;
  text?: string | null;
  imageId?: string | null;
  isMember?: boolean;
  /** Publications have square avatars. */
  square?: boolean;
  action: ReactNode;
}) {
  return (
    <li className="relation-row">
      <Link to={href} className="relation-row__avatar" tabIndex={-1} aria-hidden="true">
        {square ? (
          imageId ? (
            <img className="relation-row__square" src={imageUrl(imageId, 400)} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="relation-row__square relation-row__square--blank">{name.slice(0, 1)}</span>
          )
        ) : (
          <Avatar name={name} imageId={imageId} size={48} isMember={isMember} />
        )}
      </Link>
      <div className="relation-row__text">
        <Link to={href} className="relation-row__name">
          {name}
        </Link>
        {text && <p className="relation-row__bio">{text}</p>}
      </div>
      <div className="relation-row__action">{action}</div>
    </li>
  );
}

/**
 * A button that is a form posting to the server's path for pages without JavaScript, and acts in place
 * once the page is interactive.
 */
export function ActionForm({
  action,
  label,
  className = 'button button--outline relation-row__button',
  onAct,
}: {
  action: string;
  label: ReactNode;
  className?: string;
  onAct: () => Promise<void>;
}) {
  const { session } = useShell();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onAct();
    } finally {
      setBusy(false);
    }
  }
  return (
    <form method="post" action={action} className="relation-row__form" onSubmit={submit}>
      <input type="hidden" name="xsrf" value={session.xsrf ?? ''} />
      <input type="hidden" name="redirect" value={pathname + search} />
      <button type="submit" className={className} disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </form>
  );
}

/** "Show more": loads the next page in place, or (without JavaScript) opens it as its own page. */
const NOT_LOADED = 'We couldn’t load this list. Please reload the page.';

/**
 * A list of the reader's relations (people, publications or topics they follow, mute or block), one page
 * at a time: nothing while the first page loads, a line when it could not, `empty` when there is none,
 * else one row per item and "Show more".
 */
export function RelationList<T>({
  items,
  loading,
  empty,
  row,
  next,
  onMore,
}: {
  /** The items shown, undefined until the first page came. */
  items: readonly T[] | undefined;
  loading: boolean;
  empty: ReactNode;
  row: (item: T) => ReactNode;
  next: { to?: string | null } | null | undefined;
  onMore: () => Promise<void>;
}) {
  if (!items) return loading ? null : <p className="relations-page__empty">{NOT_LOADED}</p>;
  return (
    <>
      {items.length === 0 ? <p className="relations-page__empty">{empty}</p> : <ul className="relations-page__list">{items.map(row)}</ul>}
      <ShowMore next={next} onMore={onMore} />
    </>
  );
}

export function ShowMore({ next, onMore }: { next: { to?: string | null } | null | undefined; onMore: () => Promise<void> }) {
  const { pathname } = useLocation();
  const [loading, setLoading] = useState(false);
  if (!next?.to) return null;
  return (
    <a
      className="button button--outline relations-page__more"
      href={`${pathname}?to=${encodeURIComponent(next.to)}`}
      aria-busy={loading}
      onClick={(event) => {
        event.preventDefault();
        if (loading) return;
        setLoading(true);
        void onMore().finally(() => setLoading(false));
      }}
    >
      {loading ? 'Loading…' : 'Show more'}
    </a>
  );
}

/** The page's starting cursor, from `?to=` (the "Show more" link without JavaScript). */
export function useStartCursor(): string | undefined {
  const { search } = useLocation();
  return new URLSearchParams(search).get('to') ?? undefined;
}
