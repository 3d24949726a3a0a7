/*
 * Telugu words of the compliance planner (/due-dates/plan) and of its calendar files.
 * Skipped: plannerPath, dueDatesPagePath, plannerStorageKey, exampleProfileSearch (paths, a storage key and a query
 * string, no words). The reminder choices (numbers) and the calendar file's product name are the English module's,
 * taken from app/content/planner-facts.ts, so this page does not load the English words.
 * The costs' conditions read after ifCase as the case they name ("ఈ సందర్భంలో మాత్రమే: ..."), so a Telugu
 * condition is a noun phrase (app/content/te/late-cost-words.ts).
 */
import type * as en from "../planner";
import { calendarProduct, dueDatesPagePath, leadChoices, plannerPath } from "../planner-facts";
import { calendarReviewText } from "./calendar-review-words";
import { lateCostText } from "./late-cost-text";

export const plannerMeta = {
  title: "కంప్లయన్స్ ప్లానర్: రాబోయే 12 నెలల్లో మీ ఫైలింగ్ గడువులు",
  description:
    "మీ వ్యాపారం గురించి కొన్ని ప్రశ్నలకు సమాధానం ఇవ్వండి: రాబోయే పన్నెండు నెలల్లోని ప్రతి కంప్లయన్స్ గడువూ (ఆదాయపు పన్ను, GST, ROC, కార్మిక చట్టాలు), ఆలస్యమైతే అయ్యే ఖర్చుతో సహా కనిపిస్తుంది; డౌన్‌లోడ్ చేసుకోగల క్యాలెండర్ కూడా ఉంది.",
} satisfies typeof en.plannerMeta;

export const plannerCrumbs = [
  { label: "హోమ్", href: "/" },
  { label: "కంప్లయన్స్ గడువు తేదీలు", href: dueDatesPagePath },
  { label: "కంప్లయన్స్ ప్లానర్", href: plannerPath },
] satisfies typeof en.plannerCrumbs;

export const plannerText = {
  eyebrow: "కంప్లయన్స్ ప్లానర్",
  title: "రాబోయే 12 నెలలకు మీ కంప్లయన్స్ ప్లాన్",
  promise:
    "మీరు ఏ రకం వ్యాపారం నడుపుతున్నారో చెప్పండి. రాబోయే పన్నెండు నెలల్లో గడువు వచ్చే ప్రతి ఫైలింగ్‌నూ, ఆలస్యమైతే ఎంత ఖర్చవుతుందో ప్లానర్ చూపిస్తుంది; అన్నింటినీ మీ క్యాలెండర్‌లో చేర్చుకోవచ్చు.",
  example:
    "ఇది ఒక ఉదాహరణ ప్లాన్: ప్రతి నెలా GST రిటర్న్‌లు దాఖలు చేసే, TDS, PF మినహాయించే, ₹2 కోట్ల నుంచి ₹5 కోట్ల వరకు టర్నోవర్ ఉన్న తెలంగాణలోని ఒక ప్రైవేట్ లిమిటెడ్ కంపెనీ కోసం.",
  exampleAnswers:
    "కింది ఫారంలోని ప్రతి సమాధానం ఉదాహరణలోనిదే. ఏదైనా ఒక్కటి మార్చగానే ప్లానర్ ఆ ఒక్క సమాధానంతోనే మీ సొంత ప్లాన్‌ను మొదలుపెడుతుంది; ఉదాహరణలోని ఏ సమాధానమూ అందులో మిగలదు.",
  startEmpty: "ఖాళీ ఫారంతో నా ప్లాన్ మొదలుపెట్టండి",
  needsScript:
    "మీ సొంత ప్లాన్ తయారు చేసుకోవడానికి JavaScript ఆన్ చేయండి: ప్లాన్ మీ బ్రౌజర్‌లోనే తయారవుతుంది, మీరు నమోదు చేసేది ఏదీ బ్రౌజర్ దాటి బయటకు వెళ్లదు.",
  detailsNeedScript: (count: number) =>
    `JavaScript ఆన్ చేయకపోతే, ఈ ఉదాహరణలోని మొదటి ${count} గడువులకు మాత్రమే చట్టం, చట్టపరమైన ఆధారం, ఖర్చు లెక్క కనిపిస్తాయి.`,
  privacy:
    "మీ సమాధానాలు ఈ బ్రౌజర్‌లో, పేజీ చిరునామాలో ఉంటాయి; కాబట్టి ప్లాన్‌ను బుక్‌మార్క్ చేసుకోవచ్చు లేదా ఇతరులతో పంచుకోవచ్చు. అవి మా వద్దకు ఎప్పుడూ రావు.",

  formHeading: "మీ వ్యాపారం గురించి",
  businessLegend: "వ్యాపారం",
  formIntro: "ఏ సమాధానం మార్చినా కింది ప్లాన్ వెంటనే మారుతుంది.",
  entity: "వ్యాపార రకం",
  entityChoose: "వ్యాపార రకాన్ని ఎంచుకోండి",
  state: "రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతం",
  stateHint: "వ్యాపారానికి GST రిజిస్ట్రేషన్ ఉన్న రాష్ట్రం. త్రైమాసిక GSTR-3B ఏ తేదీన దాఖలు చేయాలో దీన్ని బట్టే నిర్ణయమవుతుంది.",
  choose: "సమాధానం ఇవ్వలేదు",
  gst: "GST",
  gstChoices: {
    none: "GST రిజిస్ట్రేషన్ లేదు",
    // Each names GST, as the profile line and the subscribe button show it out of its question.
    monthly: "GST రిజిస్ట్రేషన్ ఉంది, నెలవారీ రిటర్న్‌లు",
    qrmp: "GST రిజిస్ట్రేషన్ ఉంది, త్రైమాసిక రిటర్న్‌లు (QRMP)",
    composition: "GST రిజిస్ట్రేషన్ ఉంది, కాంపోజిషన్ పథకం",
  } as Record<string, string>,
  turnover: "గత ఆర్థిక సంవత్సరం టర్నోవర్",
  turnoverHint:
    "మొత్తం టర్నోవర్ (aggregate turnover); GST, ఆదాయపు పన్ను, LLP ఆడిట్‌లోని పలు పరిమితులు దీనిపై ఆధారపడతాయి. ప్రతి శ్రేణిలో దాని పై అంకె కూడా కలిసి ఉంటుంది.",
  supply: "వ్యాపారం సరఫరా చేసేది",
  supplyHint: "సేవలు సరఫరా చేసేవారికి టర్నోవర్ ₹50 లక్షల వరకు ఉంటేనే కాంపోజిషన్ పథకం వర్తిస్తుంది.",
  supplyChoices: {
    goods: "వస్తువులు, లేదా రెస్టారెంట్",
    services: "సేవలు (రెస్టారెంట్ కాదు)",
  } as Record<string, string>,
  contribution: "LLPకి భాగస్వాముల కంట్రిబ్యూషన్",
  contributionHint:
    "LLP Rulesలోని Rule 24(8): టర్నోవర్ ₹40 లక్షలు దాటినా, కంట్రిబ్యూషన్ ₹25 లక్షలు దాటినా LLP ఖాతాలకు ఆడిట్ తప్పనిసరి అని సాధారణంగా చదువుతారు; అక్షరాలా చదివితే రెండూ దాటిన LLPకే ఆడిట్, ఈ విషయంపై భిన్నాభిప్రాయాలు ఉన్నాయి. ఆడిట్ అయ్యే LLP ITR-5 గడువు 31 ఆగస్టు కాదు, 31 అక్టోబర్.",
  contributionChoices: {
    "up-to-25-lakh": "₹25 లక్షల వరకు",
    "above-25-lakh": "₹25 లక్షలకు పైన",
  } as Record<string, string>,
  turnoverChoices: {
    "0-0.4": "₹40 లక్షల వరకు",
    "0.4-0.5": "₹40 లక్షల నుంచి ₹50 లక్షల వరకు",
    "0.5-1": "₹50 లక్షల నుంచి ₹1 కోటి వరకు",
    "1-1.5": "₹1 కోటి నుంచి ₹1.5 కోట్ల వరకు",
    "1.5-2": "₹1.5 కోట్ల నుంచి ₹2 కోట్ల వరకు",
    "2-5": "₹2 కోట్ల నుంచి ₹5 కోట్ల వరకు",
    "5-10": "₹5 కోట్ల నుంచి ₹10 కోట్ల వరకు",
    "10-20": "₹10 కోట్ల నుంచి ₹20 కోట్ల వరకు",
    "over-20": "₹20 కోట్లకు పైన",
  } as Record<string, string>,
  taxes: "ఆదాయపు పన్ను",
  taxAudit: "మా ఖాతాలకు ట్యాక్స్ ఆడిట్ వర్తిస్తుంది (Income-tax Act 2025 సెక్షన్ 63, గతంలో 44AB)",
  transferPricing:
    "రిలేటెడ్ పార్టీలతో మాకు అంతర్జాతీయ లావాదేవీలు లేదా నిర్దిష్ట దేశీయ లావాదేవీలు (specified domestic transactions) ఉన్నాయి",
  employees: "మీకు జీతం పొందే ఉద్యోగులు ఉన్నారా?",
  employeesChoices: { yes: "అవును", no: "లేదు" } as Record<string, string>,
  registrationsLegend: "యజమానిగా లేదా డిడక్టర్‌గా (పన్ను మినహాయించేవారిగా) రిజిస్ట్రేషన్‌లు",
  registrations: {
    tds: "రెసిడెంట్లకు చేసే చెల్లింపులపై TDS (అద్దె, ఫీజులు, కాంట్రాక్టులు)",
    "tds-salary": "జీతాలపై TDS",
    "tds-non-resident": "నాన్-రెసిడెంట్లకు చేసే చెల్లింపులపై TDS",
    tcs: "TCS (మూలం వద్ద వసూలు చేసే పన్ను)",
    pf: "ప్రావిడెంట్ ఫండ్ (EPF)",
    esi: "ఉద్యోగుల రాష్ట్ర బీమా (ESI)",
    pt: "వృత్తి పన్ను (ప్రొఫెషనల్ ట్యాక్స్)",
  } as Record<string, string>,
  taxAuditShort: "ట్యాక్స్ ఆడిట్ వర్తిస్తుంది",
  transferPricingShort: "ట్రాన్స్‌ఫర్ ప్రైసింగ్",
  turnoverShort: (band: string) => `టర్నోవర్ ${band}`,
  employeesShort: "జీతం పొందే ఉద్యోగులు ఉన్నారు",
  registrationsShort: {
    tds: "రెసిడెంట్ చెల్లింపులపై TDS",
    "tds-salary": "జీతాలపై TDS",
    "tds-non-resident": "నాన్-రెసిడెంట్ చెల్లింపులపై TDS",
    tcs: "TCS",
    pf: "PF",
    esi: "ESI",
    pt: "వృత్తి పన్ను",
  } as Record<string, string>,
  eventsLegend: "కంపెనీకి సంబంధించిన ముఖ్య తేదీలు (తప్పనిసరి కాదు)",
  eventsHint:
    "AOC-4, MGT-7, ADT-1, PAS-3 వంటి ఫైలింగ్‌ల గడువు, తదుపరి బోర్డు సమావేశం గడువు ఈ తేదీల నుంచి నిర్ణీత రోజుల్లోపు ఉంటాయి.",
  agmOn: "వార్షిక సర్వసభ్య సమావేశం (AGM) తేదీ",
  auditorAppointed: "ఈ AGMలో ఆడిటర్‌ను నియమించారు లేదా తిరిగి నియమించారు",
  auditorResolutionOn: "ఆడిటర్‌ను నియమిస్తూ సభ్యుడు చేసిన తీర్మానం తేదీ",
  auditorResolutionHint:
    "వన్ పర్సన్ కంపెనీ AGM నిర్వహించదు: సభ్యుడి తీర్మానం మినిట్స్ బుక్‌లో నమోదైతే అదే ఆడిటర్‌ను నియమిస్తుంది; ADT-1 గడువు ఆ తేదీ నుంచి 15 రోజులు.",
  lastBoardMeetingOn: "చివరిసారి జరిగిన బోర్డు సమావేశం తేదీ",
  smallCompany:
    "చిన్న కంపెనీ (పెయిడ్-అప్ క్యాపిటల్ ₹10 కోట్ల వరకు, టర్నోవర్ ₹100 కోట్ల వరకు) లేదా డార్మెంట్ కంపెనీ: దీని బోర్డు ప్రతి అర్ధ సంవత్సరంలో ఒకసారి సమావేశమవుతుంది",
  directors: "వన్ పర్సన్ కంపెనీ డైరెక్టర్లు",
  directorsChoices: {
    one: "ఒక్క డైరెక్టర్ (బోర్డు సమావేశాలు అవసరం లేదు)",
    "two-or-more": "ఇద్దరు లేదా అంతకంటే ఎక్కువ డైరెక్టర్లు",
  } as Record<string, string>,
  incorporatedOn: "కంపెనీ రిజిస్ట్రేషన్ (ఇన్‌కార్పొరేషన్) తేదీ",
  allottedOn: "చివరిసారి షేర్ల కేటాయింపు (అలాట్‌మెంట్) జరిగిన తేదీ",
  privatePlacement: "ఆ అలాట్‌మెంట్ ప్రైవేట్ ప్లేస్‌మెంట్ ద్వారా జరిగింది",
  problems: {
    invalid: "ఈ సమాధానాన్ని చదవలేకపోయాం. దయచేసి మళ్లీ ఎంచుకోండి.",
    "unknown-entity": "ఈ వ్యాపార రకం ప్లానర్‌కు తెలియదు. దయచేసి జాబితాలోని ఒక రకాన్ని ఎంచుకోండి.",
    "qrmp-above-limit":
      "గత ఆర్థిక సంవత్సరంలో టర్నోవర్ ₹5 కోట్ల వరకు ఉంటేనే QRMP ఎంచుకోవచ్చు; అంతకు మించితే GST రిటర్న్‌లు నెలవారీగా దాఖలు చేయాలి.",
    "composition-above-limit":
      "టర్నోవర్ ₹1.5 కోట్ల వరకు ఉంటేనే కాంపోజిషన్ పథకం ఎంచుకోవచ్చు (సేవలకు, కొన్ని రాష్ట్రాల్లో ఈ పరిమితి ఇంకా తక్కువ). ఈ వ్యాపారానికి ఇది వర్తించదు: ప్లాన్ సాధారణ నెలవారీ రిటర్న్‌లను చూపిస్తుంది; మీరు త్రైమాసికంగా దాఖలు చేస్తే పైన QRMP ఎంచుకోండి.",
    "composition-services-above-limit":
      "రెస్టారెంట్ సేవ కాకుండా ఇతర సేవలు సరఫరా చేసేవారు గత ఆర్థిక సంవత్సరంలో టర్నోవర్ ₹50 లక్షల వరకు ఉంటేనే కాంపోజిషన్ పథకం ఎంచుకోవచ్చు (CGST Act s.10(2A)). ఈ వ్యాపారానికి ఇది వర్తించదు: ప్లాన్ సాధారణ నెలవారీ రిటర్న్‌లను చూపిస్తుంది; మీరు త్రైమాసికంగా దాఖలు చేస్తే పైన QRMP ఎంచుకోండి.",
    "tax-audit-required":
      "వ్యాపార టర్నోవర్ ₹10 కోట్లు దాటితే ఖాతాలకు ట్యాక్స్ ఆడిట్ తప్పనిసరి; ప్లాన్ దాన్ని లెక్కలోకి తీసుకుంటుంది.",
    "needs-agm-date": "ADT-1 గడువు లెక్కించడానికి ప్లానర్‌కు AGM తేదీ ఇవ్వండి.",
    "needs-allotment-date": "అలాట్‌మెంట్ రిటర్న్ గడువు లెక్కించడానికి ప్లానర్‌కు అలాట్‌మెంట్ తేదీ ఇవ్వండి.",
    "employees-implied":
      "జీతాలపై TDS, PF లేదా ESI ఉంటే వ్యాపారానికి జీతం పొందే ఉద్యోగులు ఉన్నట్టే: ప్లాన్ వారిని లెక్కలోకి తీసుకుంటుంది.",
  } as Record<string, string>,
  chooseEntity: "ప్లాన్ చూడడానికి వ్యాపార రకాన్ని ఎంచుకోండి.",

  planHeading: "మీ గడువులు",
  planHeadingExample: "ఉదాహరణ ప్లాన్ గడువులు",
  planSummary: (count: number, from: string, until: string) =>
    count === 1
      ? `${from} నుంచి ${until} వరకు 1 గడువు.`
      : `${from} నుంచి ${until} వరకు ${count} గడువులు, దగ్గరలో ఉన్నవి ముందు.`,
  madeOn: "ప్లాన్ తయారైన తేదీ",
  verifiedOn: "తేదీలు, జరిమానాలు సరిచూసిన తేదీ",
  review: calendarReviewText,
  profileHeading: "ప్రొఫైల్",
  monthHeading: (month: string) => month,
  financialYear: (years: string) => `ఆర్థిక సంవత్సరం ${years}`,
  daysLeft: (days: number) =>
    days === 0 ? "ఈరోజే గడువు" : days === 1 ? "ఇంకా 1\u00a0రోజు ఉంది" : `ఇంకా ${days}\u00a0రోజులు ఉన్నాయి`,
  period: "కాలం",
  law: "చట్టం",
  basis: "చట్టపరమైన ఆధారం",
  source: "అధికారిక మూలం",
  sourceLabel: (form: string) => `అధికారిక మూలం: ${form}`,
  extended: (original: string) => `గడువు పొడిగించారు; అసలు గడువు ${original}`,
  extensionBy: "పొడిగింపు ఆధారం:",
  formerly: (form: string) => `గతంలో ${form}`,
  optional: "ఐచ్ఛికం: మీరు కావాలంటే ఎంచుకోగల సదుపాయం, తప్పనిసరి బాధ్యత కాదు",
  optionalTurnover: "మీ కచ్చితమైన టర్నోవర్‌ను బట్టి ఐచ్ఛికం లేదా తప్పనిసరి",
  eventAssumed: (date: string) =>
    `AGM జరపాల్సిన చివరి తేదీ (${date}) నుంచి లెక్కించాం; అసలు గడువు కోసం పైన మీ AGM తేదీ ఇవ్వండి.`,
  eventFrom: (date: string) => `${date} నుంచి లెక్కించాం`,
  notBefore: (date: string) => `${date} కంటే ముందు కాదు: గత బోర్డు సమావేశం తర్వాత 90 రోజులు`,
  holidays: {
    sunday: "ఈ తేదీ ఆదివారం",
    "republic-day": "ఈ తేదీ గణతంత్ర దినోత్సవం నాడు వస్తుంది",
    "independence-day": "ఈ తేదీ స్వాతంత్ర్య దినోత్సవం నాడు వస్తుంది",
    "gandhi-jayanti": "ఈ తేదీ గాంధీ జయంతి నాడు వస్తుంది",
  } as Record<string, string>,
  holidayNote: "అయినా గడువు మారదు: ముందు రోజే గానీ, ఆ రోజే పోర్టల్‌లో గానీ దాఖలు చేయండి.",

  ...lateCostText,

  daysLateLabel: "ఎన్ని రోజులు ఆలస్యమైతే ఎంత ఖర్చవుతుందో చూడండి (రోజుల సంఖ్య ఇవ్వండి)",
  daysLateHint: "అప్పుడు ప్లాన్‌లోని ప్రతి గడువు ఆ ఆలస్యానికి అయ్యే ఖర్చును చూపిస్తుంది.",
  daysLateErrors: {
    "not-a-number": "రోజులను అంకెల్లో మాత్రమే టైప్ చేయండి, ఉదాహరణకు 30.",
    "out-of-range": "1 నుంచి 2,000 వరకు రోజుల సంఖ్యను పూర్ణ సంఖ్యగా నమోదు చేయండి.",
  } as Record<string, string>,
  amountLabel: "పన్ను లేదా కంట్రిబ్యూషన్ మొత్తం, రూపాయల్లో (తప్పనిసరి కాదు)",
  amountHint:
    "అప్పుడు వడ్డీ ఈ మొత్తంపై రూపాయల్లో కనిపిస్తుంది: చెల్లించని పన్ను, PF లేదా ESI కంట్రిబ్యూషన్, లేదా అడ్వాన్స్ ట్యాక్స్‌లో తక్కువ పడిన మొత్తం.",
  amountErrors: {
    "not-a-number": "మొత్తాన్ని అంకెల్లో టైప్ చేయండి, కావాలంటే కామాలతో, ఉదాహరణకు 1,50,000.",
    "out-of-range": "₹1 నుంచి ₹1,000 కోట్ల వరకు మొత్తాన్ని నమోదు చేయండి.",
  } as Record<string, string>,

  addRowToCalendar: (form: string, date: string) => `క్యాలెండర్‌కు జోడించండి: ${form}, గడువు ${date}`,
  addToCalendarShort: "క్యాలెండర్‌కు జోడించండి",
  askUs: "నా ప్లాన్ గురించి మమ్మల్ని అడగండి",
  askUsLabel: "నా ప్లాన్ గురించి మమ్మల్ని అడగండి, WhatsAppలో: రాబోయే 30 రోజుల్లో గడువున్న ఫైలింగ్‌లు",
  // One filing a line, its period after a dash, so a form's own comma and brackets never run into the list's.
  whatsappMessage: (form: string, period: string | undefined, date: string) =>
    `• ${form}${period ? ` — ${period} కాలానికి` : ""}, గడువు ${date}`,
  whatsappPlan: (filings: string[]) =>
    filings.length
      ? `నమస్కారం! నా కంప్లయన్స్ ప్లాన్ విషయంలో సహాయం కావాలి. రాబోయే 30 రోజుల్లో నా గడువులు:\n${filings.join("\n")}`
      : "నమస్కారం! నా కంప్లయన్స్ ప్లాన్ విషయంలో సహాయం కావాలి.",

  fold: {
    monthly: (day: number) => `ప్రతి నెల ${day}వ తేదీ`,
    monthlyLast: "ప్రతి నెల చివరి రోజు",
    fixed: (perYear: number) =>
      perYear === 4
        ? "ప్రతి త్రైమాసికం"
        : perYear === 2
          ? "ఏడాదికి రెండుసార్లు"
          : perYear === 1
            ? "ఏడాదికి ఒకసారి"
            : `ఏడాదికి ${perYear} సార్లు`,
    afterQuarterEnd: (days: number) => `ప్రతి త్రైమాసికం ముగిసిన ${days} రోజుల్లోపు`,
    annual: (date: string) => `ప్రతి ఏడాది ${date}`,
    dates: "కింది తేదీల్లో",
    varies: " (తేదీ మారుతుంది)",
    count: (count: number) => `ఈ ప్లాన్‌లో ${count}\u00a0సార్లు`,
  },
  printTitle: "కంప్లయన్స్ ప్లాన్",
  printedOn: (date: string) => `ప్రింట్ చేసిన తేదీ: ${date}`,
  printColumns: {
    filing: "ఫైలింగ్",
    due: "గడువు",
    law: "చట్టం",
    cost: "ఒక నెల ఆలస్యమైతే",
  },
  printDates: (phrase: string, dates: string) => `${phrase}: ${dates}`,
  nextDue: "తదుపరి",
  allDates: (count: number) => `మొత్తం ${count} తేదీలు`,
  checkQuestions: {
    "dpt-3":
      "కంపెనీ వద్ద డిపాజిట్లు గానీ, డిపాజిట్లు కాని రుణాలు లేదా ఇతర రూపాల్లో తీసుకున్న డబ్బు గానీ ఇంకా తిరిగి చెల్లించాల్సి ఉందా?",
    "msme-1-october-march": "సూక్ష్మ, చిన్న సంస్థలకు (MSE) 45 రోజులకు పైగా చెల్లించని బకాయిలు కంపెనీకి ఉన్నాయా?",
    "msme-1-april-september": "సూక్ష్మ, చిన్న సంస్థలకు (MSE) 45 రోజులకు పైగా చెల్లించని బకాయిలు కంపెనీకి ఉన్నాయా?",
    "ts-labour-welfare-fund": "తెలంగాణ కార్మిక సంక్షేమ నిధి చట్టం మీ సంస్థకు వర్తిస్తుందా?",
    "ap-labour-welfare-fund": "ఆంధ్రప్రదేశ్ కార్మిక సంక్షేమ నిధి చట్టం మీ సంస్థకు వర్తిస్తుందా?",
    "ka-labour-welfare-fund": "కర్ణాటక కార్మిక సంక్షేమ నిధి చట్టం మీ సంస్థకు వర్తిస్తుందా?",
    "tn-labour-welfare-fund": "తమిళనాడు కార్మిక సంక్షేమ నిధి చట్టం మీ సంస్థకు వర్తిస్తుందా?",
    "mh-labour-welfare-fund":
      "మహారాష్ట్ర కార్మిక సంక్షేమ నిధి చట్టం మీ సంస్థకు వర్తిస్తుందా (ఐదుగురు లేదా అంతకంటే ఎక్కువ మంది ఉద్యోగులు)?",
    "gstr-8": "మీ వ్యాపారం మూలం వద్ద పన్ను (TCS) వసూలు చేసే ఈ-కామర్స్ ఆపరేటరా?",
    "form-49c-liaison-office": "మీ వ్యాపారం లయజన్ ఆఫీసా (బ్రాంచ్ ఆఫీసు దీన్ని దాఖలు చేయదు)?",
    "fla-return": "మీ వ్యాపారం విదేశీ ప్రత్యక్ష పెట్టుబడి (FDI) పొందిందా, లేదా విదేశాల్లో పెట్టుబడి పెట్టిందా?",
    "apr-odi": "మీ వ్యాపారానికి విదేశాల్లో ప్రత్యక్ష పెట్టుబడి (ODI) ఉందా?",
    "itr-belated-revised": "ఆ ఏడాది ఆదాయపు పన్ను రిటర్న్ గడువు దాటిపోయిందా, లేదా దాఖలు చేసిన రిటర్న్‌ను సరిచేయాల్సి ఉందా?",
  },
  checkThen: "అప్పుడు",
  checkDue: (when: string) => `గడువు: ${when}.`,
  checkNext: (schedule: string, date: string) => `${schedule}; తదుపరి ${date}`,

  glanceHeading: "రాబోయే 30 రోజుల్లో గడువులు",
  glanceNone: "రాబోయే 30 రోజుల్లో ఏ గడువూ లేదు.",
  glanceRest: (count: number, until: string, year: number) =>
    count === 0
      ? `ఈ త్రైమాసికం ముగిసేలోగా (${until}) ఇంకేమీ లేవు; పన్నెండు నెలల్లో మొత్తం ${year}.`
      : `ఈ త్రైమాసికం ముగిసేలోగా (${until}) ఇంకా ${count}; పన్నెండు నెలల్లో మొత్తం ${year}.`,

  remindersHeading: "రిమైండర్లు",
  remindersIntro:
    "మొత్తం ప్లాన్‌ను ఒకే క్యాలెండర్ ఫైల్‌గా డౌన్‌లోడ్ చేసుకోండి. ప్రతి గడువు రిమైండర్‌తో కూడిన, రోజంతా ఉండే ఈవెంట్‌గా వస్తుంది.",
  leadLabel: "నాకు గుర్తు చేయండి",
  leadChoices,
  leadChoice: (days: number) => (days === 1 ? "1 రోజు ముందు" : `${days} రోజుల ముందు`),
  downloadPlan: "నా ప్లాన్‌ను నా క్యాలెండర్‌కు జోడించండి",
  calendarError: "క్యాలెండర్ ఫైల్ తయారు చేయలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  print: "ఈ ప్లాన్ ప్రింట్ చేయండి",

  feedsHeading: "లేదా మీ రకం వ్యాపారానికి తగిన క్యాలెండర్‌ను సబ్‌స్క్రైబ్ చేయండి",
  feedsIntro:
    "మీ క్యాలెండర్ యాప్ ఎప్పటికప్పుడు అప్‌డేట్ చేసుకునే క్యాలెండర్: ఆంధ్రప్రదేశ్ లేదా తెలంగాణలో ఈ రకం, ఈ GST పథకం ఉన్న ప్రతి వ్యాపారానికీ ఉండే గడువులు, ఒక్కో గడువుకు ఒక రోజు ముందు రిమైండర్‌తో. మీ ఇతర సమాధానాలపై ఆధారపడేవి (టర్నోవర్, ట్యాక్స్ ఆడిట్, రిజిస్ట్రేషన్‌లు, కంపెనీ ముఖ్య తేదీలు) ఇందులో ఉండవు; పైన ఉన్న డౌన్‌లోడ్‌లో అవి కూడా ఉంటాయి. ఈ క్యాలెండర్లలోని వివరాలు ఇంగ్లీష్‌లో ఉంటాయి.",
  subscribeLabel: (entity: string, gst: string) => `సబ్‌స్క్రైబ్ చేయండి: ${entity}, ${gst}`,
  downloadLabel: "ఇదే క్యాలెండర్ https చిరునామా (Google Calendarలో: Other calendars, From URL)",
  feedsNote:
    "Google Calendar సబ్‌స్క్రైబ్ చేసిన క్యాలెండర్‌ను కొన్ని గంటలకు ఒకసారి మాత్రమే రిఫ్రెష్ చేస్తుంది, అందులోని రిమైండర్లను పట్టించుకోదు: అక్కడ ఆ క్యాలెండర్‌కు నోటిఫికేషన్లను మీరే సెట్ చేసుకోండి, లేదా పైన ఉన్న డౌన్‌లోడ్ వాడండి.",

  checkHeading: "ఇవి కూడా చూసుకోండి: ప్లానర్ తేదీ చెప్పలేని ఫైలింగ్‌లు",
  checkIntro:
    "ఇవి మీ వ్యాపారానికి వర్తించవచ్చు, కానీ మీరు ఇంకా ఇవ్వని సమాధానంపై గానీ, ప్లానర్ అడగని విషయంపై గానీ ఆధారపడతాయి. వీటిని మాతో సరిచూసుకోండి.",
  undatedIntro: "ఇవి మీకు వర్తిస్తాయి, కానీ వీటికి నిర్ణీత తేదీ లేదు: ఏదైనా సర్టిఫికెట్ లేదా ఘటన తేదీ నుంచి గడువు లెక్కిస్తారు.",
  needs: {
    state: "మీ రాష్ట్రం",
    gst: "మీ GST పథకం",
    turnover: "మీ టర్నోవర్",
    supply: "వ్యాపారం సరఫరా చేసేది వస్తువులా, సేవలా",
    taxAudit: "మీకు ట్యాక్స్ ఆడిట్ వర్తిస్తుందా లేదా",
    transferPricing: "మీకు ట్రాన్స్‌ఫర్ ప్రైసింగ్ లావాదేవీలు ఉన్నాయా లేదా",
    registrations: "మీ రిజిస్ట్రేషన్‌లు",
    employees: "మీకు జీతం పొందే ఉద్యోగులు ఉన్నారా లేదా",
    agmOn: "AGM తేదీ",
    auditorAppointed: "AGMలో ఆడిటర్‌ను నియమించారా లేదా",
    auditorResolutionOn: "ఆడిటర్‌ను నియమించిన తీర్మానం తేదీ",
    contribution: "భాగస్వాముల కంట్రిబ్యూషన్",
    directors: "కంపెనీలో ఎంత మంది డైరెక్టర్లు ఉన్నారు",
    lastBoardMeetingOn: "చివరిసారి జరిగిన బోర్డు సమావేశం తేదీ",
    smallCompany: "కంపెనీ స్మాల్ కంపెనీనా లేదా డార్మెంట్ కంపెనీనా",
    incorporatedOn: "కంపెనీ రిజిస్ట్రేషన్ తేదీ",
    allottedOn: "అలాట్‌మెంట్ తేదీ",
    privatePlacement: "అది ప్రైవేట్ ప్లేస్‌మెంట్ అవునా కాదా",
    "not-asked": "ప్లానర్ అడగని ఒక విషయం",
  },
  dependsOn: "ఎప్పుడు వర్తిస్తుంది",
  stateLaws: {
    notCovered: (state: string) => `${state} రాష్ట్ర చట్టాలు ఇంకా ఈ ప్లాన్‌లో లేవు: మమ్మల్ని అడగండి.`,
    partlyCovered: (state: string, duties: string) =>
      `${state}: అక్కడి ${duties} ఇంకా ఈ ప్లాన్‌లో లేదు: మమ్మల్ని అడగండి.`,
    duties: {
      professionalTax: "వృత్తి పన్ను (ప్రొఫెషనల్ ట్యాక్స్)",
      labourWelfareFund: "కార్మిక సంక్షేమ నిధి",
      both: "వృత్తి పన్ను (ప్రొఫెషనల్ ట్యాక్స్), కార్మిక సంక్షేమ నిధి",
    },
  },
  due: "గడువు",
  nothingToCheck: "ఈ ప్రొఫైల్‌కు సరిచూసుకోవాల్సినవి ఇంకేమీ లేవు.",
  emptyPlan: "ఈ ప్రొఫైల్‌కు రాబోయే పన్నెండు నెలల్లో మా డేటాలోని ఏ గడువూ లేదు.",
  unknownEntity: "ఈ వ్యాపార రకం మా డేటాలో లేదు.",
} satisfies typeof en.plannerText;

/** Words of the planner's calendar files (loaded with them). */
export const plannerCalendarText = {
  name: "నా కంప్లయన్స్ ప్లాన్",
  /** The file's PRODID names the product, the same in both languages. */
  product: calendarProduct,
  feedName: (entity: string, gst: string) => `కంప్లయన్స్ ప్లాన్: ${entity}, ${gst}`,
  due: "గడువు",
  period: "కాలం",
  law: "చట్టం",
  basis: "చట్టపరమైన ఆధారం",
  penalty: "జరిమానా",
  source: "అధికారిక మూలం",
  details: "మీ ప్లాన్",
  // A phone's agenda shows the title alone: the filing and its period ("GSTR-1 (నవంబర్ 2026) గడువు"), so twelve
  // GSTR-1 events in a row tell their months apart; the law is in the description, never "గడువు: GST".
  summary: (form: string, _law: string, period?: string) =>
    `${form}${period ? ` (${period})` : ""} గడువు`,
  extended: (originalDate: string, reference: string) =>
    `అసలు గడువు ${originalDate}; ${reference} ద్వారా పొడిగించారు`,
} satisfies typeof en.plannerCalendarText;
