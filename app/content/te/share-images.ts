/*
 * Telugu words on the generated Open Graph / Twitter share images, one per section of the site.
 * Skipped: shareSections (the list of section keys, no words) and the types ShareSection, ShareImageText.
 */
import { site } from "../../config/site";
import type * as en from "../share-images";

export const shareImageText: Record<en.ShareSection, en.ShareImageText> = {
  default: {
    title: "వ్యవస్థాపకుల కోసం కంపెనీ సెక్రటరీలు",
    subtitle: "కంపెనీ రిజిస్ట్రేషన్, ROC కంప్లయన్స్, GST, ట్రేడ్‌మార్క్‌లు: అన్నీ సమయానికే.",
  },
  services: {
    title: "కంపెనీ రిజిస్ట్రేషన్, కంప్లయన్స్, పన్ను సేవలు",
    subtitle: "ప్రైవేట్ లిమిటెడ్, LLP, OPC రిజిస్ట్రేషన్, వార్షిక ఫైలింగ్‌లు, GST, IPR.",
  },
  blog: {
    title: "కంప్లయన్స్ విశేషాలు",
    subtitle: "ROC ఫైలింగ్‌లు, KYC, LLP నిబంధనలు, గడువు తేదీలపై సరళమైన భాషలో నోట్స్.",
  },
  "due-dates": {
    title: "కంప్లయన్స్ గడువు తేదీలు",
    subtitle: "ఏడాదిలోని ప్రతి ROC, ఆదాయపు పన్ను, GST గడువు, జరిమానాలతో సహా.",
  },
  contact: {
    title: "కంపెనీ సెక్రటరీతో మాట్లాడండి",
    subtitle: `ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి లేదా మాకు రాయండి. ${site.claims.replyWithinHours} గంటల్లోపు సమాధానం ఇస్తాం.`,
  },
  about: {
    title: "మా సంస్థ గురించి",
    subtitle: "ఆంధ్రప్రదేశ్, తెలంగాణతో పాటు దేశవ్యాప్తంగా సేవలు అందించే కంపెనీ సెక్రటరీ ప్రాక్టీస్.",
  },
  cities: {
    title: "మీకు దగ్గర్లో కంపెనీ రిజిస్ట్రేషన్",
    subtitle: "ఆంధ్రప్రదేశ్, తెలంగాణ అంతటా వ్యవస్థాపకులకు సేవలు: నేరుగా కలిసి, ఆన్‌లైన్‌లోనూ.",
  },
};
