/*
 * Telugu words of the offline page (shown by the service worker when the connection is down).
 * Nothing skipped: offlineText is the only export.
 */
import { site } from "../../config/site";
import * as en from "../offline";
import { hours } from "./firm";

export const offlineText = {
  metaTitle: "మీరు ఆఫ్‌లైన్‌లో ఉన్నారు",
  metaDescription: `కనెక్షన్ లేనప్పుడు, మీరు అడిగిన పేజీ ఈ పరికరంలో సేవ్ కాకపోతే కనిపించే పేజీ: ఆఫ్‌లైన్‌లోనూ తెరుచుకునే ${site.name} పేజీలు, మమ్మల్ని సంప్రదించే మార్గాలు.`,
  eyebrow: "కనెక్షన్ లేదు",
  title: "ఈ పేజీ ఈ పరికరంలో సేవ్ కాలేదు",
  promise:
    'మీ ఇంటర్నెట్ కనెక్షన్ నిలిచిపోయినట్టుంది. ఈ పేజీని ఇంతకు ముందు ఈ పరికరంలో తెరవలేదు, కాబట్టి చూపించడానికి దాని కాపీ లేదు. మళ్లీ ఆన్‌లైన్‌కు వచ్చాక "మళ్లీ ప్రయత్నించండి" నొక్కండి.',
  savedTitle: "కనెక్షన్ లేకున్నా తెరుచుకునే పేజీలు",
  saved: [
    {
      label: "కంప్లయన్స్ గడువు తేదీలు",
      href: en.offlineText.saved[0]!.href,
      note: "పూర్తి పట్టిక; ఈ వెబ్‌సైట్‌ను మీరు మొదటిసారి చూసినప్పుడే ఈ పరికరంలో సేవ్ అవుతుంది",
    },
    {
      label: "కంప్లయన్స్ ప్లానర్",
      href: en.offlineText.saved[1]!.href,
      note: "మీ వ్యాపారానికి వచ్చే పన్నెండు నెలల గడువు తేదీలు; గడువు తేదీలతో పాటే సేవ్ అవుతుంది",
    },
    {
      label: "హోమ్ పేజీ",
      href: en.offlineText.saved[2]!.href,
      note: "ఇంతకు ముందు ఈ పరికరంలో తెరిచి ఉంటే",
    },
  ],
  savedNote: "ఈ వెబ్‌సైట్‌లో మీరు ఇంతకు ముందు ఇక్కడ తెరిచిన మరే పేజీ అయినా తెరుచుకుంటుంది.",
  contactTitle: "మమ్మల్ని నేరుగా సంప్రదించండి",
  contactIntro: `ఫోన్, ఈమెయిల్ ఈ వెబ్‌సైట్ లేకుండానే పని చేస్తాయి. మేం సమాధానం ఇచ్చే వేళలు: ${hours}.`,
  retry: "మళ్లీ ప్రయత్నించండి",
  phoneLabel: "ఫోన్",
  emailLabel: "ఈమెయిల్",
} satisfies typeof en.offlineText;
