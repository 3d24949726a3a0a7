/*
 * Telugu words of the About page.
 * Skipped: the interfaces IconItem, Milestone, TeamRole (types, no words).
 */
import { site, yearsInPractice } from "../../config/site";
import * as en from "../about";
import { actionWords } from "./actions";

const { claims } = site;

/**
 * site.claims.regions is written in English. While it names the regions below, Telugu readers get them in Telugu
 * ("across Andhra Pradesh, Telangana and pan-India"); if the firm changes it, its own text shows instead.
 */
const regions =
  claims.regions === "Andhra Pradesh, Telangana and pan-India"
    ? "ఆంధ్రప్రదేశ్, తెలంగాణతో పాటు దేశవ్యాప్తంగా"
    : claims.regions;

export const aboutMeta = {
  title: `మా గురించి: ${site.foundedYear} నుంచి గుంటూరులో కంపెనీ సెక్రటరీలు`,
  description: `${site.foundedYear} నుంచి ${site.name} ${regions} వ్యాపారాలకు రిజిస్ట్రేషన్, సకాలంలో ఫైలింగ్, బ్రాండ్ రక్షణలో తోడుగా ఉంది. మా టీమ్‌ను, మా పని తీరును తెలుసుకోండి.`,
} satisfies typeof en.aboutMeta;

export const aboutCrumbs = [
  { label: "హోమ్", href: en.aboutCrumbs[0]!.href },
  { label: "మా గురించి", href: en.aboutCrumbs[1]!.href },
] satisfies typeof en.aboutCrumbs;

export const aboutHero = {
  eyebrow: `${site.foundedYear} నుంచి కంపెనీ సెక్రటరీలుగా సేవలు`,
  title: "ఏళ్ల తరబడి వ్యవస్థాపకులు నమ్ముకునే కంప్లయన్స్ భాగస్వామి",
  promise:
    "మేం గుంటూరులో ఒకే మాటతో ప్రారంభించాం: ప్రతి ఫైలింగ్‌ను సరళమైన మాటల్లో వివరించడం, గడువుకు ముందే దాఖలు చేయడం. ఈరోజుకీ మా పని అదే మాట మీద నడుస్తోంది.",
  primary: { label: actionWords.book, href: en.aboutHero.primary.href },
  secondary: { label: "మమ్మల్ని సంప్రదించండి", href: en.aboutHero.secondary.href },
  trust: [
    `${site.foundedYear} నుంచి ప్రాక్టీస్‌లో`,
    `${claims.registrationDays} పని దినాల్లో రిజిస్ట్రేషన్`,
    `${claims.replyWithinHours} గంటల్లోపు సమాధానం`,
  ],
} satisfies typeof en.aboutHero;

export const story = {
  title: "మా కథ",
  paragraphs: [
    `మా చుట్టూ ఉన్న వ్యాపారులు, తయారీదారులు, మొదటిసారి వ్యాపారం ప్రారంభించే వ్యవస్థాపకులకు సేవ చేయడానికి ${site.name} ${site.foundedYear}లో ఆంధ్రప్రదేశ్‌లోని గుంటూరులో ప్రారంభమైంది. వారిలో చాలా మందిది ఒకే సమస్య: కంపెనీ రిజిస్ట్రేషన్ నెమ్మదిగా జరిగేది, నిబంధనలు పొడుపు కథల్లా ఉండేవి, ఒక్క ఫారం ఫైల్ చేయడం మర్చిపోతే నెలల తర్వాత జరిమానా నోటీసు వచ్చేది.`,
    "ఆ సమస్యను తీర్చడమే లక్ష్యంగా మా ప్రాక్టీస్‌ను తీర్చిదిద్దాం. వ్యాపార స్ట్రక్చర్ ఎంచుకోవడం, పేరు ఆమోదం నుంచి ఏటా వేయాల్సిన రిటర్న్‌లు, బోర్డు మినిట్స్, పన్ను ఫైలింగ్‌ల దాకా మొదటి నుంచి చివరి వరకు అంతా ఒకే టీమ్ చూసుకుంటుంది. ఏది ఎప్పుడు గడువుకు వస్తుందో చూపే క్యాలెండర్, ఆ గడువుకు ముందే రిమైండర్ ప్రతి క్లయింట్‌కు అందుతాయి.",
    `ఈరోజు ${regions} ఉన్న కంపెనీలు, LLPలు, స్టార్టప్‌లతో పని చేస్తున్నాం; భారతదేశంలో వ్యాపారం ఏర్పాటు చేస్తున్న NRIలు, విదేశీ వ్యవస్థాపకులు కూడా వారిలో ఉన్నారు. మా మాట మారలేదు: స్పష్టంగా సమాధానం చెబుతాం, ఫీజు ముందే చెబుతాం, ఏ గడువునూ అదృష్టానికి వదిలిపెట్టం.`,
  ],
} satisfies typeof en.story;

export const timeline: typeof en.timeline = {
  title: "మైలురాళ్లు",
  intro: `ప్రాక్టీస్‌లో ${yearsInPractice(new Date())} సంవత్సరాలు; ఒక్కో క్లయింట్‌తో ఒక్కో అడుగు.`,
  items: [
    {
      year: en.timeline.items[0]!.year,
      title: "గుంటూరులో ప్రాక్టీస్ ప్రారంభం",
      description: "కంపెనీ సెక్రటరీల చిన్న టీమ్‌తో స్థానిక వ్యాపారాలకు కంపెనీ రిజిస్ట్రేషన్‌లు, ROC ఫైలింగ్‌లు మొదలుపెట్టాం.",
    },
    {
      year: en.timeline.items[1]!.year,
      title: "పన్ను, స్టార్టప్ సేవలు మొదలు",
      description:
        "GST అమలులోకి రావడంతో GST రిజిస్ట్రేషన్, రిటర్న్‌లు, ఆదాయపు పన్ను ఫైలింగ్‌లు, Startup India గుర్తింపు సేవలను జోడించాం.",
    },
    {
      year: en.timeline.items[2]!.year,
      title: "పూర్తిగా ఆన్‌లైన్, దేశవ్యాప్తంగా",
      description:
        "డిజిటల్ సిగ్నేచర్లు, ఆన్‌లైన్ ఆన్‌బోర్డింగ్, వర్చువల్ బోర్డు సమావేశాలతో, ఒక్కసారి కూడా ఆఫీసుకు రావాల్సిన అవసరం లేకుండానే భారతదేశంలో ఎక్కడి క్లయింట్లకైనా సేవలు అందిస్తున్నాం.",
    },
    {
      year: en.timeline.items[3]!.year,
      title: "ట్రేడ్‌మార్క్‌లు, విదేశీ ఇన్‌కార్పొరేషన్‌లు",
      description:
        "ట్రేడ్‌మార్క్, IP రక్షణ సేవలు, విదేశాలకు విస్తరించే వ్యవస్థాపకుల కోసం విదేశీ ఇన్‌కార్పొరేషన్ డెస్క్‌తో మా సేవల శ్రేణి పూర్తయింది.",
    },
    {
      year: en.timeline.items[4]!.year,
      title: "గడువు తేదీలు ఆన్‌లైన్‌లో, ఇంగ్లీష్‌లో, తెలుగులో",
      description:
        "చట్టబద్ధ గడువు తేదీలను వాటి ఆధారాలతో, ఒక వ్యాపారానికి 12 నెలల ప్లాన్‌ను, ఈ వెబ్‌సైట్‌ను తెలుగులోనూ అందుబాటులోకి తెచ్చాం; వ్యవస్థాపకులు తమ గడువులను తామే చూసుకోవచ్చు.",
    },
  ],
};

export const values: typeof en.values = {
  title: "మా మూల విలువలు",
  intro: "ప్రతి ఫైల్‌పై మేం ఎలా పని చేయాలో నిర్ణయించే నాలుగు నిబద్ధతలు.",
  items: [
    {
      icon: en.values.items[0]!.icon,
      title: "నిజాయితీకే మొదటి స్థానం",
      description:
        "చట్టం ఏం కోరుతుందో, దానికి ఎంత ఖర్చవుతుందో, ఏది ఆగవచ్చో మీకు చెబుతాం; నిజాయితీగా చెబితే మాకు వచ్చే పని తగ్గినా సరే.",
    },
    {
      icon: en.values.items[1]!.icon,
      title: "క్లయింట్‌తో భాగస్వామ్యం",
      description:
        "మీ లక్ష్యాలే ప్లాన్‌ను నిర్ణయిస్తాయి. రిజిస్ట్రేషన్ తర్వాత కూడా ప్రతి ఏడాది ఫైలింగ్‌లలో, వ్యాపారంలో వచ్చే ప్రతి మార్పులో మీతోనే ఉంటాం.",
    },
    {
      icon: en.values.items[2]!.icon,
      title: "ఫైల్ చేసే ముందే పరిశీలన",
      description:
        "ప్రతి ఫారాన్ని ఫైల్ చేసే ముందు రెండుసార్లు తనిఖీ చేస్తాం, ఎందుకంటే తిరస్కరణకు గురైన ఫైలింగ్ మీ సమయాన్ని, ఆలస్యమైన ఫైలింగ్ మీ డబ్బును వృథా చేస్తుంది.",
    },
    {
      icon: en.values.items[3]!.icon,
      title: "ముందుచూపు",
      description:
        "MCA, CBDT, GST కౌన్సిల్ జారీ చేసే ప్రతి కొత్త నోటిఫికేషన్‌ను గమనిస్తూ, అది మీ క్యాలెండర్‌ను ఎలా మారుస్తుందో అవసరం రాకముందే మీకు చెబుతాం.",
    },
  ],
};

export const differentiators: typeof en.differentiators = {
  title: "మేం ఎలా పని చేస్తాం",
  intro: "మేం చేపట్టే ప్రతి ఫైల్‌లో పాటించే మూడు అలవాట్లు.",
  items: [
    {
      icon: en.differentiators.items[0]!.icon,
      title: "మొదటి నుంచి చివరి వరకు ఒకే టీమ్",
      description:
        "కంపెనీ రిజిస్ట్రేషన్, ROC కంప్లయన్స్, GST, ఆదాయపు పన్ను, ట్రేడ్‌మార్క్‌లు, ఒప్పందాలు అన్నీ ఒకే చోట; ఇద్దరు సలహాదారుల మధ్య ఏ పనీ జారిపోదు.",
    },
    {
      icon: en.differentiators.items[1]!.icon,
      title: "మీ గడువులు మేం ట్రాక్ చేస్తాం",
      description:
        "మీ సంస్థకు ప్రత్యేకంగా కంప్లయన్స్ క్యాలెండర్ తయారు చేసి, ప్రతి గడువు తేదీకి ముందే రిమైండర్ పంపుతాం; దాంతో ఆలస్య రుసుములు, నోటీసులు అనుకోకుండా మీ మీదకు రావు.",
    },
    {
      icon: en.differentiators.items[2]!.icon,
      title: "సరళమైన భాష, ఫిక్స్‌డ్ ఫీజు",
      description:
        "పని మొదలుపెట్టే ముందే మాకు కావాల్సిన పత్రాలు, ఫీజు, పట్టే సమయం మీకు తెలుస్తాయి; మీ ఫైల్ చూస్తున్న వ్యక్తిని మీరు నేరుగా సంప్రదించవచ్చు.",
    },
  ],
};

export const industries: typeof en.industries = {
  title: "మేం సేవలు అందించే పరిశ్రమలు",
  intro: "కుటుంబ వ్యాపారాల నుంచి ఫండింగ్ పొందిన స్టార్టప్‌ల వరకు మా క్లయింట్లు.",
  items: [
    { icon: en.industries.items[0]!.icon, name: "టెక్నాలజీ, SaaS" },
    { icon: en.industries.items[1]!.icon, name: "తయారీ రంగం" },
    { icon: en.industries.items[2]!.icon, name: "హెల్త్‌కేర్, ఫార్మా" },
    { icon: en.industries.items[3]!.icon, name: "విద్య, శిక్షణ" },
    { icon: en.industries.items[4]!.icon, name: "రిటైల్, ఈ-కామర్స్" },
    { icon: en.industries.items[5]!.icon, name: "వ్యవసాయం, ఫుడ్ ప్రాసెసింగ్" },
    { icon: en.industries.items[6]!.icon, name: "రియల్ ఎస్టేట్, నిర్మాణం" },
    { icon: en.industries.items[7]!.icon, name: "ప్రొఫెషనల్ సేవలు" },
  ],
};

export const team: typeof en.team = {
  title: "మీ ఫైలింగ్‌ల వెనుక ఉన్న టీమ్",
  intro:
    "అర్హత కలిగిన నిపుణులు మీ కంప్లయన్స్‌లో ఒక్కో భాగాన్ని చూసుకుంటారు. మీ ఫైల్‌కు టీమ్‌లో ఎప్పుడూ ఒక నిర్దిష్ట వ్యక్తి బాధ్యత వహిస్తారు.",
  roles: [
    {
      icon: en.team.roles[0]!.icon,
      role: "కంపెనీ సెక్రటరీలు",
      description:
        "ప్రతి కంపెనీ రిజిస్ట్రేషన్‌ను దగ్గరుండి నడిపిస్తారు; రిజిస్ట్రార్ ఆఫ్ కంపెనీస్ (ROC) వద్ద కంపెనీలు, LLPల రికార్డు సక్రమంగా ఉండేలా చూస్తారు.",
      expertise: [
        "కంపెనీ రిజిస్ట్రేషన్, పేరు ఆమోదం",
        "వార్షిక రిటర్న్‌లు, ROC ఫైలింగ్‌లు",
        "బోర్డు సమావేశాలు, AGMలు, మినిట్స్",
      ],
    },
    {
      icon: en.team.roles[1]!.icon,
      role: "పన్ను, GST సలహాదారులు",
      description: "GST రిటర్న్‌ల నుంచి ఆదాయపు పన్ను, TDS వరకు కంప్లయన్స్‌లో లెక్కల వైపు పనంతా వీరే చూసుకుంటారు.",
      expertise: ["GST రిజిస్ట్రేషన్, రిటర్న్‌లు", "ఆదాయపు పన్ను, TDS", "స్టార్టప్ పన్ను మినహాయింపులు"],
    },
    {
      icon: en.team.roles[2]!.icon,
      role: "లీగల్, IP అసోసియేట్లు",
      description:
        "వ్యాపారం నడవడానికి అవసరమైన ఒప్పందాలను తయారు చేసి పరిశీలిస్తారు; ఆ వ్యాపారం నిర్మించుకునే బ్రాండ్‌ను కాపాడతారు.",
      expertise: [
        "వాటాదారుల, వ్యవస్థాపకుల ఒప్పందాలు",
        "ట్రేడ్‌మార్క్ సెర్చ్, ఫైలింగ్, అభ్యంతరాలు",
        "కంపెనీ మూసివేత, స్ట్రైక్ ఆఫ్ దరఖాస్తులు",
      ],
    },
    {
      icon: en.team.roles[3]!.icon,
      role: "క్లయింట్ రిలేషన్‌షిప్ మేనేజర్లు",
      description:
        "మీరు మొదట మాట్లాడేది వీరితోనే. వీరు పత్రాలు సేకరిస్తారు, అప్‌డేట్‌లు పంచుకుంటారు, ఏ విషయంలోనూ మీకు సందేహం మిగలకుండా చూస్తారు.",
      expertise: ["ఆన్‌బోర్డింగ్, పత్రాల చెక్‌లిస్ట్‌లు", "స్టేటస్ అప్‌డేట్‌లు", "గడువు తేదీ రిమైండర్లు"],
    },
  ],
};

export const aboutCta = {
  title: "మీ వ్యాపారం గురించి మాట్లాడుకుందాం",
  text: `${claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి, లేదా మాకు సందేశం పంపండి. ${claims.replyWithinHours} గంటల్లోపు సమాధానం ఇస్తాం.`,
  primary: { label: actionWords.book, href: en.aboutCta.primary.href },
  secondary: { label: "మమ్మల్ని సంప్రదించండి", href: en.aboutCta.secondary.href },
} satisfies typeof en.aboutCta;

export const teamMembers = {
  title: "మా కంపెనీ సెక్రటరీలు",
  intro:
    "ఇన్‌స్టిట్యూట్ ఆఫ్ కంపెనీ సెక్రటరీస్ ఆఫ్ ఇండియా (ICSI) సభ్యులు. ఏ సభ్యుడి వివరాలైనా ఇన్‌స్టిట్యూట్ వెబ్‌సైట్‌లో సరిచూసుకోవచ్చు.",
  roles: { proprietor: "ప్రొప్రైటర్", partner: "భాగస్వామి", associate: "అసోసియేట్" },
  membership: (number: string) =>
    `ICSI సభ్యత్వ సంఖ్య ${number} (${number.startsWith("F") ? "ఫెలో" : "అసోసియేట్"} సభ్యులు)`,
  certificateOfPractice: (number: string) => `సర్టిఫికెట్ ఆఫ్ ప్రాక్టీస్ సంఖ్య ${number}`,
} satisfies typeof en.teamMembers;
