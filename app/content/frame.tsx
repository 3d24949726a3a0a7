import { createContext, useContext, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { WebFont } from "~/lib/telugu-font";
import type { areas } from "./areas";
import type { floatingActionsText } from "./contact-points";
import type { errorText, loadNoticeText, notFoundText, shellText } from "./errors";
import type {
  bookConsultation,
  componentText,
  copyrightText,
  footerServices,
  footerText,
  legalLinks,
  mainNav,
  menuText,
  prerenderedFrameText,
  quickLinks,
} from "./navigation";
import type { newsletterText } from "./newsletter";
import type { portals, portalStripText } from "./portals";
import type { validationText } from "./validation";
import type { GreetingTopic } from "./whatsapp-greetings";

/*
 * The words of the site's frame (header, menu, footer, breadcrumbs, the skip link, the floating actions, the portals'
 * strip, the 404 view) in the page's language (docs/decisions/025-telugu-edition.md). Each component imports its
 * English words as before and passes them as the default. A Telugu page gets the Telugu ones from one of two places:
 * while the build prerenders, its server entry (app/entry.server.tsx) provides them to every Telugu page; in a
 * browser, a Telugu page with React names them in its route module's `handle` (`PageHandle`), so they load with that
 * page's code and never with an English page's.
 */
export interface FrameWords {
  mainNav: typeof mainNav;
  menuText: typeof menuText;
  bookConsultation: typeof bookConsultation;
  quickLinks: typeof quickLinks;
  footerServices: typeof footerServices;
  legalLinks: typeof legalLinks;
  footerText: typeof footerText;
  copyrightText: typeof copyrightText;
  componentText: typeof componentText;
  prerenderedFrameText: typeof prerenderedFrameText;
  notFoundText: typeof notFoundText;
  errorText: typeof errorText;
  loadNoticeText: typeof loadNoticeText;
  shellText: typeof shellText;
  newsletterText: typeof newsletterText;
  floatingActionsText: typeof floatingActionsText;
  whatsappGreetings: Record<GreetingTopic, string>;
  portals: typeof portals;
  portalStripText: typeof portalStripText;
  validationText: typeof validationText;
  /** The served cities' names, by slug. */
  areaNames: Record<(typeof areas)[number]["slug"], string>;
  /** The office's address in the footer, as the language writes it (the config's own, else). */
  officeAddress: string;
  /** The language's web font (app/lib/telugu-font.ts): its @font-face rules and script, written in the page's head. */
  webFont?: WebFont;
}

/**
 * The parts of the frame a browser renders on a page with React. The others (the footer's lists, its newsletter and
 * copyright lines, the portals' strip, the floating actions, the load notice) are prerendered markup that a browser
 * keeps as it is (components/prerendered.tsx).
 */
export type BrowserFrameWords = Pick<
  FrameWords,
  | "bookConsultation"
  | "componentText"
  | "errorText"
  | "legalLinks"
  | "mainNav"
  | "menuText"
  | "notFoundText"
  | "prerenderedFrameText"
  | "shellText"
>;

/**
 * The frame's words of a page in another language than English: all of them while prerendering, the browser's
 * parts in a browser; none (null) on an English page.
 */
export const FrameWordsContext = createContext<Partial<FrameWords> | null>(null);

/**
 * What a route module's `handle` may carry for its pages in another language than English: the frame's words a
 * browser renders, and the language's web font (app/lib/telugu-font.ts).
 */
export interface PageHandle {
  frameWords?: BrowserFrameWords;
  webFont?: WebFont;
  /**
   * false on the calendar's pages: their review note links each authority's notices page, so the strip of portals
   * below them would repeat it, in HTML a phone downloads before its first paint (030-loader-data-files.md).
   */
  portalStrip?: false;
}

/** Whether the page shows the strip of government portals above its footer. */
export function useShowsPortalStrip(): boolean {
  return !useMatches().some(
    (match) => (match.handle as PageHandle | undefined)?.portalStrip === false,
  );
}

/** The web font of the page's language, where it has its own type (root.tsx writes it). */
export function useWebFont(): WebFont | undefined {
  const provided = useContext(FrameWordsContext)?.webFont;
  return usePageHandle()?.webFont ?? provided;
}

/** The handle of the matched route that names a language's words, if one does. */
export function usePageHandle(): PageHandle | undefined {
  return useMatches()
    .map((match) => match.handle as PageHandle | undefined)
    .findLast((handle) => handle?.frameWords);
}

/** The page's words for one part of the frame: the provided language's, else `english`. */
export function useFrameWords<K extends keyof FrameWords>(
  part: K,
  english: FrameWords[K],
): FrameWords[K] {
  return (useContext(FrameWordsContext)?.[part] as FrameWords[K] | undefined) ?? english;
}

/** Provides the frame's words that the matched route's module names in its handle, if it names any. */
export function FrameWordsOfRoute({ children }: { children: ReactNode }) {
  const words = usePageHandle()?.frameWords;
  // While prerendering, the server entry has provided all of the frame's words: the handle's parts add to them.
  const provided = useContext(FrameWordsContext);
  return words ? (
    <FrameWordsContext value={provided ? { ...provided, ...words } : words}>
      {children}
    </FrameWordsContext>
  ) : (
    children
  );
}
