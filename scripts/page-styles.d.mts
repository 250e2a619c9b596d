// Types of scripts/page-styles.mjs (plain JavaScript, so the build runs it with node alone).
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;
/** A stylesheet pages link: a file under the client build, and the chunk files it joins (none when it is one itself). */
export interface PageSheet {
  file: string;
  includes: string[];
}
export interface PageStyles {
  application: PageSheet[];
  pages: Record<string, PageSheet[]>;
}
export declare const APPLICATION_ENTRY: string;
export declare const PAGES_FOLDER: string;
export declare const PAGE_STYLES_MANIFEST: string;
export declare const INCLUDES_ATTRIBUTE: string;
export declare function chunkStyles(manifest: Manifest, key: string, seen?: { chunks: Set<string>; files: Set<string> }): string[];
export declare function pageStyleParts(manifest: Manifest): { application: string[]; pages: Record<string, string[]> };
export declare function combineStyleSheets(parts: { file: string; css: string }[]): string;
export declare function contentHash(text: string): string;
export declare function buildPageStyles(manifest: Manifest, readPart: (file: string) => string, writeFile: (file: string, css: string) => void): PageStyles;
export declare function writePageStyles(clientDir: string): PageStyles;
export declare function styleHrefExpression(filename: string, base?: string): string;
