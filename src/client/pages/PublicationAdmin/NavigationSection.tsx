import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { checkNavItems, MAX_NAV_ITEMS, NAV_ITEM_TITLE_MAX_LENGTH, type NavItemKind } from '../../../shared/validation/publications';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import { AdminNavigationQuery, SetNavItemsMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

interface Row {
  key: number;
  title: string;
  type: NavItemKind;
  value: string;
}

const KIND_LABELS: Record<NavItemKind, string> = { TAG: 'Tag', FEATURE_PAGE: 'Feature page', URL: 'Link' };

/** /{slug}/settings/navigation: the header's navigation items (a tag, a feature page or a link), in order. */
export function NavigationSection({ slug }: { slug: string }) {
  const { data } = useQuery(AdminNavigationQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  return (
    <AdminFrame collection={full} tab="navigation" title="Navigation">
      {(collection) =>
        full && (
          <NavEditor
            key={collection.id}
            collectionId={collection.id}
            slug={collection.slug}
            pages={full.featurePages}
            initial={full.navItems.map((item, key) => ({
              key,
              title: item.title,
              type: item.type,
              value: item.type === 'TAG' ? (item.tagSlug ?? '') : item.type === 'URL' ? (item.url ?? '') : (item.featurePage?.id ?? ''),
            }))}
          />
        )
      }
    </AdminFrame>
  );
}

function NavEditor({ collectionId, slug, pages, initial }: { collectionId: string; slug: string; pages: { id: string; title: string }[]; initial: Row[] }) {
  const { showToast } = useToasts();
  const [save] = useMutation(SetNavItemsMutation);
  const [rows, setRows] = useState<Row[]>(initial);
  const [nextKey, setNextKey] = useState(initial.length);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  function add() {
    setRows((all) => [...all, { key: nextKey, title: '', type: 'TAG', value: '' }]);
    setNextKey((k) => k + 1);
  }

  async function onSave() {
    const items = rows.map((r) => ({
      title: r.title,
      type: r.type,
      tagSlug: r.type === 'TAG' ? r.value : null,
      featurePageId: r.type === 'FEATURE_PAGE' ? r.value || null : null,
      url: r.type === 'URL' ? r.value : null,
    }));
    const checked = checkNavItems(items.map((i) => ({ ...i, kind: i.type })));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const refused = refusalOf((await save({ variables: { collectionId, items } })).data.setCollectionNavItems, 'Collection');
      if (refused) setError(refused);
      else showToast({ message: 'The navigation was saved.' });
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section">
      <p className="admin-section__hint">
        Up to {MAX_NAV_ITEMS} items under the header, after which Latest, Archive and About always follow. A tag shows the publication’s stories with
        that tag; a feature page shows stories you choose (
        <Link to={buildPath('ShowCollectionFeaturePages', { collectionSlug: slug })}>manage feature pages</Link>); a link goes anywhere.
      </p>
      {rows.length === 0 && <p className="admin-section__empty">No navigation items yet.</p>}
      <ol className="admin-nav-items">
        {rows.map((row, index) => (
          <li key={row.key} className="admin-nav-item">
            <div className="admin-nav-item__fields">
              <label className="form-field__label" htmlFor={`nav-title-${row.key}`}>
                Title
              </label>
              <input
                id={`nav-title-${row.key}`}
                className="form-field__input"
                value={row.title}
                maxLength={NAV_ITEM_TITLE_MAX_LENGTH * 2}
                onChange={(e) => update(row.key, { title: e.target.value })}
              />
              <label className="form-field__label" htmlFor={`nav-type-${row.key}`}>
                Shows
              </label>
              <select
                id={`nav-type-${row.key}`}
                className="form-field__select"
                value={row.type}
                onChange={(e) => update(row.key, { type: e.target.value as NavItemKind, value: '' })}
              >
                {(Object.keys(KIND_LABELS) as NavItemKind[]).map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
              <label className="form-field__label" htmlFor={`nav-value-${row.key}`}>
                {row.type === 'TAG' ? 'Tag' : row.type === 'URL' ? 'Address' : 'Feature page'}
              </label>
              {row.type === 'FEATURE_PAGE' ? (
                <select id={`nav-value-${row.key}`} className="form-field__select" value={row.value} onChange={(e) => update(row.key, { value: e.target.value })}>
                  <option value="">Choose a feature page</option>
                  {pages.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`nav-value-${row.key}`}
                  className="form-field__input"
                  value={row.value}
                  placeholder={row.type === 'TAG' ? 'science' : 'https://example.com'}
                  onChange={(e) => update(row.key, { value: e.target.value })}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </div>
            <div className="admin-nav-item__actions">
              <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${row.title || 'item'} up`}>
                ↑
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${row.title || 'item'} down`}
              >
                ↓
              </button>
              <button type="button" className="button button--ghost" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                Remove<span className="visually-hidden"> {row.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button--outline" onClick={add} disabled={rows.length >= MAX_NAV_ITEMS}>
          Add an item
        </button>
        <button type="button" className="button button--dark" onClick={() => void onSave()} disabled={busy}>
          {busy ? 'Saving…' : 'Save navigation'}
        </button>
      </div>
    </section>
  );
}
