/* ప్లానర్‌లో దాఖలు గుర్తుల మాటలు (app/content/filed-marks.ts కి తెలుగు). */

import type { filedText as english } from "../filed-marks";

export const filedText: typeof english = {
  filed: "దాఖలైంది",
  filedName: (form: string, date: string) => `దాఖలైంది: ${form}, గడువు ${date}`,
  filedCount: (filed: number, total: number) =>
    `${total} గడువుల్లో ${filed} దాఖలైనట్లు ఈ పరికరంలో గుర్తించారు.`,
  filedOn: (date: string) => `${date}న దాఖలైనట్లు గుర్తించారు`,

  unreadable: (key: string) =>
    `ఈ బ్రౌజర్‌లో ఉంచిన దాఖలు గుర్తులను చదవలేకపోయాం. అవి మారకుండా ${key} కింద భద్రంగా ఉన్నాయి; కొత్త గుర్తులు వాటి పక్కనే సేవ్ అవుతాయి.`,
  notSaved:
    "మీ టిక్‌లను ఈ బ్రౌజర్‌లో సేవ్ చేయలేకపోతున్నాం (స్టోరేజ్ నిండిపోయింది, లేదా ప్రైవేట్ మోడ్‌లో లాగా నిరోధించబడింది). మీరు ఈ పేజీ వదిలే వరకు అవి ఇక్కడే ఉంటాయి: వాటిని ఉంచుకోవడానికి కింద ఫైల్‌గా సేవ్ చేయండి.",
};
