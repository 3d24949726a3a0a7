/* ప్లానర్‌లో దాఖలు గుర్తుల మాటలు (app/content/filed-marks.ts కి తెలుగు). */

import type { filedText as english } from "../filed-marks";

export const filedText: typeof english = {
  filed: "దాఖలైంది",
  filedName: (form: string, date: string) => `దాఖలైంది: ${form}, గడువు ${date}`,
  filedCount: (filed: number, total: number) =>
    `${total} గడువుల్లో ${filed} దాఖలైనట్లు ఈ పరికరంలో గుర్తించారు.`,
};
