import type { Locale } from "../lib/locale";
import { areas } from "./areas";
import * as enContactPoints from "./contact-points";
import * as enErrors from "./errors";
import * as enNavigation from "./navigation";
import * as enNewsletter from "./newsletter";
import * as enPortals from "./portals";
import * as teContactPoints from "./te/contact-points";
import * as teErrors from "./te/errors";
import * as teNavigation from "./te/navigation";
import * as teNewsletter from "./te/newsletter";
import { areaNamesTe } from "./te/areas";
import * as tePortals from "./te/portals";
import * as teGreetings from "./te/whatsapp-greetings";
import * as enGreetings from "./whatsapp-greetings";

/*
 * The words of the site's frame (header, menu, footer, the skip link, the floating actions, the portals' strip, the
 * 404 view) in each language (docs/decisions/025-telugu-edition.md). Every Telugu page is prerendered HTML without
 * React, so the Telugu words are chosen only while prerendering: in the browser's bundle the frame is English, and
 * the Telugu words never reach it.
 */
const english = {
  navigation: enNavigation,
  errors: enErrors,
  newsletter: enNewsletter,
  contactPoints: enContactPoints,
  greetings: enGreetings as { whatsappGreetings: Record<enGreetings.GreetingTopic, string> },
  portals: enPortals,
  /** The served cities' names, by slug. */
  areaNames: Object.fromEntries(areas.map((a) => [a.slug, a.name])) as Record<string, string>,
};

const telugu: typeof english = {
  navigation: teNavigation,
  errors: { ...enErrors, ...teErrors },
  newsletter: teNewsletter,
  contactPoints: teContactPoints,
  greetings: teGreetings,
  portals: { ...enPortals, ...tePortals },
  areaNames: Object.fromEntries(Object.entries(areaNamesTe).map(([slug, a]) => [slug, a.name])),
};

export type FrameWords = typeof english;

export function frameWords(locale: Locale): FrameWords {
  return import.meta.env.SSR && locale === "te" ? telugu : english;
}
