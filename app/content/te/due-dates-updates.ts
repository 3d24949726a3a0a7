/*
 * Telugu words of the due-dates page's latest changes and of its updates feed.
 * Skipped: dueDatesUpdatesPath (a path, no words).
 */
import type * as en from "../due-dates-updates";

export const dueDatesUpdatesText = {
  title: "తాజా మార్పులు",
  updated: (date: string) => `${date}న అప్‌డేట్ అయింది`,
  none: "ఈ జాబితా మొదలైనప్పటి నుంచి ఏ గడువు తేదీ మారలేదు; మార్పులు పబ్లిష్ అయ్యాక ఇక్కడ, ఫీడ్‌లో కనిపిస్తాయి.",
  feedLink: "మార్పులను ఫాలో అవ్వండి (Atom ఫీడ్)",
  more: (n: number) => (n === 1 ? "ఇంకా 1 మార్పు" : `ఇంకా ${n} మార్పులు`),
} satisfies typeof en.dueDatesUpdatesText;

/**
 * The ledger's changes are written by staff in English ("GSTR-9 FY 2025-26: due 31 Dec 2026 → 31 Jan 2027"): the
 * Telugu page shows them as written, marked as English, and says so once above them.
 */
export const dueDatesLedgerLanguage = {
  lang: "en",
  note: "ప్రతి మార్పు వివరాలను మా సిబ్బంది ఇంగ్లీష్‌లో రాస్తారు; నోటిఫికేషన్, సర్క్యులర్ పేర్లు అధికారులు రాసినట్టే ఉంటాయి.",
} satisfies typeof en.dueDatesLedgerLanguage;

export const dueDatesFeedText = {
  feedTitle: "కంప్లయన్స్ గడువు తేదీలు: మార్పులు",
  feedSubtitle:
    "కంప్లయన్స్ గడువు తేదీల్లో పబ్లిష్ అయిన ప్రతి మార్పు: పొడిగించిన, మారిన తేదీలు, కొత్తగా చేరిన, తొలగించిన ఫైలింగ్‌లు, ఒక్కోదాని వెనుక ఉన్న నోటిఫికేషన్ లేదా సర్క్యులర్‌తో.",
  feedEntryTitle: (first: string, more: number) => (more > 0 ? `${first} (ఇంకా ${more})` : first),
} satisfies typeof en.dueDatesFeedText;
