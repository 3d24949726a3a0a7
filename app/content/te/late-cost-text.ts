/*
 * Telugu words of the cost of a delay (app/content/late-cost-text.ts): the due dates' cost lines, the planner's rows,
 * its overdue list and print, and the calendar files. A number is never parted from its word at a line's end: a
 * no-break space joins them ("₹1 లక్ష", "31 రోజులు", "₹2,50,000 కంట్రిబ్యూషన్‌పై"). Each figure comes right after
 * what it is ("వడ్డీ ₹575", "ఆలస్య రుసుము ₹1,550"); what it is worked out on follows in brackets, so the amount a
 * visitor typed never stands where the cost belongs.
 */
import type { lateCostText as en } from "../late-cost-text";

/** The no-break space that keeps a number with its word. */
const NB = "\u00a0";

/**
 * "on" the amount an interest runs on: పై after it, joined with a zero-width non-joiner after an English word that ends
 * in a virama ("కంట్రిబ్యూషన్‌పై", not the conjunct న్ప), as the site writes suffixes on English words.
 */
const onBase = (base: string) => `${base}${base.endsWith("\u0c4d") ? "\u200c" : ""}పై`;

/** "month" / "year" of an interest rate, as the rate is said: "నెలకు 1%". */
const perTe: Record<string, string> = { month: "నెలకు", year: "ఏడాదికి" };

export const lateCostText = {
  costHeading: "ఆలస్యమైతే అయ్యే ఖర్చు (అంచనా)",
  costWeek: "వారం ఆలస్యానికి",
  costMonth: (days: number) => `నెల (${days}${NB}రోజులు) ఆలస్యానికి`,
  costDays: (days: number) => (days === 1 ? `1${NB}రోజు ఆలస్యానికి` : `${days}${NB}రోజుల ఆలస్యానికి`),
  costNone: "మా డేటాలో నిర్ధారించిన ఆలస్య రుసుము ఏదీ లేదు; చట్టంలోని జరిమానాను కింద చూపించాం.",
  costSummary: "ఆలస్యమైతే అంచనా ఖర్చు",
  // No colon after the label: "వారం ఆలస్యానికి ఆలస్య రుసుము ₹350" is a phrase, and the summary's own colon comes
  // before it; a no-break space keeps the label's last word with the figure's first.
  delayCost: (label: string, cost: string) => `${label}${NB}${cost}`,
  costShortNone: "చట్టంలోని జరిమానా చూడండి",
  details: "చట్టం, చట్టపరమైన ఆధారం, ఖర్చు లెక్క",
  feeRange: (from: string, to: string) => (from === to ? from : `${from} నుంచి ${to} వరకు`),
  perDay: (perDay: string, days: number) =>
    `రోజుకు ${perDay} చొప్పున ${days}${NB}${days === 1 ? "రోజుకు" : "రోజులకు"}`,
  capped: "గరిష్ఠ పరిమితికి చేరింది",
  atMost: "గరిష్ఠంగా",
  bases: {
    tax: "చెల్లించని పన్ను",
    contribution: "కంట్రిబ్యూషన్",
    shortfall: "తక్కువ పడిన మొత్తం",
    amount: "సంబంధిత మొత్తం",
  } as Record<string, string>,
  interest: (rate: number, per: string, base: string, perLakh: string) =>
    `${onBase(base)} ${perTe[per] ?? per} ${rate}% వడ్డీ: ప్రతి ₹1${NB}లక్షకు ${perLakh}`,
  interestOnAmount: (rate: number, per: string, base: string, figure: string, amount: string) =>
    `${amount}${NB}${onBase(base)} ${perTe[per] ?? per} ${rate}% వడ్డీ: ${figure}`,
  feesShort: (fees: string) => `ఆలస్య రుసుము${NB}${fees}`,
  feesDependOn: {
    turnover: "గత ఏడాది టర్నోవర్‌ను బట్టి",
    case: (dearest: string, condition: string) => `${condition}: ${dearest}`,
  },
  interestShort: (figure: string) => `వడ్డీ${NB}${figure}`,
  interestOnLakh: (rate: number, per: string, base: string) =>
    `ప్రతి ₹1${NB}లక్ష ${onBase(base)} ${perTe[per] ?? per} ${rate}%`,
  interestOnTyped: (rate: number, per: string, base: string, amount: string) =>
    `${amount}${NB}${onBase(base)} ${perTe[per] ?? per} ${rate}%`,
  sameForWeekAndMonth: {
    part: "వారానికీ నెలకీ ఒకటే, ఎందుకంటే నెలలో కొంత భాగాన్ని కూడా పూర్తి నెలగా లెక్కిస్తారు",
    block: (months: number) =>
      `వారానికీ నెలకీ ఒకటే, ఎందుకంటే ఆలస్యం ఎంత తక్కువైనా ${months}${NB}నెలలకు వసూలు చేస్తారు`,
    fee: "వారానికీ నెలకీ ఒకటే, ఎందుకంటే ఆ వ్యవధిలో ఎంత ఆలస్యమైనా రుసుము స్థిరంగా ఉంటుంది",
  },
  interestAtLeast: " (కనీసం ఇంత: వడ్డీ గడువుకు ముందే మొదలవుతుంది)",
  ifCase: "ఈ సందర్భంలో మాత్రమే:",
  byOrder: "అధికారి లేదా కోర్టు విధించగల జరిమానా",
  officer: "డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారి చెల్లించాలి",
  multiple: (multiple: number) =>
    multiple === 1 ? "సాధారణ ఫైలింగ్ ఫీజుకు సమానం (1×)" : `సాధారణ ఫైలింగ్ ఫీజుకు ${multiple}${NB}రెట్లు`,
  beyondBands: "మా మూలాలు నిర్ధారించిన ఆలస్య వ్యవధులకు మించి",
  barred: (years: number) =>
    `ఇక దాఖలు చేయలేరు: గడువు తేదీ నుంచి ${years}${NB}సంవత్సరాలు దాటితే చట్టం ఈ రిటర్న్‌ను అనుమతించదు`,
  barredShort: "ఇక దాఖలు చేయలేరు",
  estimateNote:
    "మా డేటాలో నిర్ధారించిన అంకెలతో వేసిన అంచనాలు; నెల ఆలస్యం అంటే తర్వాతి నెలలో అదే తేదీ వరకు. రుసుము మాకు తెలియని సమాచారంపై (టర్నోవర్ వంటివి) ఆధారపడితే, ఎంత నుంచి ఎంత వరకో, దేన్ని బట్టో చూపిస్తాం. వడ్డీ పడే మొత్తాన్ని టైప్ చేస్తే రూపాయల్లో, లేకపోతే ప్రతి ₹1\u00a0లక్షకు చూపిస్తాం. అసలు మొత్తాన్ని చట్టం, అధికారుల ఉత్తర్వులే నిర్ణయిస్తాయి.",
  penalty: "చట్టంలోని జరిమానా",
} satisfies typeof en;
