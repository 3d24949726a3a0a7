/*
 * Telugu words of the home page.
 * Skipped: the interfaces LinkedCard, ServiceCard, ProcessStep (types, no words).
 */
import { site } from "../../config/site";
import * as en from "../home";
import { actionWords } from "./actions";
import { stateNamesTe } from "./areas";
import { lawInLine } from "./law-in-line";
import { lawNameTe } from "./state-law-names";
import { tagline } from "./firm";

const { claims } = site;

export const homeHero = {
  eyebrow: `${site.foundedYear} నుంచి కంపెనీ సెక్రటరీలుగా సేవలు`,
  title: "మీ వ్యాపారాన్ని ప్రారంభించండి, కాపాడుకోండి, పెంచుకోండి",
  promise:
    "మీ కంపెనీ రిజిస్ట్రేషన్, ప్రతి ఫైలింగ్‌ను గడువులోగా పూర్తి చేయడం, మీ బ్రాండ్ రక్షణ: అన్నిటినీ ఒకే టీమ్ చూసుకుంటుంది, మీ ప్రశ్నలకు సరళమైన భాషలో సమాధానం ఇస్తుంది.",
  primary: { label: actionWords.book, href: en.homeHero.primary.href },
  secondary: { label: "అన్ని సేవలు చూడండి", href: en.homeHero.secondary.href },
  trust: [
    `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
    `${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్`,
    `${claims.replyWithinHours} గంటల్లోపు సమాధానం`,
  ],
  illustration: {
    src: en.homeHero.illustration.src,
    alt: "పత్రాలు పరిశీలన పూర్తి చేసుకుని కంపెనీ ఇన్‌కార్పొరేషన్ సర్టిఫికెట్‌గా మారుతున్నాయి",
    width: en.homeHero.illustration.width,
    height: en.homeHero.illustration.height,
  },
} satisfies typeof en.homeHero;

export const quickCards: typeof en.quickCards = [
  {
    icon: en.quickCards[0]!.icon,
    title: "కొత్త వ్యాపారం ప్రారంభిస్తున్నారా?",
    description:
      "ప్రైవేట్ లిమిటెడ్, LLP లేదా OPC? మీకు సరైన వ్యాపార స్ట్రక్చర్‌ను ఎంచుకోవడంలో సహాయం చేసి, కొన్ని రోజుల్లోనే రిజిస్టర్ చేస్తాం.",
    href: en.quickCards[0]!.href,
    linkLabel: "వ్యాపార స్ట్రక్చర్‌లను పోల్చి చూడండి",
  },
  {
    icon: en.quickCards[1]!.icon,
    title: "కంప్లయన్స్‌లో సహాయం కావాలా?",
    description:
      "వార్షిక ROC రిటర్న్‌లు, బోర్డు సమావేశాలు, KYC, GST ఫైలింగ్‌లు: అన్నిటినీ ట్రాక్ చేస్తాం; ప్రతిదీ గడువు రాకముందే పూర్తి చేస్తాం.",
    href: en.quickCards[1]!.href,
    linkLabel: "కంప్లయన్స్ సేవలు చూడండి",
  },
  {
    icon: en.quickCards[2]!.icon,
    title: "రాబోయే గడువులు",
    description: "ఆదాయపు పన్ను, GST, ROC, కార్మిక చట్టాల కింద త్వరలో గడువు ఉన్న చట్టబద్ధ ఫైలింగ్‌లు:",
    href: en.quickCards[2]!.href,
    linkLabel: "కంప్లయన్స్ గడువు తేదీలు చూడండి",
    listsDeadlines: en.quickCards[2]!.listsDeadlines,
  },
];

/** Under the deadline card's list: the planner, for the dates of one business. */
export const plannerLink = {
  label: "మీ వ్యాపారానికి 12 నెలల ప్లాన్ తయారు చేసుకోండి",
  href: en.plannerLink.href,
} satisfies typeof en.plannerLink;

export const serviceCards: en.ServiceCard[] = [
  {
    icon: en.serviceCards[0]!.icon,
    title: "మీ వ్యాపారం ప్రారంభించండి",
    badge: "ఎక్కువ మంది ఎంచుకునేది",
    highlight: `${claims.registrationDays} పని దినాల్లో కంపెనీ రిజిస్ట్రేషన్`,
    description: "పేరు ఆమోదం, DSC, DIN పనులన్నీ మేమే చూసుకుంటూ మీ ప్రైవేట్ లిమిటెడ్ కంపెనీ, LLP లేదా OPCని రిజిస్టర్ చేస్తాం.",
    features: ["ప్రైవేట్ లిమిటెడ్, LLP, OPC", "పేరు ఆమోదం, DSC", "PAN, TAN, బ్యాంక్ ఖాతా", "GST, MSME రిజిస్ట్రేషన్"],
    href: en.serviceCards[0]!.href,
    linkLabel: "మీ వ్యాపారం ప్రారంభించండి: కంపెనీ రిజిస్ట్రేషన్ సేవలు",
  },
  {
    icon: en.serviceCards[1]!.icon,
    title: "కంప్లయన్స్ సక్రమంగా ఉంచుకోండి",
    description:
      "మీ కంపెనీ చట్టపరమైన బాధ్యతలన్నిటికీ ఒకే క్యాలెండర్; ప్రతి ROC రిటర్న్‌నూ, వార్షిక రిటర్న్‌నూ సమయానికే దాఖలు చేస్తాం.",
    features: ["AOC-4, MGT-7 ఫైలింగ్", "బోర్డు, AGM మినిట్స్", "డైరెక్టర్ KYC, మార్పులు", "చట్టబద్ధ రిజిస్టర్లు"],
    href: en.serviceCards[1]!.href,
    linkLabel: "కంప్లయన్స్ సక్రమంగా ఉంచుకోండి: కంప్లయన్స్ సేవలు",
  },
  {
    icon: en.serviceCards[2]!.icon,
    title: "మీ బ్రాండ్‌ను కాపాడుకోండి",
    description:
      "మీ ట్రేడ్‌మార్క్‌ను సెర్చ్ చేసి, ఫైల్ చేసి, అభ్యంతరాలు వస్తే మీ తరఫున నిలబడతాం; మీ రచనలు, డిజైన్‌లకు కాపీరైట్, డిజైన్ రిజిస్ట్రేషన్ కూడా చేయిస్తాం.",
    features: ["ట్రేడ్‌మార్క్ సెర్చ్, ఫైలింగ్", "అభ్యంతరాలకు జవాబులు", "కాపీరైట్ రిజిస్ట్రేషన్", "డిజైన్ రక్షణ"],
    href: en.serviceCards[2]!.href,
    linkLabel: "మీ బ్రాండ్‌ను కాపాడుకోండి: ట్రేడ్‌మార్క్, IPR సేవలు",
  },
  {
    icon: en.serviceCards[3]!.icon,
    title: "పన్నులను సమర్థంగా ప్లాన్ చేసుకోండి",
    description:
      "GST రిటర్న్‌లు, ఆదాయపు పన్ను ప్లానింగ్, TDS పనులన్నీ మేం చూసుకుంటాం; దాంతో మీ క్యాష్ ఫ్లోను ముందే అంచనా వేసుకోవచ్చు.",
    features: [
      "GST రిజిస్ట్రేషన్, రిటర్న్‌లు",
      "ఆదాయపు పన్ను రిటర్న్‌లు",
      "TDS, అడ్వాన్స్ ట్యాక్స్",
      "పన్ను నోటీసులు, అసెస్‌మెంట్‌లు",
    ],
    href: en.serviceCards[3]!.href,
    linkLabel: "పన్నులను సమర్థంగా ప్లాన్ చేసుకోండి: పన్నులు, GST సలహా సేవలు",
  },
  {
    icon: en.serviceCards[4]!.icon,
    title: "మీ స్టార్టప్‌ను విస్తరించండి",
    description:
      "DPIIT గుర్తింపు, స్టార్టప్ ట్యాక్స్ హాలిడే (Income-tax Act 2025 సెక్షన్ 140, గతంలో 80-IAC), ఇన్వెస్టర్లు అడిగే పత్రాలు.",
    features: ["Startup India గుర్తింపు", "స్టార్టప్ ట్యాక్స్ హాలిడే", "పిచ్ డెక్, వాల్యుయేషన్", "వ్యవస్థాపకుల ఒప్పందాలు"],
    href: en.serviceCards[4]!.href,
    linkLabel: "మీ స్టార్టప్‌ను విస్తరించండి: Startup India రిజిస్ట్రేషన్ గైడ్",
  },
  {
    icon: en.serviceCards[5]!.icon,
    title: "లీగల్ సహాయం",
    description: "NDAల నుంచి వాటాదారుల ఒప్పందాల వరకు, కంపెనీ చట్టం బాగా తెలిసినవారే మీ ఒప్పందాలను తయారు చేసి, పరిశీలిస్తారు.",
    features: ["వాటాదారుల ఒప్పందాలు", "వెండర్, క్లయింట్ కాంట్రాక్టులు", "ఉద్యోగ సంబంధిత పత్రాలు", "లీగల్ నోటీసులు"],
    href: en.serviceCards[5]!.href,
    linkLabel: "లీగల్ సహాయం: డాక్యుమెంటేషన్, కాంట్రాక్ట్ సలహా సేవలు",
  },
];

/** The headings and labels of Home's sections that no card holds. */
export const homeSections = {
  quickCardsLabel: "ఎక్కడ ప్రారంభించాలి",
  servicesEyebrow: "మా సేవలు",
  servicesTitle: "మీ వ్యాపారానికి కావాల్సిందంతా, ఒకే చోట",
  statsLabel: "అంకెల్లో మా ప్రాక్టీస్",
} satisfies typeof en.homeSections;

/**
 * The due-dates data's laws by their Telugu name (due-date-names.ts), in the brackets after the form without the
 * English name's brackets inside them: "(కంపెనీల చట్టం 2013)".
 */
export const deadlineLawLabel: typeof en.deadlineLawLabel = (law) => lawInLine(lawNameTe(law));

/** The articles are in English: the intro and the link to all of them say so. */
export const updatesSection = {
  title: "తాజా కంప్లయన్స్ అప్‌డేట్‌లు",
  intro:
    "భారతీయ కంపెనీలు, LLPలపై ప్రభావం చూపే నిబంధనల మార్పులను, గడువులను క్లుప్తంగా వివరించాం. ఈ వ్యాసాలు ఇంగ్లీష్‌లో ఉన్నాయి.",
  viewAll: { label: "అన్ని అప్‌డేట్‌లు చూడండి (ఇంగ్లీష్‌లో)", href: en.updatesSection.viewAll.href },
  dateWords: { published: "ప్రచురణ తేదీ", updated: "అప్‌డేట్ తేదీ" },
  categories: {
    "Corporate Law": "కార్పొరేట్ చట్టం",
    Compliance: "కంప్లయన్స్",
    Taxation: "పన్నులు",
    Startups: "స్టార్టప్‌లు",
    "Legal Updates": "లీగల్ అప్‌డేట్‌లు",
  },
} satisfies typeof en.updatesSection;

export const stats = [
  { value: en.stats[0]!.value, label: `ప్రాక్టీస్‌లో ఉన్న సంవత్సరాలు (${site.foundedYear} నుంచి)` },
  { value: en.stats[1]!.value, label: "సాధారణ కంపెనీ రిజిస్ట్రేషన్‌కు పట్టే పని దినాలు" },
  // The number alone: a Telugu unit at the stat's size would wrap on a phone; the label names it.
  { value: String(claims.consultationMinutes), label: "నిమిషాల మొదటి కన్సల్టేషన్ ఉచితం" },
  { value: String(claims.replyWithinHours), label: "గంటల్లోపే మీ సందేశానికి సమాధానం" },
] satisfies typeof en.stats;

export const processSection = {
  title: "మేం మీతో ఎలా పని చేస్తాం",
  intro: "మీ మొదటి ప్రశ్న నుంచి ఏటా కంప్లయన్స్ సక్రమంగా సాగే వ్యాపారం వరకు, నాలుగు దశల్లో మీతో కలిసి పని చేస్తాం.",
} satisfies typeof en.processSection;

export const processSteps: typeof en.processSteps = [
  {
    step: en.processSteps[0]!.step,
    icon: en.processSteps[0]!.icon,
    title: "కన్సల్టేషన్ బుక్ చేసుకోండి",
    description: `మీ వ్యాపారం, మీ ప్రణాళికలు, మీ గడువులను అర్థం చేసుకోవడానికి ${claims.consultationMinutes} నిమిషాల ఉచిత కాల్.`,
  },
  {
    step: en.processSteps[1]!.step,
    icon: en.processSteps[1]!.icon,
    title: "మీకు తగిన ప్లాన్ పొందండి",
    description:
      "మీకు అవసరమైన స్ట్రక్చర్ లేదా ఫైలింగ్‌లు, మీ నుంచి మాకు కావాల్సిన పత్రాలు, ఫీజులు, తేదీలతో రాతపూర్వక ప్లాన్ ఇస్తాం.",
  },
  {
    step: en.processSteps[2]!.step,
    icon: en.processSteps[2]!.icon,
    title: "పని మేం చూసుకుంటాం",
    description: "పత్రాలు సిద్ధం చేసి, ఫైల్ చేసి, రిజిస్ట్రార్‌తో, ప్రభుత్వ శాఖలతో ఫాలో-అప్ చేస్తాం; ప్రతి దశలో మీకు సమాచారం ఇస్తాం.",
  },
  {
    step: en.processSteps[3]!.step,
    icon: en.processSteps[3]!.icon,
    title: "కంప్లయన్స్ సక్రమంగా సాగుతుంది",
    description:
      "ప్రతి గడువు తేదీకి ముందే రిమైండర్ పంపుతాం; దాంతో జరిమానాలు, ఆలస్య రుసుముల నోటీసులు మీ ఇన్‌బాక్స్ దాకా రావు.",
  },
];

export const closingCta = {
  title: "మీ వ్యాపారాన్ని బలమైన పునాదిపై నిలబెట్టడానికి సిద్ధమేనా?",
  text: `మీరు ఇప్పుడు ఎక్కడ ఉన్నారో, ఎక్కడికి చేరాలనుకుంటున్నారో మాకు చెప్పండి. మొదటి ${claims.consultationMinutes} నిమిషాలు ఉచితం; తర్వాత ఏం చేయాలో స్పష్టమైన అవగాహనతో వెళ్తారు.`,
  primary: { label: actionWords.book, href: en.closingCta.primary.href },
  secondary: { label: "మా గురించి తెలుసుకోండి", href: en.closingCta.secondary.href },
} satisfies typeof en.closingCta;

export const homeMeta = {
  title: `${site.name}: భారతదేశంలో కంపెనీ రిజిస్ట్రేషన్, కంప్లయన్స్, పన్ను సేవలు`,
  description: `${claims.registrationDays} పని దినాల్లో ప్రైవేట్ లిమిటెడ్ కంపెనీ, LLP లేదా OPC రిజిస్ట్రేషన్; ROC, GST, ఆదాయపు పన్ను కంప్లయన్స్; మీ బ్రాండ్‌కు రక్షణ. ${claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్.`,
} satisfies typeof en.homeMeta;

export const firmRecord = {
  description: tagline,
  areaServed: [stateNamesTe["Andhra Pradesh"], stateNamesTe.Telangana, "భారతదేశం"],
} satisfies typeof en.firmRecord;
