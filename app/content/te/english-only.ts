/*
 * The notice at the top of the pages that exist in English only, when a Telugu reader reaches them:
 * the blog's articles, and the terms, privacy and disclaimer pages. No English counterpart.
 */
export const englishOnlyNotice = {
  articles: "క్షమించండి, ఈ ఆర్టికల్ ఇంగ్లీష్‌లో మాత్రమే అందుబాటులో ఉంది.",
  legal: "క్షమించండి, ఈ పేజీ ఇంగ్లీష్‌లో మాత్రమే అందుబాటులో ఉంది.",
};
