import type { IncorporationSlug } from "../incorporation-slugs";
import type { Checklist, ChecklistRules } from "../incorporations-schema";
import * as en from "../incorporation-checklists";
import { firmRecord } from "./home";
import { actionWords } from "./actions";

/*
 * Telugu words of the four document checklist pages and of their Telugu PDFs (/downloads/te-<slug>-checklist.pdf).
 * Skipped: none (every export holds words; slugs and hrefs are taken from English by reference, the PDFs' file
 * names are the English ones with "te-" before them).
 */

/** Labels and headings shared by the four checklist pages (and the PDF). */
export const checklistPageText = {
  downloadPdf: "చెక్‌లిస్ట్ PDF డౌన్‌లోడ్ చేయండి",
  startRegistration: {
    label: actionWords.book,
    href: en.checklistPageText.startRegistration.href,
  },
  contactUs: { label: "మమ్మల్ని సంప్రదించండి", href: en.checklistPageText.contactUs.href },
  whatsapp: actionWords.whatsapp,
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  actionsLabel: "చెక్‌లిస్ట్ ఆప్షన్లు",
  documentsTitle: "సిద్ధం చేసుకోవాల్సిన పత్రాలు",
  documentsIntro:
    "కింద పేర్కొన్న ప్రతి వ్యక్తికీ, ప్రతి చిరునామాకూ ఇవి సేకరించండి. మొదలుపెట్టడానికి కాపీలు చాలు; వాటిని ఎలా పంపాలో కింది నియమాల్లో చూడండి.",
  heroPanelTitle: "మీరు సేకరించాల్సినవి",
  documentsCount: (count: number) => (count === 1 ? "1 పత్రం" : `${count} పత్రాలు`),
  ticksNote: "ప్రతి పత్రం చేతికి అందగానే టిక్ పెట్టండి: మీ టిక్‌లు ఈ పరికరంలోని ఈ బ్రౌజర్‌లోనే ఉంటాయి, పేజీతో పాటు ప్రింట్ అవుతాయి.",
  pdfNote: "PDF, A4 సైజు, ప్రింట్ చేయడానికి లేదా షేర్ చేయడానికి",
  pdfEyebrow: "పత్రాల చెక్‌లిస్ట్",
  pdfTagline: firmRecord.description,
  pdfPhone: "ఫోన్ / WhatsApp",
  pdfPage: (page: number, pages: number) => `పేజీ ${page} / ${pages}`,
  pdfOnline: "తాజా వెర్షన్ ఆన్‌లైన్‌లో:",
  generatedOn: "తయారైన తేదీ:",
  pdfDisclaimer:
    "ఇది సాధారణ మార్గదర్శనం మాత్రమే: నిబంధనలు మారవచ్చు, కొన్ని సందర్భాల్లో మరిన్ని పత్రాలు అవసరం కావచ్చు. ఫైల్ చేసే ముందు మీ విషయంలో కావాల్సిన తుది జాబితాను మేం నిర్ధారిస్తాం.",
  ctaTitle: "పత్రాలు సిద్ధమా?",
  ctaText: "వాటిని మాకు పంపండి, రిజిస్ట్రేషన్ ప్రారంభిస్తాం. ఏదైనా పత్రం గురించి సందేహం ఉంటే, సేకరించే ముందే మమ్మల్ని అడగండి.",
} satisfies typeof en.checklistPageText;

/** Rules that apply to every checklist. */
export const checklistRules: ChecklistRules = {
  title: "మీ పత్రాల విషయంలో నియమాలు",
  intro: "రిజిస్ట్రార్ మీ ఫైలింగ్‌ను వెనక్కి పంపకుండా చూసే ఆరు నియమాలు.",
  rules: [
    {
      title: "రెండు పేర్లు ఇవ్వండి",
      text: "మీ ప్రాధాన్య క్రమంలో రెండు ప్రతిపాదిత పేర్లు ఇవ్వండి; మొదటి పేరు తిరస్కరణకు గురైతే రెండోది సిద్ధంగా ఉంటుంది.",
    },
    {
      title: "50–100 పదాల్లో వ్యాపార వివరణ",
      text: "మీ వ్యాపారం ఏమి చేస్తుందో 50–100 పదాల్లో వివరించండి; ఇదే మీ MoAలో ప్రధాన లక్ష్యాలుగా (main objects) నమోదవుతుంది.",
    },
    {
      title: "2 నెలల కంటే పాతది కాని బ్యాంక్ స్టేట్‌మెంట్",
      text: "చిరునామా రుజువుగా ఇచ్చే బ్యాంక్ స్టేట్‌మెంట్ లేదా యుటిలిటీ బిల్లు 2 నెలల కంటే పాతది కాకూడదు.",
    },
    {
      title: "స్వీయ ధ్రువీకరణ చేసిన కాపీలు",
      text: "మాకు పంపే ముందు ప్రతి కాపీపై మీరే సంతకం చేయండి (సెల్ఫ్-అటెస్ట్).",
    },
    {
      title: "ఇంగ్లీష్ అనువాదాలు",
      text: "తెలుగు వంటి ప్రాంతీయ భాషలో ఉన్న పత్రంతో పాటు దాని ఇంగ్లీష్ అనువాదం కూడా జత చేయాలి.",
    },
    {
      title: "ముందు డిజిటల్ కాపీలు, తర్వాత ఒరిజినల్స్",
      text: "మేం పని మొదలుపెట్టేందుకు ముందుగా స్పష్టమైన స్కాన్‌లు లేదా ఫోటోలు ఈమెయిల్ చేయండి; మేం అడిగినప్పుడు ఒరిజినల్స్ పంపండి.",
    },
  ],
};

const personItems = [
  "PAN కార్డు",
  "ఆధార్ కార్డు",
  "ఇటీవల తీసిన పాస్‌పోర్ట్ సైజు ఫోటో",
  "చిరునామా రుజువు: బ్యాంక్ స్టేట్‌మెంట్ లేదా కరెంటు, టెలిఫోన్, మొబైల్ బిల్లు; 2 నెలల కంటే పాతది కాకూడదు",
  "వ్యక్తిగత ఈమెయిల్ చిరునామా, మొబైల్ నంబర్ (డిజిటల్ సిగ్నేచర్, గుర్తింపు ధ్రువీకరణ కోసం)",
];

const foreignPersonItem = "విదేశీయులు లేదా NRIలు అయితే: పాస్‌పోర్ట్, నోటరీ లేదా అపోస్టిల్ చేసిన చిరునామా రుజువు";

const officeCategory = {
  title: "రిజిస్టర్డ్ ఆఫీసు",
  items: [
    "అద్దె లేదా లీజు ఒప్పందం; సొంత ఆస్తి అయితే సేల్ డీడ్ (కొనుగోలు దస్తావేజు)",
    "ఆ చిరునామాకు వచ్చిన కరెంటు, నీటి లేదా గ్యాస్ బిల్లు; 2 నెలల కంటే పాతది కాకూడదు",
    "ఆస్తి యజమాని సంతకం చేసిన నిరభ్యంతర పత్రం (NOC)",
  ],
};

const twoNames = "ప్రాధాన్య క్రమంలో రెండు ప్రతిపాదిత పేర్లు";
const businessDescription = "50–100 పదాల్లో వ్యాపార వివరణ";
const shareCapital = "ఆథరైజ్డ్ క్యాపిటల్, పెయిడ్-అప్ క్యాపిటల్";

const companyItems = [twoNames, businessDescription, shareCapital, "ప్రతి వాటాదారు తీసుకునే షేర్ల సంఖ్య"];

const minimumLabel = "కనీస అవసరం";
const eachPerson = "(ప్రతి వ్యక్తికీ)";

const privateLimited: Checklist = {
  slug: en.incorporationChecklists["private-limited"].slug,
  meta: {
    title: "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్: పత్రాల చెక్‌లిస్ట్",
    description:
      "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్‌కు పత్రాలు: డైరెక్టర్లు, వాటాదారులు, రిజిస్టర్డ్ ఆఫీసు, కంపెనీ వివరాలు. ప్రింట్ చేసుకునే PDF కూడా.",
  },
  title: "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ చెక్‌లిస్ట్",
  intro:
    "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ కోసం మీ నుంచి మాకు కావాల్సినవన్నీ ఇక్కడ ఉన్నాయి; వ్యక్తులు, ఆఫీసు చిరునామా, కంపెనీ వివరాలు అని విభాగాలవారీగా ఇచ్చాం.",
  minimum: { label: minimumLabel, value: "2 డైరెక్టర్లు, 2 వాటాదారులు" },
  categories: [
    {
      title: `డైరెక్టర్లు, వాటాదారులు ${eachPerson}`,
      items: [...personItems, foreignPersonItem],
    },
    officeCategory,
    { title: "కంపెనీ వివరాలు", items: companyItems },
  ],
  pdfFileName: "te-private-limited-checklist.pdf",
};

const publicLimited: Checklist = {
  slug: en.incorporationChecklists["public-limited"].slug,
  meta: {
    title: "పబ్లిక్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్: పత్రాల చెక్‌లిస్ట్",
    description:
      "3 డైరెక్టర్లు, 7 వాటాదారులతో పబ్లిక్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్‌కు పత్రాలు: వ్యక్తిగత, ఆఫీసు, కంపెనీ వివరాలు. ప్రింట్ చేసుకునే PDF కూడా.",
  },
  title: "పబ్లిక్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ చెక్‌లిస్ట్",
  intro:
    "పబ్లిక్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ కోసం డైరెక్టర్లు, వాటాదారుల నుంచి మాకు కావాల్సినవన్నీ ఇక్కడ ఉన్నాయి; వ్యక్తులు, ఆఫీసు చిరునామా, కంపెనీ వివరాలు అని విభాగాలవారీగా ఇచ్చాం.",
  minimum: { label: minimumLabel, value: "3 డైరెక్టర్లు, 7 వాటాదారులు" },
  categories: [
    {
      title: `డైరెక్టర్లు, వాటాదారులు ${eachPerson}`,
      items: [...personItems, foreignPersonItem],
    },
    {
      title: "కార్పొరేట్ వాటాదారులు (ఉంటే)",
      items: [
        "వాటాదారుగా ఉన్న కంపెనీ ఇన్‌కార్పొరేషన్ సర్టిఫికెట్",
        "పెట్టుబడికి, ప్రతినిధి నియామకానికి అనుమతిస్తూ ఆ కంపెనీ చేసిన బోర్డు తీర్మానం",
        "వాటాదారుగా ఉన్న కంపెనీ PAN",
      ],
    },
    officeCategory,
    { title: "కంపెనీ వివరాలు", items: companyItems },
  ],
  pdfFileName: "te-public-limited-checklist.pdf",
};

const llp: Checklist = {
  slug: en.incorporationChecklists.llp.slug,
  meta: {
    title: "LLP రిజిస్ట్రేషన్: పత్రాల చెక్‌లిస్ట్",
    description:
      "LLP రిజిస్ట్రేషన్‌కు పత్రాలు: ప్రతి భాగస్వామి, రిజిస్టర్డ్ ఆఫీసు, LLP ఒప్పందం కోసం కావాల్సినవి. ప్రింట్ చేసుకునే PDF చెక్‌లిస్ట్ కూడా.",
  },
  title: "LLP రిజిస్ట్రేషన్ చెక్‌లిస్ట్",
  intro:
    "లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP) రిజిస్టర్ చేసి, దాని ఒప్పందం తయారుచేయడానికి భాగస్వాముల నుంచి మాకు కావాల్సినవన్నీ ఇక్కడ ఉన్నాయి.",
  minimum: { label: minimumLabel, value: "2 డిజిగ్నేటెడ్ పార్ట్‌నర్లు" },
  categories: [
    {
      title: `భాగస్వాములు, డిజిగ్నేటెడ్ పార్ట్‌నర్లు ${eachPerson}`,
      items: [...personItems, foreignPersonItem],
    },
    officeCategory,
    {
      title: "LLP వివరాలు, ఒప్పందం",
      items: [
        twoNames,
        businessDescription,
        "ప్రతి భాగస్వామి కంట్రిబ్యూషన్ (పెట్టుబడి వాటా)",
        "భాగస్వాముల మధ్య లాభాల పంపకం నిష్పత్తి",
        "భాగస్వాముల పాత్రలు, బాధ్యతలు, నిర్ణయాలు ఎలా తీసుకుంటారు",
      ],
    },
  ],
  pdfFileName: "te-llp-checklist.pdf",
};

const opc: Checklist = {
  slug: en.incorporationChecklists.opc.slug,
  meta: {
    title: "వన్ పర్సన్ కంపెనీ (OPC) రిజిస్ట్రేషన్: పత్రాల చెక్‌లిస్ట్",
    description:
      "వన్ పర్సన్ కంపెనీ రిజిస్ట్రేషన్‌కు పత్రాలు: డైరెక్టర్, సభ్యుడు, నామినీ, ఆఫీసు, కంపెనీ వివరాలు. ప్రింట్ చేసుకునే PDF చెక్‌లిస్ట్ కూడా.",
  },
  title: "వన్ పర్సన్ కంపెనీ (OPC) రిజిస్ట్రేషన్ చెక్‌లిస్ట్",
  intro:
    "వన్ పర్సన్ కంపెనీ రిజిస్ట్రేషన్ కోసం మీ నుంచి, మీ నామినీ నుంచి మాకు కావాల్సినవన్నీ ఇక్కడ ఉన్నాయి; వ్యక్తులు, ఆఫీసు చిరునామా, కంపెనీ వివరాలు అని విభాగాలవారీగా ఇచ్చాం.",
  minimum: { label: minimumLabel, value: "1 డైరెక్టర్, 1 వాటాదారు, 1 నామినీ" },
  categories: [
    {
      title: "డైరెక్టర్, వాటాదారు",
      items: [...personItems, "విదేశాల్లో నివసిస్తున్న భారతీయ పౌరులైతే: పాస్‌పోర్ట్, నోటరీ లేదా అపోస్టిల్ చేసిన చిరునామా రుజువు"],
    },
    {
      title: "నామినీ",
      items: [
        "PAN కార్డు",
        "ఆధార్ కార్డు",
        "నామినీ భారతదేశం బయట నివసిస్తుంటే పాస్‌పోర్ట్ (భారతీయ పౌరులు ఎవరైనా నామినీగా ఉండవచ్చు)",
        "నామినీగా వ్యవహరించడానికి సంతకం చేసిన సమ్మతి పత్రం (Form INC-3, దీన్ని మేమే తయారుచేస్తాం)",
      ],
    },
    officeCategory,
    {
      title: "కంపెనీ వివరాలు",
      items: [twoNames, businessDescription, shareCapital],
    },
  ],
  pdfFileName: "te-opc-checklist.pdf",
};

export const incorporationChecklists: Record<IncorporationSlug, Checklist> = {
  "private-limited": privateLimited,
  "public-limited": publicLimited,
  llp,
  opc,
};
