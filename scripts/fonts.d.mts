// Types of scripts/fonts.mjs (plain JavaScript, run with node alone).
export interface WebFont {
  family: string;
  package: string;
  faces: [number, 'normal' | 'italic'][];
  output: string;
}
export declare const WEB_FONTS: WebFont[];
export declare function webFontFile(pkg: string, weight: number, style: string): string;
export declare function fallbackFaces(font: WebFont): Promise<string[]>;
export declare function wordmark(): { width: number; height: number; viewBox: string; path: string };
export declare function generatedFiles(): Promise<Map<string, string>>;
