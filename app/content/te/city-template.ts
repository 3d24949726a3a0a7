import { site } from "../../config/site";
import * as en from "../city-template";
import { stateNamesTe } from "./areas";
import { hours, officeAddress, officeLocality, tagline } from "./firm";
import { actionWords } from "./actions";

/* The words every Telugu city page shares; each city's own words are in ./cities. Skipped: `Registrar` (a type). */

/**
 * A place name followed by a case ending (లో, లోని): a name that ends in a bare consonant, like హైదరాబాద్, gets a
 * zero-width non-joiner so the ending does not fuse with it (హైదరాబాద్‌లో, not a conjunct).
 */
const withEnding = (place: string, ending: string) =>
  `${place}${place.endsWith("\u0c4d") ? "\u200c" : ""}${ending}`;

/** A state in Telugu: the records carry the English name (its type is the English one), the page shows the Telugu. */
const stateTe = (state: string) =>
  (stateNamesTe as Record<string, string | undefined>)[state] ?? state;

export const registrars: typeof en.registrars = {
  "Andhra Pradesh": {
    name: "రిజిస్ట్రార్ ఆఫ్ కంపెనీస్, ఆంధ్రప్రదేశ్",
    city: "విజయవాడ",
    note: "రిజిస్టర్డ్ ఆఫీసు ఆంధ్రప్రదేశ్‌లో ఎక్కడ ఉన్నా, ఆ కంపెనీలు, LLPలు విజయవాడలోని రిజిస్ట్రార్ ఆఫ్ కంపెనీస్ (ROC) పరిధిలోకి వస్తాయి. వాటి రికార్డులు అక్కడే ఉంటాయి; వార్షిక రిటర్న్‌లు, చార్జ్ (తనఖా/తాకట్టు వంటి హక్కు) ఫైలింగ్‌లు, డైరెక్టర్ల మార్పులను కూడా ఆ ఆఫీసే చూస్తుంది. స్ట్రైక్ ఆఫ్ దరఖాస్తులు మాత్రం కేంద్ర స్థాయిలోని C-PACE ఆఫీసుకు వెళ్తాయి.",
  },
  Telangana: {
    name: "రిజిస్ట్రార్ ఆఫ్ కంపెనీస్, తెలంగాణ",
    city: "హైదరాబాద్",
    note: "రిజిస్టర్డ్ ఆఫీసు తెలంగాణలో ఉన్న కంపెనీలు, LLPలు హైదరాబాద్‌లోని రిజిస్ట్రార్ ఆఫ్ కంపెనీస్ (ROC) పరిధిలోకి వస్తాయి. వాటి రికార్డులు అక్కడే ఉంటాయి; వార్షిక రిటర్న్‌లు, చార్జ్ (తనఖా/తాకట్టు వంటి హక్కు) ఫైలింగ్‌లు, డైరెక్టర్ల మార్పులను కూడా ఆ ఆఫీసే చూస్తుంది. స్ట్రైక్ ఆఫ్ దరఖాస్తులు మాత్రం కేంద్ర స్థాయిలోని C-PACE ఆఫీసుకు వెళ్తాయి.",
  },
};

/** A district as a place: "గుంటూరు జిల్లా"; a city in two districts ("హనుమకొండ, వరంగల్") gets the plural. */
const districtArea = (district: string) =>
  `${district} ${district.includes(", ") ? "జిల్లాలు" : "జిల్లా"}`;

export const cityTemplate = {
  metaTitle: (name: string, state: string) =>
    `${name}, ${withEnding(stateTe(state), "లో")} కంపెనీ రిజిస్ట్రేషన్, కంప్లయన్స్ సేవలు`,
  districtArea,
  eyebrow: (district: string, state: string) => `${districtArea(district)}, ${stateTe(state)}`,
  title: (name: string) => `${name} వ్యాపారాల కోసం కంపెనీ సెక్రటరీలు`,
  localTitle: (name: string) => `${withEnding(name, "లోని")} వ్యాపారాలతో కలిసి పని చేస్తున్నాం`,
  onlineTitle: "ఆన్‌లైన్‌లో, ఎక్కడి నుంచైనా",
  servicesTitle: "ఇక్కడి వ్యాపారాల కోసం మా సేవలు",
  servicesIntro:
    "అన్ని చోట్లా మేం అందించే సేవలే ఇవి; స్థానిక రిజిస్ట్రార్‌ను, రాష్ట్ర పన్ను ఆఫీసులను దృష్టిలో ఉంచుకుని వీటిని నిర్వహిస్తాం.",
  services: [
    { title: "కంపెనీ, LLP, OPC రిజిస్ట్రేషన్", href: en.cityTemplate.services[0]!.href },
    { title: "వార్షిక ROC కంప్లయన్స్, డైరెక్టర్ KYC", href: en.cityTemplate.services[1]!.href },
    {
      title: "GST రిజిస్ట్రేషన్, రిటర్న్‌లు, ఆదాయపు పన్ను",
      href: en.cityTemplate.services[2]!.href,
    },
    { title: "ట్రేడ్‌మార్క్ ఫైలింగ్, బ్రాండ్ రక్షణ", href: en.cityTemplate.services[3]!.href },
    {
      title: "ఒప్పందాలు, పాలసీలు, చట్టపరమైన పత్రాల తయారీ",
      href: en.cityTemplate.services[4]!.href,
    },
    { title: "కంపెనీ మూసివేత / స్ట్రైక్ ఆఫ్", href: en.cityTemplate.services[5]!.href },
  ],
  industriesTitle: "మేం పనిచేసే స్థానిక వ్యాపార రంగాలు",
  focusTitle: "ఇక్కడి క్లయింట్లు మమ్మల్ని ఎక్కువగా అడిగేవి",
  registrarTitle: "మీ రిజిస్ట్రార్ ఆఫ్ కంపెనీస్",
  registrarCrc:
    "కొత్త కంపెనీలు, LLPలు ఏ రాష్ట్రంలో ఉన్నా, కార్పొరేట్ వ్యవహారాల మంత్రిత్వ శాఖ (MCA) సెంట్రల్ రిజిస్ట్రేషన్ సెంటర్ ద్వారా ఆన్‌లైన్‌లో రిజిస్టర్ అవుతాయి. రిజిస్ట్రేషన్ పూర్తయ్యాక కంపెనీ రికార్డులు ఆ రాష్ట్ర రిజిస్ట్రార్ వద్ద ఉంటాయి. రిజిస్టర్డ్ ఆఫీసును ఒక రాష్ట్రం నుంచి మరో రాష్ట్రానికి మార్చాలంటే రీజినల్ డైరెక్టర్ ఆమోదం కావాలి, కాబట్టి రాష్ట్రాన్ని జాగ్రత్తగా ఎంచుకోండి.",
  visitsTitle: "మేం మీతో ఎలా పని చేస్తాం",
  online:
    "ప్రతి ఫైలింగ్ ఎలక్ట్రానిక్‌గానే జరుగుతుంది, కాబట్టి చాలా పనులకు నేరుగా కలవాల్సిన అవసరం ఉండదు: పత్రాలను సురక్షితంగా పంచుకుంటాం, ప్రతి డైరెక్టర్‌కు డిజిటల్ సిగ్నేచర్ (DSC) ఏర్పాటు చేస్తాం, డ్రాఫ్ట్‌లను మీతో కలిసి వీడియో కాల్‌లో గానీ ఫోన్‌లో గానీ సమీక్షిస్తాం.",
  officeTitle: "సమీప ఆఫీసు",
  officeAddress,
  officeText: `మా ఆఫీసు ${withEnding(officeLocality, "లో")} ఉంది. పని వేళలు: ${hours}.`,
  faqTitle: "స్థానిక వ్యాపారాలు అడిగే ప్రశ్నలు",
  homeCrumb: "హోమ్",
  firmDescription: tagline,
  planner: {
    text: "మీ వ్యాపారానికి ఏ ఫైలింగ్‌లు ఎప్పుడు గడువుకు వస్తాయి, ఆలస్యమైతే ఎంత ఖర్చవుతుంది:",
    label: "మీ కంప్లయన్స్ ప్లాన్ తయారు చేసుకోండి",
    href: en.cityTemplate.planner.href,
  },
  cta: {
    title: "మీ వ్యాపారం గురించి మాతో మాట్లాడండి",
    text: `${site.claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి: మీరు ఏ వ్యాపారం, ఎక్కడ నడుపుతున్నారో చెప్పండి; దానికి ఏమేం కావాలో, ఎంత ఖర్చవుతుందో మేం చెబుతాం.`,
    primary: { label: actionWords.book, href: en.cityTemplate.cta.primary.href },
    secondary: { label: "మమ్మల్ని సంప్రదించండి", href: en.cityTemplate.cta.secondary.href },
  },
} satisfies typeof en.cityTemplate;
