// Skips no export: incorporationTypeCards holds words; its icons and links come from the English cards.

import * as en from "../../services/incorporation-types";

/** The English card at i; a missing one is a content error, thrown when the module loads. */
function enCard(i: number) {
  const card = en.incorporationTypeCards[i];
  if (card === undefined) throw new Error(`te/services/incorporation-types: no English card ${i}`);
  return card;
}

/** The four Indian incorporation types as cards, in the English order. */
export const incorporationTypeCards = [
  {
    icon: enCard(0).icon,
    title: "ప్రైవేట్ లిమిటెడ్ కంపెనీ",
    description:
      "ఇన్వెస్టర్లు ఆశించే వ్యాపార స్ట్రక్చర్ ఇదే: యజమానుల నుంచి వేరైన చట్టపరమైన సంస్థ. యజమానులు తాము పెట్టిన మొత్తం వరకే రిస్క్ భరిస్తారు. సహ వ్యవస్థాపకులకు, ఉద్యోగులకు, ఫండ్‌లకు షేర్లు జారీ చేయవచ్చు.",
    features: [
      "2 నుంచి 200 మంది వాటాదారులు, 2 నుంచి 15 మంది డైరెక్టర్లు",
      "కనీసం ఒక డైరెక్టర్ భారతదేశ నివాసి అయి ఉండాలి",
      "ఈక్విటీ ఫండింగ్‌కు, ESOPలకు అనువైనది",
      "Startup India ప్రయోజనాలకు గుర్తింపు పొందవచ్చు",
    ],
    link: { label: "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్", to: enCard(0).link.to },
  },
  {
    icon: enCard(1).icon,
    title: "పబ్లిక్ లిమిటెడ్ కంపెనీ",
    description:
      "ఎక్కువ మంది వాటాదారులు అవసరమైన లేదా స్టాక్ ఎక్స్ఛేంజ్‌లో లిస్ట్ కావాలనుకునే పెద్ద సంస్థల కోసం. అందుకు తగ్గట్టే పాలనా నిబంధనలు (గవర్నెన్స్) కఠినంగా ఉంటాయి.",
    features: [
      "కనీసం 3 డైరెక్టర్లు, 7 మంది వాటాదారులు",
      "కనీస పెయిడ్-అప్ క్యాపిటల్ నిబంధన లేదు",
      "షేర్లను స్వేచ్ఛగా బదిలీ చేయవచ్చు",
      "ప్రజల నుంచి నిధులు సమీకరించవచ్చు",
    ],
    link: { label: "పబ్లిక్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్", to: enCard(1).link.to },
  },
  {
    icon: enCard(2).icon,
    title: "లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP)",
    description:
      "కంపెనీకి ఉండే రక్షణ కవచం ఉన్న భాగస్వామ్యం: భాగస్వాములు కలిసి వ్యాపారం నడుపుతారు, వారి వ్యక్తిగత ఆస్తులు సురక్షితంగా ఉంటాయి.",
    features: [
      "ఇద్దరు లేదా అంతకంటే ఎక్కువ భాగస్వాములు, గరిష్ఠ పరిమితి లేదు",
      "కనీసం ఒక డిజిగ్నేటెడ్ పార్ట్‌నర్ భారతదేశ నివాసి అయి ఉండాలి",
      "కనీస కంట్రిబ్యూషన్ (పెట్టుబడి వాటా) నిబంధన లేదు",
      "రెండు వార్షిక రిటర్న్‌లు: Form 11, Form 8",
    ],
    link: { label: "LLP రిజిస్ట్రేషన్", to: enCard(2).link.to },
  },
  {
    icon: enCard(3).icon,
    title: "వన్ పర్సన్ కంపెనీ (OPC)",
    description:
      "ఒక్కరే వ్యాపారం చేసే వ్యవస్థాపకుడికి పరిమిత బాధ్యత (లిమిటెడ్ లయబిలిటీ): ఒక డైరెక్టర్, ఒక వాటాదారు, అవసరమైతే బాధ్యతలు చేపట్టే ఒక నామినీ.",
    features: [
      "ఒక డైరెక్టర్, ఒక వాటాదారు",
      "భారత పౌరుడైన నామినీ",
      "వ్యక్తిగత ఆస్తులు వ్యాపారం నుంచి వేరుగా ఉంటాయి",
      "వ్యాపారం పెరిగాక ప్రైవేట్ కంపెనీగా మార్చుకోవచ్చు",
    ],
    link: { label: "వన్ పర్సన్ కంపెనీ రిజిస్ట్రేషన్", to: enCard(3).link.to },
  },
] satisfies typeof en.incorporationTypeCards;
