import type { FrameWords } from "../frame";
import { portals } from "../portals";
import { areaNamesTe } from "./areas";
import { floatingActionsText } from "./contact-points";
import { errorText, notFoundText, shellText } from "./errors";
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
import { portalStripText } from "./portals";
import { validationText } from "./validation";
import { whatsappGreetings } from "./whatsapp-greetings";

/** The frame's words on a Telugu page (app/content/frame.ts), provided by the server entry while prerendering. */
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
  shellText,
  newsletterText,
  floatingActionsText,
  whatsappGreetings,
  // The portals' names are the authorities' own.
  portals,
  portalStripText,
  validationText,
  areaNames: Object.fromEntries(Object.entries(areaNamesTe).map(([slug, a]) => [slug, a.name])),
};
