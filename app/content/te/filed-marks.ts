/* ప్లానర్‌లో దాఖలు గుర్తుల మాటలు (app/content/filed-marks.ts కి తెలుగు). */

import type { filedText as english } from "../filed-marks";

// A return is filed (దాఖలైంది), a tax or contribution paid (చెల్లింపు అయింది), a meeting held (జరిగింది).
const done: typeof english.done = {
  filing: "దాఖలైంది",
  payment: "చెల్లింపు అయింది",
  meeting: "జరిగింది",
};

export const filedText: typeof english = {
  done,
  doneName: (kind, form, date) => `${done[kind]}: ${form}, గడువు ${date}`,
  filedCount: (filed: number, total: number) =>
    `${total} గడువుల్లో ${filed} పూర్తయినట్లు ఈ పరికరంలో గుర్తించారు.`,
  partsMissing:
    "గడువు దాటిన పనుల జాబితా, మీ గుర్తుల ఫైల్ లోడ్ కాలేదు: కనెక్షన్ తెగిపోయి ఉండవచ్చు. మళ్లీ ప్రయత్నించడానికి పేజీని రీలోడ్ చేయండి.",
};
