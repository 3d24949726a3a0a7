/*
 * Telugu words of the Contact page, its form and its office map.
 * Nothing skipped: every export holds words (the email and phone placeholders are taken from English).
 */
import { site } from "../../config/site";
import * as en from "../contact";
import { hours, officeLocality as locality } from "./firm";
import { actionWords } from "./actions";

const { claims } = site;

export const contactMeta = {
  title: "మమ్మల్ని సంప్రదించండి: ఫోన్, ఈమెయిల్, WhatsApp, గుంటూరులో ఆఫీసు",
  description: `ఫోన్, ఈమెయిల్, WhatsAppలో ${site.name}ను సంప్రదించండి, గుంటూరులోని మా ఆఫీసుకు రండి, లేదా రిజిస్ట్రేషన్, కంప్లయన్స్, పన్నులపై సందేశం పంపండి. ${claims.replyWithinHours} గంటల్లో సమాధానం.`,
} satisfies typeof en.contactMeta;

export const contactCrumbs = [
  { label: "హోమ్", href: en.contactCrumbs[0]!.href },
  { label: "మమ్మల్ని సంప్రదించండి", href: en.contactCrumbs[1]!.href },
] satisfies typeof en.contactCrumbs;

export const contactHero = {
  eyebrow: "సంప్రదించండి",
  title: "ఈరోజే కంపెనీ సెక్రటరీతో మాట్లాడండి",
  promise: `రిజిస్ట్రేషన్, నోటీసు లేదా గడువు గురించి అడగండి. ఫోన్ చేయండి, రాయండి లేదా WhatsAppలో సందేశం పంపండి: ${claims.replyWithinHours} గంటల్లోపు మా టీమ్‌లోని ఒక వ్యక్తి స్వయంగా సమాధానం ఇస్తారు.`,
  primary: { label: actionWords.book, href: en.contactHero.primary.href },
} satisfies typeof en.contactHero;

export const contactCards = {
  title: "మమ్మల్ని చేరే మార్గాలు",
  phone: { title: "ఫోన్ చేయండి", note: hours },
  email: {
    title: "ఈమెయిల్ చేయండి",
    note: `ప్రతి ఈమెయిల్‌కు ${claims.replyWithinHours} గంటల్లోపు సమాధానం ఇస్తాం.`,
  },
  office: { title: "మా ఆఫీసుకు రండి", note: "రావడానికి ముందు దయచేసి సమయం బుక్ చేసుకోండి." },
  whatsapp: {
    title: "WhatsApp",
    linkLabel: actionWords.whatsapp,
    note: "మీ ఫోన్ నుంచే పత్రాలు లేదా చిన్న ప్రశ్న పంపండి.",
  },
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
} satisfies typeof en.contactCards;

export const contactFormText = {
  title: "మాకు సందేశం పంపండి",
  intro: "మీకు ఏం కావాలో, మిమ్మల్ని ఎలా సంప్రదించాలో చెప్పండి. * గుర్తు ఉన్నవి తప్పనిసరి.",
  labels: {
    name: "పూర్తి పేరు",
    email: "ఈమెయిల్ చిరునామా",
    phone: "ఫోన్ (తప్పనిసరి కాదు)",
    subject: "విషయం",
    message: "సందేశం",
  },
  placeholders: {
    name: "మీ పూర్తి పేరు",
    email: en.contactFormText.placeholders.email,
    phone: en.contactFormText.placeholders.phone,
    subject: "దేని గురించి?",
    message: "మీ వ్యాపారం, మీ ప్రశ్న గురించి కొన్ని వాక్యాలు",
  },
  required: {
    name: "మీ పూర్తి పేరు",
    subject: "విషయం",
    message: "మీ సందేశం",
  },
  phoneInvalid: "7 నుంచి 15 అంకెలున్న ఫోన్ నంబర్ ఇవ్వండి, లేదా ఖాళీగా వదిలేయండి.",
  submit: "సందేశం పంపండి",
  sending: "పంపుతున్నాం...",
  success: "మీ సందేశం మాకు చేరింది!",
  failure: "సందేశం పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  hintMailto: '"సందేశం పంపండి" నొక్కగానే, ఈ సందేశం రాసి ఉన్న మీ ఈమెయిల్ యాప్ తెరుచుకుంటుంది.',
  mailtoOpened: "మీ సందేశంతో మీ ఈమెయిల్ యాప్ ఇప్పుడు తెరుచుకోవాలి. అది మాకు చేరాలంటే అక్కడ పంపు (Send) నొక్కండి.",
  mailtoFallback: `ఏమీ తెరుచుకోకపోతే, ఈ లింక్‌ను ఉపయోగించండి లేదా ${site.email}కు రాయండి.`,
  copy: "సందేశాన్ని కాపీ చేయండి",
  copied: `విషయంతో సహా సందేశం కాపీ అయింది. దాన్ని ${site.email}కు పంపే ఈమెయిల్‌లో పేస్ట్ చేయండి.`,
  copyFailed: "ఈ బ్రౌజర్ కాపీ చేయనివ్వలేదు. పైన ఉన్న మీ సందేశాన్ని ఎంచుకుని మీరే కాపీ చేయండి.",
  honeypotLabel: "దీన్ని ఖాళీగా వదిలేయండి",
  mail: {
    name: "పేరు",
    email: "ఈమెయిల్",
    phone: "ఫోన్",
    sentFrom: `${site.name} వెబ్‌సైట్ కాంటాక్ట్ ఫారం ద్వారా పంపినది.`,
  },
} satisfies typeof en.contactFormText;

export const officeMapText = {
  title: "మా ఆఫీసు ఎక్కడ ఉంది",
  iframeTitle: `${locality}లోని ${site.name} ఆఫీసును చూపే మ్యాప్`,
  showMap: "మ్యాప్ చూపించండి",
  showMapNote: "మీరు అడిగినప్పుడే మ్యాప్ OpenStreetMap నుంచి లోడ్ అవుతుంది.",
  openInMaps: "మ్యాప్స్‌లో తెరవండి",
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
} satisfies typeof en.officeMapText;

export const contactCta = {
  title: "నేరుగా వివరంగా మాట్లాడాలనుకుంటున్నారా?",
  text: `${claims.consultationMinutes} నిమిషాల ఉచిత కన్సల్టేషన్ బుక్ చేసుకోండి, మీకు అనుకూలమైన సమయం ఎంచుకోండి.`,
  primary: { label: actionWords.book, href: en.contactCta.primary.href },
  secondary: { label: "మా గురించి", href: en.contactCta.secondary.href },
} satisfies typeof en.contactCta;
