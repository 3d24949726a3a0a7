/*
 * Telugu words of the late-filing costs in the staff-maintained due-dates data (public/data/compliance-due-dates.json):
 * each component's condition, note, runsOn, text, capText and smallMeans, by the entry's id, with the fingerprint of
 * the English they translate (docs/decisions/025-telugu-edition.md). The planner shows them only while that English
 * is unchanged (withLateCostWords, app/features/planner/late-cost-words.ts); otherwise the English. The figures,
 * kinds and each component's basis (a legal citation, kept as written) come from the data itself.
 * A condition is shown after "ఈ సందర్భంలో మాత్రమే:" (plannerText.ifCase), so it is written as the case it names; a
 * capText after "గరిష్ఠ పరిమితికి చేరింది:" (plannerText.capped), so it names the cap.
 */
import type { CostComponentWords } from "~/lib/late-cost/translated-words";

export interface LateCostWords {
  /**
   * textFingerprint of the English words translated: every component's condition, note, runsOn, text, capText and
   * smallMeans, in order, "" where absent: lateCostFingerprint(e.lateCost.components) for entry e
   * (app/lib/late-cost/translated-words.ts).
   */
  of: string;
  /** The same length and order as the data's components; a key present only where the English has it. */
  components: CostComponentWords[];
}

// Income-tax returns: the late fee by total income, and interest on the tax unpaid.
const itrAbove5Lakh = "మొత్తం ఆదాయం ₹5 లక్షలకు పైన";
const itrUpTo5Lakh = "మొత్తం ఆదాయం ₹5 లక్షలు లేదా అంతకంటే తక్కువ";
const itrOneTimeFee =
  "ఒకేసారి చెల్లించే ఫీజు: ఆలస్యంగా రిటర్న్ దాఖలు చేయగల చివరి రోజు (ఆర్థిక సంవత్సరం ముగిశాక వచ్చే 31 డిసెంబర్) వరకు, ఒక రోజు ఆలస్యమైనా, అంతకంటే ఎక్కువ ఆలస్యమైనా ఫీజు ఇంతే. అసెస్‌మెంట్ ఇయర్ 2026-27 (ఆర్థిక సంవత్సరం 2025-26) రిటర్న్‌ను 31 డిసెంబర్ 2026 వరకు ఆలస్యంగా దాఖలు చేయవచ్చు; అది ఇంకా 1961 చట్టం కిందే వస్తుంది: s.234F (₹5,000; ఆదాయం ₹5 లక్షలు లేదా అంతకంటే తక్కువ ఉంటే ₹1,000కి మించకుండా), s.234A కింద నెలకు 1% వడ్డీ.";
const itrFixedThousand =
  "సవరణ ద్వారా వచ్చిన కొత్త పాఠం ఫీజును ₹1,000గా స్థిరంగా నిర్ణయిస్తుంది; 1961 చట్టం, మొదట ఆమోదించిన రూపంలోని 2025 చట్టం “₹1,000కి మించకుండా” అని చెప్పాయి.";
const itrInterest = {
  runsOn:
    "గడువు తేదీ నాటికి ఇంకా చెల్లించని పన్ను (మొత్తం ఆదాయంపై పన్ను నుంచి అడ్వాన్స్ ట్యాక్స్, TDS/TCS, రిలీఫ్‌లు తీసివేయగా మిగిలినది), గడువు తేదీ మరుసటి రోజు నుంచి రిటర్న్ దాఖలు చేసిన తేదీ వరకు; నెలలో కొంత భాగాన్ని కూడా పూర్తి నెలగా లెక్కిస్తారు",
};
const itrReturn = (oneTimeFee: string, fixedThousand: string): CostComponentWords[] => [
  { condition: itrAbove5Lakh, note: oneTimeFee },
  { condition: itrUpTo5Lakh, note: fixedThousand },
  itrInterest,
];

// Reports with a fixed fee by the length of the delay (tax audit, transfer pricing).
const beyondOneMonth = "ఒక నెల దాటిన ఆలస్యం";
/** The fee's two steps; `due` is the report's due date in the first year the fee applies. */
const taxAuditReport = (due: string): CostComponentWords[] => [
  {
    condition: `గడువు తేదీ తర్వాత ఒక నెల లోపు సమర్పించిన రిపోర్ట్ (పన్ను సంవత్సరం 2026-27 నుంచి, గడువు ${due})`,
    note: "ఆలస్యమైన మొదటి రోజు నుంచే వర్తిస్తుంది; రోజుల లెక్కన లెక్కించరు.",
  },
  {
    condition: beyondOneMonth,
    note: "ఆలస్యం ఒక నెల దాటితే మొత్తం ఫీజు ఇదే అని వ్యాఖ్యానాలు చెబుతున్నాయి (₹75,000కు బదులుగా ₹1,50,000; దానికి అదనంగా కాదు). ఆర్థిక సంవత్సరం 2025-26 రిపోర్టులను (1961 చట్టం కింద Forms 3CA/3CB/3CD) ఆలస్యంగా దాఖలు చేస్తే, బదులుగా అధికారి విచక్షణపై విధించే జరిమానా: టర్నోవర్‌లో 0.5%, గరిష్ఠంగా ₹1,50,000 (s.271B).",
  },
];

// TDS and TCS: deposits and statements.
const partMonth = "నెలలో కొంత భాగాన్ని కూడా నెలగా లెక్కిస్తారు";
/** The fee a day for a late statement; `capText` names the tax it may not exceed. */
const statementFee = (capText: string): CostComponentWords[] => [
  {
    capText,
    note: "గడువు తేదీ మరుసటి రోజు నుంచి స్టేట్‌మెంట్ సమర్పించే వరకు లెక్కిస్తారు; దాఖలు చేసే ముందే చెల్లించాలి. మార్చి 2026 వరకు ఉన్న కాలాలకు s.234E కింద కూడా ఇదే, రోజుకు ₹200.",
  },
];
const tdsStatementFee = statementFee("స్టేట్‌మెంట్‌లో చూపిన మినహాయించాల్సిన పన్ను మొత్తం");

// GST returns: the late fee by turnover, the nil return's fee, and interest on tax paid late.
const gstFeeNote =
  "CGST, SGST/UTGST కలిపి మొత్తం (ఒక్కొక్కటి సగం); గడువు తేదీ మరుసటి రోజు నుంచి దాఖలు చేసే వరకు ప్రతి రోజుకూ లెక్కిస్తారు.";
const gstUpTo1_5Crore = { condition: "గత సంవత్సరంలో మొత్తం టర్నోవర్ ₹1.5 కోట్ల వరకు", note: gstFeeNote };
const gst1_5To5Crore = { condition: "మొత్తం టర్నోవర్ ₹1.5 కోట్లకు పైన, ₹5 కోట్ల వరకు", note: gstFeeNote };
const gstAbove5Crore = { condition: "మొత్తం టర్నోవర్ ₹5 కోట్లకు పైన", note: gstFeeNote };
const gstNilNote = "నిల్ రిటర్న్: రోజుకు ₹10 CGST + ₹10 SGST, ఒక్కొక్కటి గరిష్ఠంగా ₹250.";
const gstr1Nil = { condition: "నిల్ రిటర్న్ (అవుట్‌వర్డ్ సప్లైలు లేనప్పుడు)", note: gstNilNote };
const gstr3bNil = { condition: "నిల్ రిటర్న్ (చెల్లించాల్సిన పన్ను లేనప్పుడు)", note: gstNilNote };
const gstr3bInterest = {
  runsOn:
    "ఆలస్యంగా చెల్లించిన పన్నులో నగదుగా చెల్లించిన భాగం (ఇన్‌పుట్ ట్యాక్స్ క్రెడిట్ పోగా), గడువు తేదీ మరుసటి రోజు నుంచి చెల్లించిన తేదీ వరకు",
};
/** The cap of GSTR-9's late fee is a share of this turnover (ending in a zero-width non-joiner: టర్నోవర్‌లో). */
const stateTurnover = "రాష్ట్రం లేదా కేంద్రపాలిత ప్రాంతంలోని టర్నోవర్‌";
const pmt06Interest = [
  {
    runsOn: "25వ తేదీ తర్వాత చెల్లించిన ఆ నెల పన్ను, గడువు తేదీ మరుసటి రోజు నుంచి చెల్లించిన తేదీ వరకు",
  },
];

// Companies Act: additional fees and adjudicated penalties.
const rocPerDayFee = (form: string) => [
  {
    note: `${form} సాధారణ ఫీజుకు అదనంగా చెల్లించే ఫీజు, గరిష్ఠ పరిమితి లేదు; సవరించిన రూల్స్‌లో OPCలకు గానీ, చిన్న కంపెనీలకు గానీ తక్కువ రేటు ఏదీ కనిపించలేదు.`,
  },
];
const notHigherFee = {
  note: "అధిక అదనపు ఫీజు (3x నుంచి 18x) 365 రోజుల్లో రెండుసార్లు ఆలస్యంగా దాఖలు చేసిన INC-22, PAS-3కు మాత్రమే; ఈ ఫారానికి వర్తించదు.",
};
/** The additional fee of the 2022 Annexure: the multiples by delay, then what the normal fee is. */
const rocFee = (bands: string, normalFee: string) =>
  `అదనపు ఫీజు, సాధారణ ఫైలింగ్ ఫీజుకు రెట్లలో: ${bands} ఇది సాధారణ ఫీజుతో పాటు అదనంగా చెల్లించాలి. ${normalFee}`;
const rocBands =
  "ఆలస్యం 30 రోజుల వరకు అయితే 2x, 60 రోజుల వరకు 4x, 90 వరకు 6x, 180 వరకు 10x, అంతకు మించితే 12x.";
const normalFeeByCapital =
  "నామినల్ (ఆథరైజ్డ్) షేర్ క్యాపిటల్‌ను బట్టి సాధారణ ఫీజు: ₹200 (₹1 లక్ష కంటే తక్కువ), ₹300 (₹5 లక్షల కంటే తక్కువ), ₹400 (₹25 లక్షల కంటే తక్కువ), ₹500 (₹1 కోటి కంటే తక్కువ), ₹600 (₹1 కోటి లేదా అంతకంటే ఎక్కువ).";
const rocAdditionalFee = rocFee(rocBands, normalFeeByCapital);
/** A form with the ordinary additional fee only. */
const rocFeeOnly = [{ text: rocAdditionalFee, ...notHigherFee }];
const repeatLatePas3 = "గత 365 రోజుల్లో మరోసారి కూడా PAS-3ని ఆలస్యంగా దాఖలు చేసిన కంపెనీ";
const eachOfficerToo = "డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారికీ విడిగా ఇదే జరిమానా వర్తిస్తుంది";
const adjudicated = "అడ్జుడికేటింగ్ అధికారి విధించే జరిమానా";
const separateAdjudicated = `వేరుగా, ${adjudicated}`;
const repeatLatePas3Fee = "PAS-3ని మళ్లీ ఆలస్యంగా దాఖలు చేసినందుకు అధిక అదనపు ఫీజు";

// LLP forms: the multiples that replaced the flat fee a day.
const llpMultiples =
  "అదనపు ఫీజు, సాధారణ ఫైలింగ్ ఫీజుకు రెట్లలో (చిన్న LLP / ఇతర LLP): 15 రోజుల వరకు 1x / 1x, 30 వరకు 2x / 4x, 60 వరకు 4x / 8x, 90 వరకు 6x / 12x, 180 వరకు 10x / 20x, 360 వరకు 15x / 30x.";
/** An LLP form's additional fee; `normalFee` says what the normal fee is. */
const llpReplaced = "1 ఏప్రిల్ 2022కు ముందు ఉన్న రోజుకు ₹100 స్థిర ఫీజు (గరిష్ఠ పరిమితి లేకుండా) స్థానంలో ఇది వచ్చింది.";
const llpNormalFeeUnconfirmed = "కంట్రిబ్యూషన్ ₹25 లక్షలకు మించితే సాధారణ ఫీజు ఎంతో ఇంకా నిర్ధారణ కాలేదు.";
/** Forms 8 and 11: their own row beyond 360 days. */
const llpAnnualBeyond = `${llpReplaced} 360 రోజులు దాటితే: 15xతో పాటు రోజుకు ₹10 (చిన్న LLP) లేదా 30xతో పాటు రోజుకు ₹20 (ఇతర LLP) అని Annexure Aపై వృత్తి నిపుణుల సారాంశాలు చెబుతున్నాయి; ${llpNormalFeeUnconfirmed}`;
/** Other forms (3, 4): 25 times beyond 360 days for a small LLP. */
const llpOtherBeyond = `${llpReplaced} 360 రోజులు దాటితే: చిన్న LLPకి సాధారణ ఫీజుకు 25 రెట్లు (15xతో పాటు రోజుకు ₹10 వరుస Forms 8, 11కు మాత్రమే); ఇతర LLPలకు 360 రోజుల తర్వాతి రుసుము నిర్ధారణ కాలేదు; ${llpNormalFeeUnconfirmed}`;
const llpForm = (normalFee: string, note = llpAnnualBeyond): CostComponentWords[] => [
  {
    text: `${llpMultiples} ${normalFee}`,
    smallMeans: "చిన్న LLP",
    note,
  },
];
const llpNormalFee =
  "కంట్రిబ్యూషన్‌ను బట్టి సాధారణ ఫీజు: ₹50 (₹1 లక్ష వరకు), ₹100 (₹5 లక్షల వరకు), ₹150 (₹10 లక్షల వరకు), ₹200 (₹25 లక్షల వరకు).";

// FEMA reports: the late submission fee (LSF).
const femaLsf = [
  {
    note: "లేట్ సబ్మిషన్ ఫీజు (LSF)లో స్థిర భాగం; RBI/AD బ్యాంక్ LSF ద్వారా క్రమబద్ధీకరణకు అనుమతిస్తేనే చెల్లించాలి.",
  },
  {
    runsOn:
      "ఆలస్యమైన రిపోర్ట్‌లోని మొత్తం (A), ఆలస్యాన్ని పూర్తి నెలలకు పెంచి (round up), సంవత్సరాల్లో రెండు దశాంశ స్థానాల వరకు చూపిన వ్యవధికి",
    capText: "పూర్తి LSF (₹7,500 + మారే భాగం) రిపోర్ట్‌లోని మొత్తంలో 100%కి మించదు; తర్వాతి ₹100కి పెంచుతారు (round up)",
    note: "LSFలో మారే భాగం (0.025% × A × n); సాధారణ అర్థంలో వడ్డీ కాదు.",
  },
  {
    text: "LSF అవకాశం లేకపోతే, లేదా LSF చెల్లించమని వచ్చిన సమాచారం (advice) అందిన 30 రోజుల్లోపు చెల్లించకపోతే, ఆలస్యాన్ని కాంపౌండింగ్ ద్వారా క్రమబద్ధీకరించుకోవాలి.",
  },
];

/** Telugu words of each entry's late-filing cost, by the entry's id. */
export const lateCostWordsTe: Record<string, LateCostWords> = {
  // Income Tax Act
  "itr-1-itr-2": { of: "77911125", components: itrReturn(itrOneTimeFee, itrFixedThousand) },
  "itr-business-no-audit": {
    of: "77911125",
    components: itrReturn(itrOneTimeFee, itrFixedThousand),
  },
  "itr-5-no-audit": { of: "77911125", components: itrReturn(itrOneTimeFee, itrFixedThousand) },
  "itr-audit-non-company": {
    of: "77911125",
    components: itrReturn(itrOneTimeFee, itrFixedThousand),
  },
  "itr-6": {
    of: "ce8372e6",
    components: [
      ...itrReturn(
        itrOneTimeFee,
        `${itrFixedThousand} ఈ పరిమితి పన్ను చెల్లింపుదారు రకంపై కాదు, మొత్తం ఆదాయంపై ఆధారపడుతుంది: మొత్తం ఆదాయం ₹5 లక్షలు లేదా అంతకంటే తక్కువ ఉన్న (లేదా నష్టం వచ్చిన) కంపెనీ ₹1,000 చెల్లిస్తుంది.`,
      ),
      {
        text: "రిటర్న్ ఆలస్యమైతే, ఆ సంవత్సరపు వ్యాపార నష్టాలు, క్యాపిటల్ నష్టాల్లో చాలావాటిని తర్వాతి సంవత్సరాలకు క్యారీ ఫార్వర్డ్ చేసుకునే హక్కు కూడా పోతుంది.",
      },
    ],
  },
  "itr-transfer-pricing": {
    of: "62877fcc",
    components: itrReturn(
      `${itrOneTimeFee} 30 నవంబర్ 2026 గడువు ఉన్న రిటర్న్ (అసెస్‌మెంట్ ఇయర్ 2026-27) 1961 చట్టంలోని s.234F/s.234A కింద వచ్చే చివరి రిటర్న్.`,
      itrFixedThousand,
    ),
  },
  "tax-audit-report": { of: "8441eb92", components: taxAuditReport("30 సెప్టెంబర్ 2027") },
  "tax-audit-report-transfer-pricing": {
    of: "a2cacbd5",
    components: taxAuditReport("31 అక్టోబర్ 2027"),
  },
  "form-48-transfer-pricing-report": {
    of: "c6d2e5f8",
    components: [
      {
        condition: "గడువు తేదీ తర్వాత ఒక నెల లోపు సమర్పించిన Form 48 (పన్ను సంవత్సరం 2026-27 నుంచి)",
        note: "ఆలస్యమైన మొదటి రోజు నుంచే ఈ స్థిర మొత్తం వర్తిస్తుంది.",
      },
      {
        condition: beyondOneMonth,
        note: "ఆర్థిక సంవత్సరం 2025-26, అంతకు ముందు సంవత్సరాల Form 3CEBకి మాత్రం దీనికి బదులుగా 1961 చట్టం కింద ₹1,00,000 జరిమానా (s.271BA) వర్తిస్తుంది.",
      },
    ],
  },
  "advance-tax": {
    of: "9798cbbc",
    components: [
      {
        condition: "15 జూన్, 15 సెప్టెంబర్ లేదా 15 డిసెంబర్ వాయిదాలో తక్కువ చెల్లింపు",
        runsOn:
          "రిటర్న్‌లో చూపిన ఆదాయంపై చెల్లించాల్సిన పన్నులో 15% / 45% / 75% నుంచి ఇప్పటికే చెల్లించిన అడ్వాన్స్ ట్యాక్స్ తీసివేయగా మిగిలే లోటు",
        note: "ఆలస్యం ఎంత తక్కువైనా మూడు నెలల వడ్డీ ఒకేసారి (లోటులో 3%) వసూలు చేస్తారు; 15 జూన్ లోగా కనీసం 12%, లేదా 15 సెప్టెంబర్ లోగా కనీసం 36% చెల్లిస్తే వడ్డీ ఉండదు.",
      },
      {
        condition:
          "15 మార్చి వాయిదాలో తక్కువ చెల్లింపు (ప్రిజంప్టివ్ పథకంలోని పన్ను చెల్లింపుదారులు 15 మార్చి నాడు ఒకేసారి చెల్లించే వాయిదా కూడా)",
        runsOn: "రిటర్న్‌లో చూపిన ఆదాయంపై చెల్లించాల్సిన పన్నులో 100%తో పోలిస్తే లోటు",
        note: "ఒక నెల వడ్డీ ఒకేసారి (1%).",
      },
      {
        condition: "31 మార్చి లోగా చెల్లించిన అడ్వాన్స్ ట్యాక్స్ అసెస్ చేసిన పన్నులో 90% కంటే తక్కువగా ఉన్నప్పుడు",
        runsOn: `అసెస్ చేసిన పన్నుతో పోలిస్తే లోటు, పన్ను సంవత్సరం తర్వాతి 1 ఏప్రిల్ నుంచి సెల్ఫ్-అసెస్‌మెంట్ పన్ను చెల్లించిన తేదీ లేదా అసెస్‌మెంట్ తేదీ వరకు; ${partMonth}`,
        note: "సంవత్సరాంతపు వడ్డీ; పైన ఉన్న వాయిదాల వడ్డీకి ఇది వేరు.",
      },
    ],
  },
  "tds-deposit": {
    of: "a48eef0a",
    components: [
      {
        runsOn: `మినహాయించినా చెల్లించని పన్ను, మినహాయించిన తేదీ నుంచి చెల్లించిన తేదీ వరకు; ${partMonth}`,
      },
      {
        condition: "మినహాయించాల్సిన సమయంలో మినహాయించని పన్ను",
        runsOn: "మినహాయించాల్సిన పన్ను, మినహాయించాల్సిన తేదీ నుంచి వాస్తవంగా మినహాయించిన తేదీ వరకు",
      },
    ],
  },
  "tcs-deposit": {
    of: "8c11ca56",
    components: [
      {
        runsOn: `వసూలు చేసినా చెల్లించని పన్ను, వసూలు చేసిన తేదీ నుంచి చెల్లించిన తేదీ వరకు; ${partMonth}`,
      },
      {
        condition: "వసూలు చేయాల్సిన సమయంలో వసూలు చేయని పన్ను",
        runsOn: "వసూలు చేయాల్సిన పన్ను, వసూలు చేయాల్సిన తేదీ నుంచి వాస్తవంగా వసూలు చేసిన తేదీ వరకు",
      },
    ],
  },
  "form-140-tds-non-salary": { of: "4a2ebe6e", components: tdsStatementFee },
  "form-138-tds-salary": { of: "4a2ebe6e", components: tdsStatementFee },
  "form-144-tds-non-resident": { of: "4a2ebe6e", components: tdsStatementFee },
  "form-143-tcs": {
    of: "b1164c59",
    components: statementFee("స్టేట్‌మెంట్‌లో చూపిన వసూలు చేయాల్సిన పన్ను మొత్తం"),
  },

  // GST
  "gstr-1-monthly": {
    of: "6acbbbb4",
    components: [gstUpTo1_5Crore, gst1_5To5Crore, gstAbove5Crore, gstr1Nil],
  },
  "gstr-1-quarterly-qrmp": {
    of: "2015b183",
    components: [gstUpTo1_5Crore, gst1_5To5Crore, gstr1Nil],
  },
  "iff-first-month": {
    of: "db5c3899",
    components: [
      {
        text: "ఫీజు లేదు, వడ్డీ లేదు: IFF ఐచ్ఛికం; 13వ తేదీ లోగా అప్‌లోడ్ చేయని ఇన్వాయిస్‌లు తర్వాతి IFFలో గానీ, త్రైమాసిక GSTR-1లో గానీ చేరతాయి. దీని వల్ల నష్టం కొనుగోలుదారుకు: వారి ఇన్‌పుట్ ట్యాక్స్ క్రెడిట్ ఆలస్యమవుతుంది.",
      },
    ],
  },
  "iff-second-month": {
    of: "5653daaa",
    components: [
      {
        text: "ఫీజు లేదు, వడ్డీ లేదు: ఈ సదుపాయం ఐచ్ఛికం; ఇక్కడ అప్‌లోడ్ చేయని ఇన్వాయిస్‌లను త్రైమాసిక GSTR-1లో చూపిస్తారు.",
      },
    ],
  },
  "gstr-3b-monthly": {
    of: "9ff18290",
    components: [gstUpTo1_5Crore, gst1_5To5Crore, gstAbove5Crore, gstr3bNil, gstr3bInterest],
  },
  "gstr-3b-quarterly-ap-ts": {
    of: "3fd56427",
    components: [gstUpTo1_5Crore, gst1_5To5Crore, gstr3bNil, gstr3bInterest],
  },
  "gstr-3b-quarterly-other-states": {
    of: "3fd56427",
    components: [gstUpTo1_5Crore, gst1_5To5Crore, gstr3bNil, gstr3bInterest],
  },
  "pmt-06-first-month": { of: "15f5716b", components: pmt06Interest },
  "pmt-06-second-month": { of: "15f5716b", components: pmt06Interest },
  "cmp-08": {
    of: "82cfd3aa",
    components: [
      {
        runsOn: "ఆలస్యంగా చెల్లించిన కాంపోజిషన్ పన్ను, 18వ తేదీ మరుసటి రోజు నుంచి చెల్లించిన తేదీ వరకు",
      },
    ],
  },
  "gstr-4": {
    of: "db0528e4",
    components: [
      { condition: "రిటర్న్‌లో చెల్లించాల్సిన పన్ను ఉన్నప్పుడు", note: gstFeeNote },
      {
        condition: "నిల్ రిటర్న్",
        note: "నిల్ రిటర్న్: రోజుకు ₹10 + ₹10, ఒక్కొక్కటి గరిష్ఠంగా ₹250.",
      },
    ],
  },
  "gstr-9": {
    of: "16b2ab0e",
    components: [
      {
        condition:
          "మొత్తం టర్నోవర్ ₹5 కోట్ల వరకు (₹2 కోట్ల నుంచి; అంతకంటే చిన్న పన్ను చెల్లింపుదారులు దాఖలు చేయనవసరం లేదు)",
        capText: `${stateTurnover}లో 0.04% (0.02% CGST + 0.02% SGST)`,
        note: gstFeeNote,
      },
      {
        condition: "మొత్తం టర్నోవర్ ₹5 కోట్లకు పైన, ₹20 కోట్ల వరకు",
        capText: `${stateTurnover}లో 0.04%`,
        note: gstFeeNote,
      },
      {
        condition: "మొత్తం టర్నోవర్ ₹20 కోట్లకు పైన",
        capText: `${stateTurnover}లో 0.5% (0.25% CGST + 0.25% SGST)`,
        note: gstFeeNote,
      },
    ],
  },
  "gstr-9c": {
    of: "68c77b78",
    components: [
      {
        text: "దీనికంటూ వేరే ఫీజు లేదు. GSTR-9C తప్పనిసరి అయిన చోట (టర్నోవర్ ₹5 కోట్లకు పైన) అది దాఖలు చేసినప్పుడే వార్షిక రిటర్న్ పూర్తవుతుంది; కాబట్టి GSTR-9C దాఖలయ్యే వరకు GSTR-9 ఆలస్య రుసుము (GSTR-9 చూడండి) పెరుగుతూనే ఉంటుంది. ఆ రుసుమును రెండుసార్లు లెక్కించకండి.",
      },
    ],
  },

  // Companies Act 2013
  agm: {
    of: "4c1fc0a0",
    components: [
      {
        text: "ఫైలింగ్ ఫీజు లేదు. AGM జరపకపోవడం నేరం: కంపెనీకి, డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారికి ₹1 లక్ష వరకు జరిమానా, దానితో పాటు డిఫాల్ట్ కొనసాగే ప్రతి రోజుకు ₹5,000 వరకు విధించవచ్చు (ఇది కోర్టు విధించే జరిమానా, దానంతట అదే పడే ఫీజు కాదు). సమావేశం జరపాలని ట్రిబ్యునల్ ఆదేశించవచ్చు.",
      },
    ],
  },
  "aoc-4": {
    of: "1a5730c7",
    components: [
      ...rocPerDayFee("AOC-4"),
      {
        text: `${separateAdjudicated}: కంపెనీకి ₹10,000, దానితో పాటు రోజుకు ₹100 (గరిష్ఠంగా ₹2 లక్షలు); బాధ్యుడైన డైరెక్టర్/CFOకి ₹10,000, దానితో పాటు రోజుకు ₹100 (గరిష్ఠంగా ₹50,000). OPC, చిన్న కంపెనీ, స్టార్టప్ కంపెనీ లేదా ప్రొడ్యూసర్ కంపెనీ వీటిలో సగానికి మించి చెల్లించదు (s.446B).`,
      },
    ],
  },
  "aoc-4-opc": { of: "436c19fb", components: rocPerDayFee("AOC-4") },
  "mgt-7": {
    of: "9797690f",
    components: [
      ...rocPerDayFee("MGT-7/MGT-7A"),
      {
        text: `${separateAdjudicated}: కంపెనీకి, డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారికి ₹10,000, దానితో పాటు రోజుకు ₹100; గరిష్ఠంగా కంపెనీకి ₹2 లక్షలు, అధికారికి ₹50,000. OPC, చిన్న కంపెనీ, స్టార్టప్ కంపెనీ లేదా ప్రొడ్యూసర్ కంపెనీ వీటిలో సగానికి మించి చెల్లించదు (s.446B).`,
      },
    ],
  },
  "mgt-7a-opc": {
    of: "afbc0672",
    components: [
      ...rocPerDayFee("MGT-7A"),
      {
        text: `${separateAdjudicated}: కంపెనీకి, డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారికి ₹10,000, దానితో పాటు రోజుకు ₹100; గరిష్ఠంగా కంపెనీకి ₹2 లక్షలు, అధికారికి ₹50,000. OPC లేదా చిన్న కంపెనీ వీటిలో సగానికి మించి చెల్లించదు (s.446B).`,
      },
    ],
  },
  "adt-1": {
    of: "b300c875",
    components: [
      {
        text: rocFee(
          "ఆలస్యం 15 రోజుల వరకు అయితే 1x, 30 రోజుల వరకు 2x, 60 వరకు 4x, 90 వరకు 6x, 180 వరకు 10x, అంతకు మించితే 12x.",
          normalFeeByCapital,
        ),
        ...notHigherFee,
      },
    ],
  },
  "dpt-3": { of: "b7e302bb", components: rocFeeOnly },
  "inc-20a": {
    of: "d185f928",
    components: [
      {
        note: `${adjudicated}; రిజిస్ట్రార్ కంపెనీని రిజిస్టర్ నుంచి తొలగించే (స్ట్రైక్ ఆఫ్) అవకాశం కూడా ఉంది.`,
      },
      {},
    ],
  },
  "mgt-14": {
    of: "0c27d5b8",
    components: [
      ...rocFeeOnly,
      {
        text: `${separateAdjudicated}: కంపెనీకి ₹10,000, దానితో పాటు రోజుకు ₹100 (గరిష్ఠంగా ₹2 లక్షలు); డిఫాల్ట్‌కు బాధ్యుడైన ప్రతి అధికారికి ₹10,000, దానితో పాటు రోజుకు ₹100 (గరిష్ఠంగా ₹50,000). OPC, చిన్న కంపెనీ, స్టార్టప్ కంపెనీ లేదా ప్రొడ్యూసర్ కంపెనీ వీటిలో సగానికి మించి చెల్లించదు (s.446B).`,
      },
    ],
  },
  "dir-12": { of: "b7e302bb", components: rocFeeOnly },
  "pas-3-private-placement": {
    of: "5ae3b82c",
    components: [
      {
        text: rocAdditionalFee,
        note: "గత 365 రోజుల్లో కంపెనీ ఇప్పటికే PAS-3ని ఆలస్యంగా దాఖలు చేసి ఉంటే, దీనికి బదులుగా అధిక అదనపు ఫీజు వర్తిస్తుంది: అవే ఆలస్య వ్యవధులకు 3x, 6x, 9x, 15x, 18x.",
      },
      {
        condition: repeatLatePas3,
        text: `${repeatLatePas3Fee} (సాధారణ అదనపు ఫీజుకు బదులుగా; దానికి తోడుగా కాదు).`,
      },
    ],
  },
  "pas-3-other-allotments": {
    of: "e51c3d49",
    components: [
      {
        text: rocAdditionalFee,
        note: "365 రోజుల్లో మరో సందర్భంలో PAS-3ని ఆలస్యంగా దాఖలు చేసి ఉంటే, దీనికి బదులుగా అధిక అదనపు ఫీజు వర్తిస్తుంది: 3x, 6x, 9x, 15x, 18x.",
      },
      { condition: repeatLatePas3, text: `${repeatLatePas3Fee} (సాధారణ అదనపు ఫీజుకు బదులుగా).` },
      {
        note: `${adjudicated}: రోజుకు ₹1,000 లేదా ₹1 లక్ష, ఏది తక్కువైతే అది; ${eachOfficerToo}.`,
      },
    ],
  },
  "chg-1": {
    of: "81eb1142",
    components: [
      {
        text: "చార్జ్ ఫారాలకు వేరే స్కేల్ ఉంది (2 నవంబర్ 2018 నుంచి సృష్టించిన చార్జ్‌లకు; ఈ ఫీజులు 1 ఆగస్టు 2019 నుంచి అమలులో ఉన్నాయి): 30 రోజుల వరకు ఆలస్యంగా దాఖలు చేస్తే చిన్న కంపెనీలకు, OPCలకు సాధారణ ఫీజుకు 3x, ఇతర కంపెనీలకు 6x; 31-90 రోజులు ఆలస్యమైతే అవే రెట్లతో పాటు, చార్జ్ కింద సెక్యూర్ చేసిన మొత్తంపై శాతం లెక్కన యాడ్ వాలొరెమ్ ఫీజు కూడా: చిన్న కంపెనీలకు/OPCలకు 0.025% (గరిష్ఠంగా ₹1 లక్ష), ఇతర కంపెనీలకు 0.05% (గరిష్ఠంగా ₹5 లక్షలు). అంతకు మించి ఆలస్యమైతే రిజిస్ట్రార్ దాన్ని రిజిస్టర్ చేయలేరు; ఉపశమనం ఇవ్వగలిగేది కేంద్ర ప్రభుత్వం మాత్రమే (s.87).",
        smallMeans: "చిన్న కంపెనీ లేదా OPC",
        note: "s.77(1) అనుమతించే 30 రోజులు ముగిసిన తర్వాత నుంచి ఆలస్యాన్ని లెక్కిస్తారు. రిజిస్టర్ చేయని చార్జ్ లిక్విడేటర్, రుణదాతల ముందు చెల్లదు.",
      },
    ],
  },
  "ben-2": { of: "b7e302bb", components: rocFeeOnly },
  "pas-6": {
    of: "21a8762c",
    components: [
      { note: `${adjudicated}; ${eachOfficerToo}.` },
      {
        capText: "₹10,000, రోజువారీ మొత్తం రెండూ కలిపి: కంపెనీకి గరిష్ఠంగా ₹2 లక్షలు, ప్రతి అధికారికి గరిష్ఠంగా ₹50,000",
      },
    ],
  },
  "cra-2": { of: "b7e302bb", components: rocFeeOnly },
  "cra-4": { of: "b7e302bb", components: rocFeeOnly },
  "fc-3": {
    of: "ee54e0af",
    components: [
      {
        text: rocFee(
          rocBands,
          "FC-3 సాధారణ ఫీజు ₹6,000, కాబట్టి అదనంగా: 30 రోజుల వరకు ఆలస్యానికి ₹12,000, 60 వరకు ₹24,000, 90 వరకు ₹36,000, 180 వరకు ₹60,000, అంతకు మించితే ₹72,000.",
        ),
        ...notHigherFee,
      },
    ],
  },
  "fc-4": {
    of: "201ec0ab",
    components: [
      {
        text: rocFee(rocBands, "FC-4 సాధారణ ఫీజు ఎంతో నిర్ధారణ కాలేదు (FC-3కి ₹6,000)."),
        ...notHigherFee,
      },
    ],
  },

  // LLP Act 2008
  "llp-form-11": { of: "09368e5f", components: llpForm(llpNormalFee) },
  "llp-form-8": { of: "09368e5f", components: llpForm(llpNormalFee) },
  "llp-form-3": { of: "c8e0d8a9", components: llpForm(llpNormalFee, llpOtherBeyond) },
  "llp-form-4": {
    of: "a2a56ab0",
    components: llpForm("Form 4కు దానికంటూ వేరే సాధారణ ఫీజు ఉంది; అది ఇక్కడ నిర్ధారణ కాలేదు.", llpOtherBeyond),
  },

  // Labour laws
  "pf-ecr": {
    of: "165362d8",
    components: [
      {
        runsOn:
          "ఆలస్యంగా చెల్లించిన కంట్రిబ్యూషన్లు (చార్జీలు కూడా), గడువు తేదీ నుంచి చెల్లించిన తేదీ వరకు; సాధారణ వడ్డీ (simple interest)",
      },
    ],
  },
  "esi-contribution": {
    of: "57dfdfd0",
    components: [
      {
        runsOn: "ఆలస్యంగా చెల్లించిన కంట్రిబ్యూషన్, ఆలస్యమైన ప్రతి రోజుకూ; సాధారణ వడ్డీ (simple interest)",
      },
    ],
  },

  // State laws (Andhra Pradesh and Telangana)
  "ap-professional-tax-employer": {
    of: "cac24896",
    components: [
      {
        runsOn: `చెల్లించని వృత్తి పన్ను (జీతాల నుంచి మినహాయించినది లేదా మినహాయించాల్సినది), అది చెల్లించాల్సిన తేదీ నుంచి; ${partMonth}`,
      },
      {
        text: "డిమాండ్ నోటీసులో ఇచ్చిన గడువులోగా కూడా పన్ను చెల్లించకపోతే, అసెస్సింగ్ అధికారి వడ్డీకి అదనంగా, చెల్లించాల్సిన పన్నులో 25% నుంచి 50% వరకు జరిమానా విధించవచ్చు.",
      },
    ],
  },

  // FEMA
  "fc-gpr": { of: "3145b7db", components: femaLsf },
  "fc-trs": { of: "3145b7db", components: femaLsf },
  "fla-return": {
    of: "3ed68eec",
    components: [{ note: "ఆలస్యం ఎంతైనా, ఆలస్యమైన ఒక్కో రిటర్న్‌కు; లేకపోతే కాంపౌండింగ్." }],
  },
  "apr-odi": {
    of: "40ddd61d",
    components: [
      {
        note: "ఆలస్యమైన ఒక్కో APRకు; మూడు సంవత్సరాల వరకు ఆలస్యానికి మాత్రమే ఈ అవకాశం, అంతకు మించితే కాంపౌండింగ్ తప్పనిసరి. క్రమబద్ధీకరించే వరకు AD బ్యాంక్ ద్వారా తదుపరి విదేశీ పెట్టుబడులు నిలిచిపోతాయి.",
      },
    ],
  },
};
