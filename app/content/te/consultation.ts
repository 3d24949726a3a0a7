/*
 * Telugu words of the consultation page, its two-step booking form and the WhatsApp message the form sends.
 * Skipped: timeSlots (clock times in India such as "14:00", no words; the page writes them in Telugu,
 * "మధ్యాహ్నం 2:00", with the parts of the day in ./months.ts).
 */
import { site } from "../../config/site";
import * as en from "../consultation";
import { hours } from "./firm";

const { claims } = site;

/** As many strings as the English tuple holds, in the same order (the English one is typed by its own words). */
type SameLength<T extends readonly string[]> = { readonly [K in keyof T]: string };

export const consultationMeta = {
  title: `${claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి`,
  description: `కంపెనీ సెక్రటరీతో ${claims.consultationMinutes} నిమిషాల ఉచిత కాల్: కంపెనీ రిజిస్ట్రేషన్, Startup India, కంప్లయన్స్, GST, ట్రేడ్‌మార్క్‌లు లేదా మూసివేత. తేదీ, సమయం ఎంచుకుని WhatsAppలో పంపండి.`,
} satisfies typeof en.consultationMeta;

export const consultationCrumbs = [
  { label: "హోమ్", href: en.consultationCrumbs[0]!.href },
  { label: "కన్సల్టేషన్ బుక్ చేసుకోండి", href: en.consultationCrumbs[1]!.href },
] satisfies typeof en.consultationCrumbs;

export const consultationHero = {
  eyebrow: "ఉచిత కన్సల్టేషన్",
  title: "ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి",
  benefitsLabel: "మీ కన్సల్టేషన్‌లో ఏమేమి ఉంటాయి",
  promise: `కంపెనీ సెక్రటరీతో ${claims.consultationMinutes} నిమిషాలు: ముందు మీ మాట శ్రద్ధగా వింటారు, తర్వాత మీ వ్యాపారానికి ఇప్పుడు ఏం చేయాలో స్పష్టంగా చెబుతారు.`,
} satisfies typeof en.consultationHero;

export const benefits = [
  {
    icon: en.benefits[0]!.icon,
    title: `${claims.consultationMinutes} నిమిషాల సెషన్`,
    description:
      "మీరు ఎంచుకున్న సమయంలో, ఫోన్ లేదా వీడియో ద్వారా, పూర్తిగా మీ విషయంపైనే కాల్: ఎలాంటి ఫీజు లేదు, తర్వాత మాతోనే పని చేయాలన్న నిబంధనా లేదు.",
  },
  {
    icon: en.benefits[1]!.icon,
    title: "నిపుణుల మార్గదర్శనం",
    description: "రోజూ రిజిస్ట్రేషన్‌లు, ఫైలింగ్‌లు చేసే అర్హత కలిగిన నిపుణుడితో మాట్లాడండి.",
  },
  {
    icon: en.benefits[2]!.icon,
    title: "ఆచరణకు పనికొచ్చే సూచనలు",
    description: "మీకు సరైన వ్యాపార స్ట్రక్చర్, సేకరించాల్సిన పత్రాలు, మీకు వర్తించే ఫీజులు, తేదీలు: ఇవన్నీ తెలుసుకుని వెళ్తారు.",
  },
] satisfies typeof en.benefits;

export const nextSteps = {
  title: "తర్వాత ఏం జరుగుతుంది",
  text: `మా టీమ్ మీ అభ్యర్థనను పరిశీలించి, మీ కాల్ సమయాన్ని నిర్ధారించడానికి ${claims.replyWithinHours} గంటల్లోపు మిమ్మల్ని సంప్రదిస్తుంది.`,
} satisfies typeof en.nextSteps;

export const whyChoose = {
  title: "కన్సల్టేషన్‌కు మా దగ్గరికే ఎందుకు?",
  items: [
    {
      title: "మీకు తగినట్టుగా",
      description: "అందరికీ ఇచ్చే సాధారణ చెక్‌లిస్ట్ కాదు; మీ సంస్థ రకం, మీ రాష్ట్రం, మీ వ్యాపారం ఉన్న దశను బట్టి సలహా ఇస్తాం.",
    },
    {
      title: "ప్రాక్టీస్‌లో ఉన్న కంపెనీ సెక్రటరీలు",
      description: `${site.foundedYear} నుంచి గుంటూరులో ప్రాక్టీస్ చేస్తున్న కంపెనీ సెక్రటరీలు, పన్ను సలహాదారులు.`,
    },
    {
      title: "తర్వాతి అడుగులు స్పష్టంగా",
      description:
        "అదే రోజు మొదలుపెట్టగలిగేలా తర్వాతి అడుగులను స్పష్టంగా చెబుతాం: కావాల్సిన పత్రాలు, ఖర్చులు, పట్టే సమయంతో సహా.",
    },
    {
      title: "నిరంతర సహాయం",
      description: "కాల్ తర్వాత, అదే టీమ్ ఆ పనిని చేపట్టి మీ కంప్లయన్స్ సక్రమంగా ఉండేలా చూడగలదు.",
    },
  ],
} satisfies typeof en.whyChoose;

/** Shown in the topic list and sent as the topic in the WhatsApp message. */
export const consultationTopics: SameLength<typeof en.consultationTopics> = [
  "కంపెనీ రిజిస్ట్రేషన్",
  "Startup India / DPIIT",
  "వార్షిక కంప్లయన్స్",
  "ట్రేడ్‌మార్క్ / IP",
  "GST, పన్నులు",
  "లీగల్ డాక్యుమెంటేషన్",
  "వ్యాపార మూసివేత",
  "అంతర్జాతీయ కంపెనీ రిజిస్ట్రేషన్",
  "ఇతర అంశం",
];

export const bookingText = {
  formTitle: "కన్సల్టేషన్ కోసం మీ అభ్యర్థన పంపండి",
  steps: { details: "దశ 1 / 2: మీ వివరాలు", schedule: "దశ 2 / 2: సమయం ఎంచుకోండి" },
  labels: {
    name: "పూర్తి పేరు",
    email: "ఈమెయిల్ చిరునామా",
    phone: "ఫోన్ నంబర్",
    topic: "కన్సల్టేషన్ అంశం",
    message: "సందేశం (తప్పనిసరి కాదు)",
    date: "మీకు అనుకూలమైన తేదీ",
    time: "మీకు అనుకూలమైన సమయం",
  },
  placeholders: {
    name: "మీ పూర్తి పేరు",
    email: en.bookingText.placeholders.email,
    phone: en.bookingText.placeholders.phone,
    topic: "అంశాన్ని ఎంచుకోండి",
    message: "కాల్‌కు ముందు మేం తెలుసుకోవాల్సినది ఏదైనా ఉంటే రాయండి",
    date: "తేదీ ఎంచుకోండి",
    time: "సమయం ఎంచుకోండి",
    timeFirst: "ముందు తేదీ ఎంచుకోండి",
  },
  hints: {
    phone: "భారతదేశం బయట ఉన్నారా? మీ దేశ కోడ్‌తో మొదలుపెట్టండి, ఉదాహరణకు +44 20 7946 0000.",
    date: `ఈ రోజు నుంచి, ఆఫీసు తెరిచి ఉండే రోజులు మాత్రమే. ఆఫీసు వేళలు: ${hours}.`,
    time: "సమయాలు భారత కాలమానం (IST) ప్రకారం; బ్రాకెట్లలో మీ ఊరిలో అదే సమయం.",
  },
  slot: (office: string, visitor?: string) =>
    visitor ? `${office} IST (${visitor})` : `${office} IST`,
  timePassed: "ఆ సమయం ఇక అందుబాటులో లేదు. తర్వాతి సమయం గానీ వేరే రోజు గానీ ఎంచుకోండి.",
  required: { name: "మీ పూర్తి పేరు", topic: "కన్సల్టేషన్ అంశం" },
  continue: "తర్వాత: సమయం ఎంచుకోండి",
  continueHint: "కొనసాగడానికి మీ పేరు, ఈమెయిల్, ఫోన్ నంబర్, అంశం నింపండి.",
  back: "వివరాలకు వెనక్కి",
  send: "WhatsApp ద్వారా పంపండి",
  sendEmail: "ఈమెయిల్ ద్వారా పంపండి",
  call: "ఫోన్ చేయండి",
  confirmation: {
    title: "మీ అభ్యర్థన పంపడానికి సిద్ధంగా ఉంది",
    whatsapp: `మీ అభ్యర్థనతో WhatsApp తెరుచుకుంది. అక్కడ Send (పంపు) బటన్ నొక్కండి; ${claims.replyWithinHours} గంటల్లో మీ సమయాన్ని ఖరారు చేస్తాం.`,
    email: `మీ అభ్యర్థనతో ఈమెయిల్ యాప్ తెరుచుకుంది. అక్కడ Send (పంపు) బటన్ నొక్కండి; ${claims.replyWithinHours} గంటల్లో మీ సమయాన్ని ఖరారు చేస్తాం.`,
    reference: "మీ రిఫరెన్స్",
    notOpened: "ఏదీ తెరుచుకోలేదా?",
    openWhatsapp: "WhatsApp మళ్లీ తెరవండి",
    openEmail: "ఈమెయిల్‌లో పంపండి",
    edit: "అభ్యర్థనను మార్చండి",
  },
  newTab: "(WhatsApp కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  sendBlocked: "పంపే ముందు దయచేసి తేదీ, సమయం రెండూ ఎంచుకోండి.",
  summaryTitle: "కన్సల్టేషన్ సారాంశం",
  summaryLabels: { name: "పేరు", topic: "అంశం", date: "తేదీ (భారతదేశంలో)", time: "సమయం" },
  notSelected: "ఎంచుకోలేదు",
  note: "మీ వివరాలు WhatsApp ద్వారా నేరుగా మా టీమ్‌కు చేరతాయి. ఈ వెబ్‌సైట్‌లో ఏదీ నిల్వ కాదు.",
  calendar: {
    dialogLabel: "మీకు అనుకూలమైన తేదీ ఎంచుకోండి",
    loading: "క్యాలెండర్ లోడ్ అవుతోంది...",
    loadFailed: "క్యాలెండర్ లోడ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసుకుని మళ్లీ ప్రయత్నించండి.",
    close: "క్యాలెండర్ మూసివేయండి",
  },
  noscript: "ఈ బుకింగ్ ఫారం పనిచేయాలంటే JavaScript అవసరం. బుక్ చేసుకోవడానికి మాకు ఫోన్ లేదా ఈమెయిల్ కూడా చేయవచ్చు:",
} satisfies typeof en.bookingText;

/** The WhatsApp message the booking form sends. Labels only; the text is assembled in features/consultation. */
export const bookingMessageText = {
  opening: `నమస్కారం ${site.name}! నేను ఉచిత కన్సల్టేషన్ బుక్ చేసుకోవాలనుకుంటున్నాను.`,
  labels: {
    name: "పేరు",
    email: "ఈమెయిల్",
    phone: "ఫోన్",
    topic: "అంశం",
    date: "కోరుకున్న తేదీ",
    time: "కోరుకున్న సమయం",
    message: "సందేశం",
    reference: "రిఫరెన్స్",
    page: "పంపిన పేజీ",
  },
  time: (office: string, visitor?: string) =>
    visitor ? `${office} IST (నా సమయం ${visitor})` : `${office} IST`,
  page: (url: string) => `${url} (తెలుగు పేజీ)`,
  emailSubject: (reference: string) => `${site.name}: కన్సల్టేషన్ అభ్యర్థన ${reference}`,
} satisfies typeof en.bookingMessageText;
