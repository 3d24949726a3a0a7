/*
 * Telugu words of the 404 page, the error page, the notice of a page that did not all load, and the skip link.
 * Nothing skipped: every export holds words (notFoundMeta keeps the English robots tag by reference).
 */
import { site } from "~/config/site";
import * as en from "../errors";
import { actionWords } from "./actions";

export const notFoundText = {
  metaTitle: "పేజీ కనబడలేదు",
  metaDescription: "మీరు వెతికిన పేజీ ఉనికిలో లేదు. మా హోమ్ పేజీ, సేవలు లేదా కన్సల్టేషన్ వివరాల నుంచి మీకు కావాల్సింది కనుగొనండి.",
  eyebrow: "ఎర్రర్ 404",
  title: "ఆ పేజీ మాకు కనబడలేదు",
  promise: "లింక్ పాతది కావచ్చు లేదా తప్పుగా టైప్ అయి ఉండవచ్చు. ఈ పేజీల నుంచి మొదలుపెట్టవచ్చు.",
  home: { label: "హోమ్ పేజీకి వెళ్లండి", href: en.notFoundText.home.href },
  suggestionsTitle: "ఎక్కువ మంది చూసే పేజీలు",
  suggestions: [
    { label: "మా సేవలు", href: en.notFoundText.suggestions[0]!.href },
    { label: "కంప్లయన్స్ గడువు తేదీలు", href: en.notFoundText.suggestions[1]!.href },
    { label: actionWords.book, href: en.notFoundText.suggestions[2]!.href },
    { label: "మమ్మల్ని సంప్రదించండి", href: en.notFoundText.suggestions[3]!.href },
    { label: "బ్లాగ్, అప్‌డేట్‌లు", href: en.notFoundText.suggestions[4]!.href },
  ],
} satisfies typeof en.notFoundText;

export const errorText = {
  title: "ఏదో పొరపాటు జరిగింది",
  promise: "ఈ పేజీలో అనుకోని లోపం వచ్చింది. మీ డేటా సురక్షితంగా ఉంది; మళ్లీ ప్రయత్నించండి, లేదా హోమ్ పేజీకి వెళ్లండి.",
  retry: "మళ్లీ ప్రయత్నించండి",
  home: { label: "హోమ్ పేజీకి వెళ్లండి", href: en.errorText.home.href },
  detailsLabel: "సాంకేతిక వివరాలు",
  clockWrong:
    "మీ పరికరంలోని తేదీ సరైనది కాదు, అందుకే ఈ పేజీ రోజులను ఆ తేదీ నుంచి లెక్కించడం లేదు. తేదీని సరిచేసి పేజీని మళ్లీ లోడ్ చేయండి.",
} satisfies typeof en.errorText;

export const loadNoticeText = {
  message: "ఈ పేజీలో ఒక భాగం లోడ్ కాలేదు. కనిపిస్తున్నదంతా చదవవచ్చు, కానీ వెతకడం, ఫిల్టర్లు, బటన్లు పనిచేయకపోవచ్చు.",
  reload: "పేజీని మళ్లీ లోడ్ చేయండి",
} satisfies typeof en.loadNoticeText;

export const shellText = {
  skipLink: "ప్రధాన కంటెంట్‌కు వెళ్లండి",
  // "ఇది ఈ పరికరం <తేదీ>న సేవ్ చేసుకున్న కాపీ": the date sits inside the sentence, before the verb.
  savedCopy: {
    lead: "మీరు ఆఫ్‌లైన్‌లో ఉన్నారు.",
    text: "ఇది ఈ పరికరం",
    dateBefore: " ",
    dateAfter: "న",
    end: " సేవ్ చేసుకున్న కాపీ.",
    retry: "మళ్లీ ప్రయత్నించండి",
  },
} satisfies typeof en.shellText;

/** The 404 page's head tags, written out so the meta helpers stay out of the browser bundle. */
export const notFoundMeta: typeof en.notFoundMeta = () => [
  { title: `${notFoundText.metaTitle} | ${site.name}` },
  { name: "description", content: notFoundText.metaDescription },
  ...en.notFoundMeta().filter((tag) => tag.name === "robots"),
];
