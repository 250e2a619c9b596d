import type { CSSProperties } from 'react';
import { designFace, FONT_FAMILIES, type PreloadFace, type StyleSheetFont } from '../../../shared/validation/style-fonts';
import { graphql } from '../../gql';
import './custom-style.css';

/** What a page needs to wear an author's design: fonts and colours (the header image is the profile's alone). */
export const CustomStyleFields = graphql(`
  fragment CustomStyle on CustomStyleSheet {
    id
    fonts {
      font1
      font2
      font3
    }
    colorPalette {
      accentColor
      backgroundColor
    }
  }
`);

export interface CustomStyleValues {
  fonts: { font1: StyleSheetFont; font2: StyleSheetFont; font3: StyleSheetFont };
  colorPalette: { accentColor: string; backgroundColor: string };
}

/**
 * The design as CSS custom properties on one element: `custom-style.css` maps them onto the profile and the
 * story's own variables, so the story's text (kept as HTML for every reader) needs no change.
 */
export function customStyleProps(sheet: CustomStyleValues | null | undefined): { className: string; style: CSSProperties } | null {
  if (!sheet) return null;
  const vars: Record<string, string> = {
    '--qs-font1': FONT_FAMILIES[sheet.fonts.font1].family,
    '--qs-font2': FONT_FAMILIES[sheet.fonts.font2].family,
    '--qs-font3': FONT_FAMILIES[sheet.fonts.font3].family,
    '--qs-accent': sheet.colorPalette.accentColor,
    '--qs-background': sheet.colorPalette.backgroundColor,
  };
  return { className: 'custom-style', style: vars as CSSProperties };
}

type DesignFonts = CustomStyleValues['fonts'];

/**
 * The web faces a story wearing a design shows above the fold, for the server to preload in place of the site's
 * (`HeadTags.fonts`): its title (font1, bold) and its text (font2).
 */
export function storyDesignFaces(fonts: DesignFonts): PreloadFace[] {
  return [designFace(fonts.font1, 700), designFace(fonts.font2, 400)];
}

/** The same for a publication's pages: its name (font1, bold), its tagline (font2) and the section titles (Inter 600). */
export function publicationDesignFaces(fonts: DesignFonts): PreloadFace[] {
  return [designFace(fonts.font1, 700), designFace(fonts.font2, 400), 'sans600'];
}
