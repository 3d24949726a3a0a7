/*
 * The notice at the top of the pages that exist in English only, shown to a visitor who came from the Telugu pages:
 * the blog's articles, and the terms, privacy and disclaimer pages. Said positively, with the way back.
 * No English counterpart.
 */
export const englishOnlyNotice = {
  articles: "ఈ వ్యాసం ప్రస్తుతం ఇంగ్లీష్‌లో మాత్రమే ఉంది.",
  legal: "ఈ పేజీ ప్రస్తుతం ఇంగ్లీష్‌లో మాత్రమే ఉంది.",
  back: "తెలుగు పేజీలకు తిరిగి వెళ్లండి",
};
