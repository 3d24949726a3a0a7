/*
 * Telugu words of the compliance due-dates page and of the home page's deadline card.
 * Skipped: dueDatesPath, dueDatesCalendarPath, complianceStorageKey (paths and a storage key, no words).
 */
import * as en from "../due-dates";
import { actionWords } from "./actions";
import { calendarReviewText } from "./calendar-review-words";

export const dueDatesMeta = {
  title: "కంప్లయన్స్ గడువు తేదీలు FY 2026-27: ఆదాయపు పన్ను, GST, ROC, LLP",
  description:
    "భారతీయ కంపెనీలు, LLPలు, సంస్థల ఆదాయపు పన్ను, TDS, GST, ROC, LLP, FEMA, కార్మిక ఫైలింగ్‌ల గడువు తేదీలు: జరిమానాలు, ఇంకా ఉన్న రోజులు, సబ్‌స్క్రైబ్ చేయగల క్యాలెండర్‌తో.",
} satisfies typeof en.dueDatesMeta;

export const dueDatesCrumbs = [
  { label: "హోమ్", href: en.dueDatesCrumbs[0]!.href },
  { label: "కంప్లయన్స్ గడువు తేదీలు", href: en.dueDatesCrumbs[1]!.href },
] satisfies typeof en.dueDatesCrumbs;

export const dueDatesText = {
  eyebrow: "కంప్లయన్స్ క్యాలెండర్",
  title: "కంప్లయన్స్ గడువు తేదీలు",
  promise:
    "ఆదాయపు పన్ను, GST, కంపెనీ, LLP చట్టాలు, FEMA, కార్మిక చట్టాల కింద క్రమం తప్పకుండా వచ్చే ఫైలింగ్‌లు: ఒక్కోదాని జరిమానా, మీకు ఇంకా ఉన్న రోజులతో సహా.",
  assistance: { label: actionWords.book, href: en.dueDatesText.assistance.href },
  planner: { label: "మీ సొంత ప్లాన్ తయారు చేసుకోండి", href: en.dueDatesText.planner.href },
  financialYear: "ఆర్థిక సంవత్సరం",
  lastUpdated: "చివరి అప్‌డేట్",
  noScript:
    "ప్రతి ఫైలింగ్ తదుపరి గడువు తేదీ, ఇంకా ఉన్న రోజులు చూడడానికి, పట్టికను ఫిల్టర్ చేయడానికి, ఫైలింగ్‌లను మీ క్యాలెండర్‌కు జోడించడానికి JavaScript ఆన్ చేయండి.",
  toolbarLabel: "గడువు తేదీలను ఫిల్టర్ చేయండి",
  calendarLink: "క్యాలెండర్ డౌన్‌లోడ్ చేయండి (.ics)",
  calendarWhole: "పూర్తి క్యాలెండర్ (.ics)",
  calendarFiltered: (filings: number, events: number) =>
    `${filings === 1 ? "ఈ ఫైలింగ్‌ను" : `ఈ ${filings} ఫైలింగ్‌లను`} నా క్యాలెండర్‌కు జోడించండి (రాబోయే 12 నెలల్లో ${events} ${events === 1 ? "తేదీ" : "తేదీలు"})`,
  calendarNothing: "చూపిన ఫైలింగ్‌లలో దేనికీ రాబోయే 12 నెలల్లో జోడించదగిన తేదీ లేదు.",
  searchLabel: "వెతకండి",
  searchPlaceholder: "ఫారం లేదా పేరు, ఉదా. GSTR 3B, 26Q, టీడీఎస్ రిటర్న్",
  monthLabel: "నెల",
  lawLabel: "చట్టం",
  priorityLabel: "ప్రాధాన్యత",
  entityLabel: "సంస్థ రకం",
  all: "అన్నీ",
  allEntities: "అన్ని రకాల సంస్థలు",
  allNationalLaws: "అన్ని జాతీయ చట్టాలు",
  allStateLaws: "రాష్ట్ర చట్టాలు: అన్ని రాష్ట్రాలు",
  stateLawsNote: (states: string) =>
    `రాష్ట్ర చట్టాలు (వృత్తి పన్ను, కార్మిక సంక్షేమ నిధి) "చట్టం" ఫిల్టర్‌లో రాష్ట్రాల వారీగా ఉన్నాయి: ${states}. మరో రాష్ట్రం కోసం మమ్మల్ని అడగండి.`,
  clearFilters: "ఫిల్టర్లు తొలగించండి",
  showing: (shown: number, total: number) =>
    shown === total
      ? `మొత్తం ${total} గడువు తేదీలూ చూపిస్తున్నాం`
      : shown === 0
        ? "మీరు వెతికిన దానికి సరిపోయే గడువు ఏదీ లేదు."
        : `${total} గడువు తేదీల్లో ${shown} చూపిస్తున్నాం`,

  priorities: { high: "అధికం", medium: "మధ్యస్థం", low: "తక్కువ" } as Record<string, string>,
  columns: {
    form: "ఫారం",
    description: "వివరణ",
    due: "గడువు తేదీ",
    priority: "ప్రాధాన్యత",
    law: "చట్టం",
    penalty: "జరిమానా",
  },
  tableCaption: "చట్టబద్ధమైన గడువు తేదీలు",
  noFixedDate: "నిర్ణీత తేదీ లేనివి: ఏదైనా జరిగిన తర్వాత వచ్చే గడువులు",

  next: "తదుపరి గడువు",
  dueToday: "ఈరోజే గడువు",
  dueTomorrow: "రేపే గడువు",
  dueIn: (days: number) => `${days}\u00a0రోజుల్లో`,
  addToCalendar: (form: string) => `${form} గడువును మీ క్యాలెండర్‌కు జోడించండి`,
  addToCalendarShort: "క్యాలెండర్‌కు జోడించండి",
  calendarError: "క్యాలెండర్ ఫైల్ తయారు చేయలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  formerly: "పాత పేరు",
  moreAbout: "వివరాలు",
  basis: "చట్టపరమైన ఆధారం",
  source: "అధికారిక మూలం",
  verified: "సరిచూసిన తేదీ",
  extended: (period: string, date: string, statutory: string) =>
    `${period}: గడువును ${date} వరకు పొడిగించారు (చట్టప్రకారం గడువు ${statutory}). ఆధారం:`,
  edited: "సవరించినది",
  editedTitle: "ఈ బ్రౌజర్‌లోని అడ్మిన్ విభాగంలో మార్చారు",

  printFilters: "ఫిల్టర్లు",
  printAll: "అన్ని గడువు తేదీలు",
} satisfies typeof en.dueDatesText;

/** Around the table: the next deadlines, the disclaimer and the calendar feed. */
export const dueDatesNotesText = {
  disclaimerTitle: "సాధారణ సమాచారం మాత్రమే",
  disclaimer:
    "ఈ తేదీలు సాధారణ మార్గదర్శనం కోసం మాత్రమే. నోటిఫికేషన్లు, సర్క్యులర్ల ద్వారా గడువు తేదీలు మారుతుంటాయి; కొన్ని మీ రాష్ట్రం, టర్నోవర్ లేదా మీ AGM తేదీపై ఆధారపడి ఉంటాయి. ఏదైనా తేదీపై ఆధారపడే ముందు మమ్మల్ని అడిగి గానీ, అధికారిక పోర్టల్ చూసి గానీ నిర్ధారించుకోండి.",
  upcomingTitle: "రాబోయే గడువులు",
  upcomingIntro: "భారత కాలమానం ప్రకారం ఈరోజు నుంచి లెక్కించిన, రాబోయే ఫైలింగ్ గడువులు.",
  calendarTitle: "క్యాలెండర్‌ను సబ్‌స్క్రైబ్ చేయండి",
  calendarText:
    "రాబోయే పన్నెండు నెలల్లోని ప్రతి గడువు రోజంతా ఉండే ఈవెంట్‌గా (భారత కాలమానం) వస్తుంది; ప్రతి దానిలో ఫారం, చట్టం, జరిమానా, ఒక రోజు ముందు రిమైండర్ ఉంటాయి. ఈ లింక్‌ను Google Calendar, Outlook లేదా Apple Calendarలో సబ్‌స్క్రైబ్ చేయండి, లేదా ఫైల్‌ను డౌన్‌లోడ్ చేసుకోండి.",
  calendarSubscribe: "క్యాలెండర్ ఫీడ్ తెరవండి",
  review: calendarReviewText,
} satisfies typeof en.dueDatesNotesText;
