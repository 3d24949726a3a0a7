/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_NEWSLETTER_ENDPOINT?: string;
  readonly VITE_ADMIN_PASSWORD_HASH?: string;
  readonly VITE_GITHUB_API_URL?: string;
  readonly VITE_GITHUB_REPOSITORY?: string;
  readonly VITE_GITHUB_BRANCH?: string;
  readonly VITE_GITHUB_DATA_PATH?: string;
  readonly VITE_PUBLISH_LIVE_URL?: string;
}

declare module "virtual:site-pages" {
  const pages: string[];
  export default pages;
  /** The Telugu pages (the sitemap's pairs). */
  export const telugu: string[];
  /** "1" for each English page (in the default list's order) that has a Telugu edition, else "0". */
  export const teluguFlags: string;
  /** The pages that load React and hydrate (app/lib/route-list.ts, hydratedPaths). */
  export const hydrated: string[];
}

declare module "virtual:browser-scripts" {
  /**
   * The text of each public page's small script, inline in the prerendered HTML (scripts/lib/browser-scripts-plugin.ts;
   * empty in the browser bundle).
   */
  export const browserScripts: {
    site: string;
    home: string;
    englishOnly: string;
    checklist: string;
  };
}

/** The part of fontkit (pdfkit's font engine) that app/features/incorporations/shaped-font.server.ts uses. */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface Font {
    unitsPerEm: number;
    characterSet: number[];
    glyphForCodePoint(codePoint: number): Glyph;
    getGlyph(id: number, codePoints?: number[]): Glyph;
  }
  export function create(buffer: Uint8Array): Font;
}
