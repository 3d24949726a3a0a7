import { formNamesTe } from "~/content/te/due-date-names";
import { latestUpdates } from "~/features/blog/posts.server";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { todayInIndia } from "~/features/due-dates/schedule";
import { deadlinesFrom } from "~/features/due-dates/upcoming";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { pathIn, type Locale } from "~/lib/locale";
import { getMeta } from "~/lib/meta";
import { firmJsonLd } from "~/lib/structured-data";
import { homeWords, monthNames } from "./home-words";

/**
 * The names of the data's forms that are descriptions ("Advance tax"), by language; the form codes as written. Read
 * here, at build time, so the names stay out of the pages' code.
 */
const formNames: Record<Locale, Readonly<Record<string, string>>> = { en: {}, te: formNamesTe };

/**
 * Home's loader data in `locale`, built at build time: the meta helpers and JSON-LD builders never ship to the
 * browser.
 */
export function homePage(locale: Locale, builtOn = todayInIndia()) {
  const { homeMeta, firmRecord, deadlineLawLabel } = homeWords[locale];
  const months = monthNames[locale];
  return {
    meta: getMeta({ ...homeMeta, path: pathIn("/", locale), jsonLd: [firmJsonLd(firmRecord)] }),
    // The three most recently updated articles, so the home page and the blog always agree. The articles are
    // English; on the Telugu page their dates read in Telugu.
    updates: latestUpdates(3).map((update) =>
      months ? { ...update, dateLabel: formatLongDateWith(update.date, months) } : update,
    ),
    // The "Upcoming Deadline" card's deadlines for the next year, from the due-dates data: the form codes keep
    // their names, the forms that are descriptions ("Advance tax") and the laws are named in the page's language.
    deadlines: deadlinesFrom(loadDueDatesFile(), builtOn).map((deadline) => ({
      ...deadline,
      form: formNames[locale][deadline.form] ?? deadline.form,
      law: deadlineLawLabel(deadline.law),
    })),
    builtOn,
    months,
  };
}

export type HomePageData = ReturnType<typeof homePage>;
