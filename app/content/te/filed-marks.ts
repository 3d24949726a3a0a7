/* ప్లానర్‌లో దాఖలు గుర్తుల మాటలు (app/content/filed-marks.ts కి తెలుగు). */

import type { filedText as english } from "../filed-marks";

export const filedText: typeof english = {
  // పూర్తయింది, not దాఖలైంది: the ticks sit on payments (TDS, PF, advance tax) and meetings too, which are not filed.
  filed: "పూర్తయింది",
  filedName: (form: string, date: string) => `పూర్తయింది: ${form}, గడువు ${date}`,
  filedCount: (filed: number, total: number) =>
    `${total} గడువుల్లో ${filed} పూర్తయినట్లు ఈ పరికరంలో గుర్తించారు.`,
  partsMissing:
    "గడువు దాటిన పనుల జాబితా, మీ గుర్తుల ఫైల్ లోడ్ కాలేదు: కనెక్షన్ తెగిపోయి ఉండవచ్చు. మళ్లీ ప్రయత్నించడానికి పేజీని రీలోడ్ చేయండి.",
};
