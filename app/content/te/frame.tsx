import type { ReactNode } from "react";
import { localeOf } from "~/lib/locale-path";
import { teluguWebFont } from "~/lib/telugu-font";
import { FrameWordsContext, type FrameWords } from "../frame";
import { areaNamesTe } from "./areas";
import { floatingActionsText } from "./contact-points";
import { errorText, loadNoticeText, notFoundText, shellText } from "./errors";
import { officeAddress } from "./firm";
import {
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
import { newsletterText } from "./newsletter";
import { portals, portalStripText } from "./portals";
import { validationText } from "./validation";
import { whatsappGreetings } from "./whatsapp-greetings";

/**
 * The frame's words on a Telugu page (app/content/frame.tsx), provided by the server entry while prerendering. A
 * Telugu page with React names the parts a browser renders in its handle (./page-handle.ts).
 */
export const teluguFrame: FrameWords = {
  mainNav,
  menuText,
  bookConsultation,
  quickLinks,
  footerServices,
  legalLinks,
  footerText,
  copyrightText,
  componentText,
  prerenderedFrameText,
  notFoundText,
  errorText,
  loadNoticeText,
  shellText,
  newsletterText,
  floatingActionsText,
  whatsappGreetings,
  // The portals' names are the authorities' own; their descriptions are in Telugu.
  portals,
  portalStripText,
  validationText,
  areaNames: Object.fromEntries(Object.entries(areaNamesTe).map(([slug, a]) => [slug, a.name])),
  officeAddress,
  webFont: teluguWebFont,
};

/**
 * The frame's words for the page at `path`: Telugu on a Telugu page, the components' English defaults otherwise.
 * What the build's server entry wraps every page in (app/entry.server.tsx), and what tests render a page in.
 */
export function FrameWordsFor({ path, children }: { path: string; children: ReactNode }) {
  return (
    <FrameWordsContext value={localeOf(path) === "te" ? teluguFrame : null}>
      {children}
    </FrameWordsContext>
  );
}
