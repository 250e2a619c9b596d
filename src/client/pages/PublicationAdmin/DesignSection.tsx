import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ACCENT_PALETTE,
  BACKGROUND_PALETTE,
  FONT_FAMILIES,
  FONT_ROLES,
  normalizeColor,
  STYLE_SHEET_FONTS,
  type StyleSheetFont,
} from '../../../shared/validation/profile';
import { PUBLICATION_MESSAGES } from '../../../shared/validation/publications';
import { ColorSwatches } from '../../components/CustomStyle/ColorSwatches';
import { customStyleProps } from '../../components/CustomStyle/CustomStyle';
import { ImageField } from '../../components/ImageField/ImageField';
import { imageUrl } from '../../components/images';
import { useSiteHref } from '../../components/SiteLink/site-links';
import { useToasts } from '../../components/Toasts/toasts';
import { useMutation, useQuery } from '../../data';
import { AdminDesignQuery, UpdateDesignMutation } from './admin-operations';
import { AdminFrame, refusalOf, TRY_AGAIN } from './AdminFrame';

interface DesignValues {
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  accentColor: string;
  backgroundColor: string;
  headerImageId: string | null;
}

/** /{slug}/design: fonts, accent and background colours and a header image, previewed as they are chosen. */
export function DesignSection({ slug }: { slug: string }) {
  const { data } = useQuery(AdminDesignQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const full = data?.collectionByDomainOrSlug;
  return (
    <AdminFrame collection={full} tab="design" title="Design your publication">
      {(collection) =>
        full && (
          <DesignForm
            key={collection.id}
            collectionId={collection.id}
            name={collection.name}
            tagline={collection.tagline}
            homeUrl={collection.mediumUrl}
            initial={{
              font1: full.design.font1,
              font2: full.design.font2,
              font3: full.design.font3,
              accentColor: full.design.accentColor,
              backgroundColor: full.design.backgroundColor,
              headerImageId: full.design.headerImage?.id ?? null,
            }}
          />
        )
      }
    </AdminFrame>
  );
}

function ColorField({ label, value, palette, onChange }: { label: string; value: string; palette: readonly { name: string; color: string }[]; onChange: (color: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const valid = normalizeColor(text) !== null;
  return (
    <fieldset className="admin-fieldset">
      <legend className="form-field__label">{label}</legend>
      <ColorSwatches
        palette={palette}
        chosen={normalizeColor(value)}
        onPick={(color) => {
          setText(color);
          onChange(color);
        }}
      />
      <label className="form-field__hint" htmlFor={id}>
        Or any colour (hex or rgba)
      </label>
      <input
        id={id}
        className="form-field__input design-color-input"
        value={text}
        aria-invalid={valid ? undefined : true}
        onChange={(e) => {
          setText(e.target.value);
          const color = normalizeColor(e.target.value);
          if (color) onChange(color);
        }}
      />
      {!valid && (
        <p className="form-field__error" role="alert">
          {PUBLICATION_MESSAGES.colorInvalid(label)}
        </p>
      )}
    </fieldset>
  );
}

function DesignForm({ collectionId, name, tagline, homeUrl, initial }: { collectionId: string; name: string; tagline: string; homeUrl: string; initial: DesignValues }) {
  const { showToast } = useToasts();
  const home = useSiteHref(homeUrl);
  const [save] = useMutation(UpdateDesignMutation);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof DesignValues>(key: K, value: DesignValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const preview = customStyleProps({ fonts: { font1: values.font1, font2: values.font2, font3: values.font3 }, colorPalette: { accentColor: values.accentColor, backgroundColor: values.backgroundColor } });

  async function onSave() {
    setBusy(true);
    setError(null);
    try {
      const input = {
        font1: values.font1,
        font2: values.font2,
        font3: values.font3,
        accentColor: values.accentColor,
        backgroundColor: values.backgroundColor,
        ...(values.headerImageId ? { headerImageId: values.headerImageId } : { removeHeaderImage: true }),
      };
      const refused = refusalOf((await save({ variables: { collectionId, input } })).data.updateCollectionDesign, 'Collection');
      if (refused) setError(refused);
      else showToast({ message: 'Your design was saved.' });
    } catch {
      setError(TRY_AGAIN);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="design-layout">
      <div className="design-controls">
        <fieldset className="admin-fieldset">
          <legend className="form-field__label">Fonts</legend>
          {FONT_ROLES.map((role) => (
            <div key={role.key} className="design-font">
              <label className="form-field__hint" htmlFor={`font-${role.key}`}>
                {role.label}
              </label>
              <select id={`font-${role.key}`} className="form-field__select" value={values[role.key]} onChange={(e) => set(role.key, e.target.value as StyleSheetFont)}>
                {STYLE_SHEET_FONTS.map((font) => (
                  <option key={font} value={font}>
                    {FONT_FAMILIES[font].label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <ColorField label="Accent colour" value={values.accentColor} palette={ACCENT_PALETTE} onChange={(c) => set('accentColor', c)} />
        <ColorField label="Background colour" value={values.backgroundColor} palette={BACKGROUND_PALETTE} onChange={(c) => set('backgroundColor', c)} />
        <ImageField
          label="Header image"
          hint="A wide picture across the top of every page (at least 1400 pixels wide)."
          imageId={values.headerImageId}
          onChange={(id) => set('headerImageId', id)}
          shape="wide"
        />
        {error && (
          <p className="form-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button--dark" disabled={busy} onClick={() => void onSave()}>
            {busy ? 'Saving…' : 'Save design'}
          </button>
          <Link className="button button--ghost" to={home}>
            See the publication
          </Link>
        </div>
      </div>
      <div className={`design-preview ${preview?.className ?? ''}`} style={preview?.style} aria-label="Preview" role="img">
        {values.headerImageId && <img className="design-preview__header" src={imageUrl(values.headerImageId, 800)} alt="" />}
        <div className="design-preview__body">
          <p className="design-preview__name">{name}</p>
          {tagline && <p className="design-preview__tagline">{tagline}</p>}
          <span className="design-preview__button">Follow</span>
          <p className="design-preview__title">A story title in your title font</p>
          <p className="design-preview__text">The text of stories reads like this: the font you chose for text, on your background.</p>
          <p className="design-preview__detail">Details · 5 min read</p>
        </div>
      </div>
    </div>
  );
}
