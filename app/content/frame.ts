import { createContext, useContext } from "react";
import type { areas } from "./areas";
import type { floatingActionsText } from "./contact-points";
import type { errorText, notFoundText, shellText } from "./errors";
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
 * English words as before and passes them as the default; while the build prerenders a Telugu page, its server
 * entry (app/entry.server.tsx) provides the Telugu ones. Every Telugu page is HTML without React, so the Telugu words
 * never reach a browser's bundle, and the English ones reach it only where a component needs them there.
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
  shellText: typeof shellText;
  newsletterText: typeof newsletterText;
  floatingActionsText: typeof floatingActionsText;
  whatsappGreetings: Record<GreetingTopic, string>;
  portals: typeof portals;
  portalStripText: typeof portalStripText;
  validationText: typeof validationText;
  /** The served cities' names, by slug. */
  areaNames: Record<(typeof areas)[number]["slug"], string>;
}

/** The frame's words of a page in another language than English; none (null) on an English page. */
export const FrameWordsContext = createContext<FrameWords | null>(null);

/**
 * The page's words for one part of the frame: the provided language's, else `english`. In a browser every page is
 * English (the Telugu pages have no React), so there it is `english` itself and the context never ships.
 */
export function useFrameWords<K extends keyof FrameWords>(
  part: K,
  english: FrameWords[K],
): FrameWords[K] {
  if (!import.meta.env.SSR) return english;
  // A build-time constant decides the branch: every render of a build takes the same one.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useContext(FrameWordsContext)?.[part] ?? english;
}
