import { useMutation, useQuery } from '../../data';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import {
  ACCENT_PALETTE,
  BACKGROUND_PALETTE,
  DEFAULT_STYLE_SHEET,
  FONT_FAMILIES,
  FONT_ROLES,
  STYLE_SHEET_FONTS,
  checkStyleSheet,
  type StyleSheetFont,
} from '../../../shared/validation/profile';
import { UPLOAD_ACCEPT } from '../../../shared/validation/uploads';
import { Avatar } from '../../components/Avatar/Avatar';
import { ColorSwatches } from '../../components/CustomStyle/ColorSwatches';
import { customStyleProps } from '../../components/CustomStyle/CustomStyle';
import { imageUrl } from '../../components/images';
import { useToasts } from '../../components/Toasts/toasts';
import { uploadImage, UploadError, UPLOAD_FAILED_MESSAGE } from '../../editor/ui/upload';
import { graphql } from '../../gql';
import type { ProfileField } from '../../gql/graphql';
import { useHead } from '../../shell/head';
import { useShell } from '../../shell/shell-context';
import type { PageProps } from '../registry';
import './design.css';

const DesignViewerQuery = graphql(`
  query DesignViewer {
    viewer {
      id
      name
      username
      imageId
      mediumMemberAt
      customStyleSheet {
        ...CustomStyle
        header {
          backgroundImage {
            id
          }
        }
      }
    }
  }
`);

const UpdateCustomStyleSheetMutation = graphql(`
  mutation UpdateCustomStyleSheet($input: CustomStyleSheetInput!) {
    updateCustomStyleSheet(input: $input) {
      __typename
      ... on User {
        id
        customStyleSheet {
          ...CustomStyle
          header {
            backgroundImage {
              id
            }
          }
        }
      }
      ... on InvalidProfileInput {
        field
        message
      }
      ...UpdateCustomStyleSheetRefusal
    }
  }
`);

const RemoveCustomStyleSheetMutation = graphql(`
  mutation RemoveCustomStyleSheet {
    removeCustomStyleSheet {
      id
      customStyleSheet {
        id
      }
    }
  }
`);

export const DESIGN_SAVED_MESSAGE = 'Your design was saved.';
export const DESIGN_RESET_MESSAGE = 'Your profile is back to the default design.';
const TRY_AGAIN = 'Your design was not saved. Please try again.';

interface Draft {
  font1: StyleSheetFont;
  font2: StyleSheetFont;
  font3: StyleSheetFont;
  accentColor: string;
  backgroundColor: string;
  headerImageId: string | null;
}

type Field = 'font1' | 'font2' | 'font3' | 'accentColor' | 'backgroundColor' | 'headerImageId';
const FIELD_OF: Record<ProfileField, Field | null> = {
  FONT1: 'font1',
  FONT2: 'font2',
  FONT3: 'font3',
  ACCENT_COLOR: 'accentColor',
  BACKGROUND_COLOR: 'backgroundColor',
  HEADER_IMAGE: 'headerImageId',
  NAME: null,
  BIO: null,
  USERNAME: null,
  IMAGE: null,
};

function ColorField({ label, value, onChange, palette, error }: { label: string; value: string; onChange: (v: string) => void; palette: readonly { name: string; color: string }[]; error?: string }) {
  const id = useId();
  return (
    <fieldset className="design-field">
      <legend className="design-field__legend">{label}</legend>
      <ColorSwatches palette={palette} chosen={value.toLowerCase()} onPick={onChange} />
      <label className="design-field__custom" htmlFor={id}>
        Or type a colour
      </label>
      <input
        id={id}
        className="design-field__input"
        type="text"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="#1a8917 or rgba(26, 137, 23, 1)"
      />
      {error && (
        <p id={`${id}-error`} className="design-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** /me/design: fonts, colours and a header image for the writer's profile and stories, with a live preview. */
export default function DesignPage(_props: PageProps) {
  const { productName, session } = useShell();
  const { showToast } = useToasts();
  useHead({ title: `Design your profile – ${productName}`, robots: 'noindex' });
  const { data, loading, refetch } = useQuery(DesignViewerQuery);
  // The answers name the person (User); this page reads the account (Viewer): read it again after a change.
  const reload = () => refetch().catch(() => undefined);
  const viewer = data?.viewer ?? null;
  const saved = viewer?.customStyleSheet ?? null;
  const savedDraft: Draft = saved
    ? { ...saved.fonts, ...saved.colorPalette, headerImageId: saved.header.backgroundImage?.id ?? null }
    : { ...DEFAULT_STYLE_SHEET };
  const [draft, setDraft] = useState<Draft>(savedDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [save, { loading: saving }] = useMutation(UpdateCustomStyleSheetMutation);
  const [reset, { loading: resetting }] = useMutation(RemoveCustomStyleSheetMutation);
  const savedKey = saved ? `${saved.id}:${JSON.stringify(savedDraft)}` : 'none';
  useEffect(() => setDraft(savedDraft), [savedKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!loading && !viewer) {
    return (
      <div className="design">
        <h1 className="design__title">Design your profile</h1>
        <p>
          <a href={buildPath('ShowSignIn', {}, { query: { redirect: buildPath('ShowDesign') } })}>Sign in</a> to design your profile.
        </p>
      </div>
    );
  }
  if (!viewer) return null;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // The preview shows what would be saved; a colour being typed shows once it is valid.
  const local = checkStyleSheet(draft);
  const preview = customStyleProps({
    fonts: { font1: draft.font1, font2: draft.font2, font3: draft.font3 },
    colorPalette: local.ok ? { accentColor: local.values.accentColor, backgroundColor: local.values.backgroundColor } : savedColors(saved),
  });
  const liveError = local.ok ? null : local;
  const profilePath = viewer.username ? buildPath('ShowUser', { username: viewer.username }) : buildPath('ShowUserById', { userId: viewer.id });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (liveError) {
      setErrors({ [liveError.field]: liveError.message });
      return;
    }
    try {
      const input = {
        font1: draft.font1,
        font2: draft.font2,
        font3: draft.font3,
        accentColor: draft.accentColor,
        backgroundColor: draft.backgroundColor,
        ...(draft.headerImageId ? { headerImageId: draft.headerImageId } : { removeHeaderImage: true }),
      };
      const answer = (await save({ variables: { input } })).data.updateCustomStyleSheet;
      if (answer.__typename === 'User') {
        setErrors({});
        await reload();
        showToast({ message: DESIGN_SAVED_MESSAGE });
      } else if (answer.__typename === 'InvalidProfileInput') {
        setErrors({ [FIELD_OF[answer.field] ?? 'accentColor']: answer.message });
      } else showToast({ message: answer.message, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
    }
  }

  async function pickHeader(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setErrors((e) => ({ ...e, headerImageId: undefined }));
    try {
      const image = await uploadImage(file, { xsrf: session.xsrf });
      set('headerImageId', image.id);
    } catch (caught) {
      setErrors((e) => ({ ...e, headerImageId: caught instanceof UploadError ? caught.message : UPLOAD_FAILED_MESSAGE }));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="design">
      <header className="design__head">
        <h1 className="design__title">Design your profile</h1>
        <p className="design__lede">
          Your fonts and colours dress your <Link to={profilePath}>profile</Link> and every story you publish.
        </p>
      </header>
      <div className="design__layout">
        <form className="design__controls" onSubmit={submit} noValidate aria-label="Design">
          {FONT_ROLES.map((role) => (
            <fieldset key={role.key} className="design-field">
              <legend className="design-field__legend">{role.label}</legend>
              <div className="design-fonts">
                {STYLE_SHEET_FONTS.map((font) => (
                  <label key={font} className="design-font" style={{ fontFamily: FONT_FAMILIES[font].family }}>
                    <input type="radio" name={role.key} value={font} checked={draft[role.key] === font} onChange={() => set(role.key, font)} />
                    <span className="design-font__sample" aria-hidden="true">
                      Aa
                    </span>
                    <span className="design-font__name">{FONT_FAMILIES[font].label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <ColorField label="Accent colour" value={draft.accentColor} onChange={(v) => set('accentColor', v)} palette={ACCENT_PALETTE} error={errors.accentColor ?? (liveError?.field === 'accentColor' ? liveError.message : undefined)} />
          <ColorField label="Background" value={draft.backgroundColor} onChange={(v) => set('backgroundColor', v)} palette={BACKGROUND_PALETTE} error={errors.backgroundColor ?? (liveError?.field === 'backgroundColor' ? liveError.message : undefined)} />
          <fieldset className="design-field">
            <legend className="design-field__legend">Header image</legend>
            <div className="design-header-image">
              {draft.headerImageId ? <img src={imageUrl(draft.headerImageId, 400)} alt="Your header image" /> : <span className="design-field__custom">No header image.</span>}
              <div className="design-header-image__buttons">
                <label className="button button--outline design-upload">
                  <input type="file" accept={UPLOAD_ACCEPT} className="design-upload__file" onChange={(e) => (void pickHeader(e.target.files?.[0]), (e.target.value = ''))} />
                  {uploading ? 'Uploading…' : draft.headerImageId ? 'Change' : 'Upload'}
                </label>
                {draft.headerImageId && (
                  <button type="button" className="button button--ghost" onClick={() => set('headerImageId', null)}>
                    Remove
                  </button>
                )}
              </div>
            </div>
            {errors.headerImageId && (
              <p className="design-field__error" role="alert">
                {errors.headerImageId}
              </p>
            )}
          </fieldset>
          <div className="design__buttons">
            {saved && (
              <button
                type="button"
                className="button button--ghost"
                disabled={resetting}
                onClick={async () => {
                  try {
                    await reset();
                    await reload();
                    showToast({ message: DESIGN_RESET_MESSAGE });
                  } catch {
                    showToast({ message: TRY_AGAIN, toastStyle: 'RETRYABLE_ERROR' });
                  }
                }}
              >
                Reset to default
              </button>
            )}
            <button type="submit" className="button button--dark" disabled={saving || uploading}>
              {saving ? 'Saving…' : 'Save design'}
            </button>
          </div>
        </form>
        <section className="design__preview" aria-label="Preview">
          <p className="design__preview-label">Preview</p>
          <div className={`design-preview ${preview?.className ?? ''}`} style={preview?.style} data-design-preview="">
            {draft.headerImageId && <img className="design-preview__banner" src={imageUrl(draft.headerImageId, 800)} alt="" />}
            <div className="design-preview__body">
              <div className="design-preview__who">
                <Avatar name={viewer.name} imageId={viewer.imageId} size={40} isMember={viewer.mediumMemberAt != null} />
                <p className="design-preview__name">{viewer.name}</p>
              </div>
              <p className="design-preview__meta">Published in your profile · 4 min read</p>
              <h2 className="design-preview__title">The shape of a well-made page</h2>
              <p className="design-preview__text">
                Every story you publish wears these fonts and colours: titles and headings in one face, the text in another, and the
                details around it in a third.
              </p>
              <p className="design-preview__text">
                Links look <a href="#preview">like this</a>, and <mark>highlights</mark> take the accent.
              </p>
              <span className="button design-preview__follow">Follow</span>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

function savedColors(saved: { colorPalette: { accentColor: string; backgroundColor: string } } | null) {
  return saved ? saved.colorPalette : { accentColor: DEFAULT_STYLE_SHEET.accentColor, backgroundColor: DEFAULT_STYLE_SHEET.backgroundColor };
}
