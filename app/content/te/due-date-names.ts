import type { MonthValue } from "~/lib/compliance-constants";
import { teluguMonths } from "./months";

/*
 * Telugu names of the values the due-dates data uses as keys (its laws, entity types and months): the data keeps its
 * English keys, which filters and addresses use; the Telugu pages show these names. A value without a name here
 * shows as the data writes it (a law or entity type the staff add later).
 */

/**
 * Telugu names of the national law categories, by the English name in the data's `laws`. A State's law
 * ("State Laws: Karnataka") is named from its State's Telugu name (lawNameTe, ./state-law-names.ts); this is the one
 * place of each national law's Telugu name (the due-dates page, the planner and Home's card all use lawNameTe).
 */
export const lawNamesTe: Record<string, string> = {
  "Income Tax Act": "ఆదాయపు పన్ను చట్టం (Income Tax Act)",
  GST: "GST",
  "Companies Act 2013": "కంపెనీల చట్టం (Companies Act 2013)",
  "LLP Act 2008": "LLP చట్టం (LLP Act 2008)",
  "Labour Laws": "కార్మిక చట్టాలు",
  FEMA: "FEMA",
  "FCRA 2010": "విదేశీ విరాళాల నియంత్రణ చట్టం (FCRA 2010)",
  "SEBI Regulations": "SEBI నిబంధనలు",
};

/** Telugu names of the entity types of the data's entityLawMap, by the English name. */
export const entityNamesTe: Record<string, string> = {
  "Individual / Sole Proprietor": "వ్యక్తి / ప్రొప్రైటర్‌షిప్ (ఏకవ్యక్తి వ్యాపారం)",
  "Partnership Firm": "భాగస్వామ్య సంస్థ",
  "LLP (Limited Liability Partnership)": "లిమిటెడ్ లయబిలిటీ పార్ట్‌నర్‌షిప్ (LLP)",
  "Private Limited Company": "ప్రైవేట్ లిమిటెడ్ కంపెనీ",
  "Public Limited Company": "పబ్లిక్ లిమిటెడ్ కంపెనీ",
  "One Person Company (OPC)": "వన్ పర్సన్ కంపెనీ (OPC)",
  "Section 8 Company (Non-Profit)": "సెక్షన్ 8 కంపెనీ (లాభాపేక్ష లేనిది)",
  "Producer Company": "ప్రొడ్యూసర్ కంపెనీ",
  "Branch / Liaison Office of a Foreign Company": "విదేశీ కంపెనీ బ్రాంచ్ / లయజన్ ఆఫీసు",
};

/** Telugu names of the data's month values: the twelve months, then how often a filing recurs. */
export const monthNamesTe: Record<MonthValue, string> = {
  January: teluguMonths[0],
  February: teluguMonths[1],
  March: teluguMonths[2],
  April: teluguMonths[3],
  May: teluguMonths[4],
  June: teluguMonths[5],
  July: teluguMonths[6],
  August: teluguMonths[7],
  September: teluguMonths[8],
  October: teluguMonths[9],
  November: teluguMonths[10],
  December: teluguMonths[11],
  Monthly: "ప్రతి నెలా",
  Quarterly: "ప్రతి త్రైమాసికం",
  "Half-yearly": "ప్రతి ఆరు నెలలకు",
  "Event-based": "సందర్భాన్ని బట్టి",
};

/**
 * Telugu names of the data's entries whose `form` is a description, not a form code: the codes stay as the
 * authorities write them (GSTR-3B, Form 138, DIR-3-KYC-Web), the words around them are Telugu. An entry the staff
 * add later shows its English name until it is named here.
 */
export const formNamesTe: Record<string, string> = {
  "Advance tax": "అడ్వాన్స్ ట్యాక్స్ (ముందస్తు పన్ను)",
  "TDS deposit (challan)": "TDS జమ (చలాన్)",
  "TCS deposit (challan)": "TCS జమ (చలాన్)",
  "ITR-5 (no audit)": "ITR-5 (ఆడిట్ అవసరం లేనివి)",
  "ITR-3 / ITR-5 (audit cases)": "ITR-3 / ITR-5 (ఆడిట్ ఉన్నవి)",
  "ITR (transfer-pricing cases)": "ITR (ట్రాన్స్‌ఫర్ ప్రైసింగ్ కేసులు)",
  "GSTR-1 (QRMP, quarterly)": "GSTR-1 (QRMP, త్రైమాసికం)",
  "GSTR-3B (QRMP, quarterly)": "GSTR-3B (QRMP, త్రైమాసికం)",
  "IFF (Invoice Furnishing Facility), first month of quarter":
    "IFF (ఇన్వాయిస్ ఫర్నిషింగ్ ఫెసిలిటీ), త్రైమాసికంలో మొదటి నెల",
  "IFF (Invoice Furnishing Facility), second month of quarter":
    "IFF (ఇన్వాయిస్ ఫర్నిషింగ్ ఫెసిలిటీ), త్రైమాసికంలో రెండో నెల",
  "PMT-06 (QRMP monthly payment), first month": "PMT-06 (QRMP నెలవారీ చెల్లింపు), మొదటి నెల",
  "PMT-06 (QRMP monthly payment), second month": "PMT-06 (QRMP నెలవారీ చెల్లింపు), రెండో నెల",
  "AOC-4 (One Person Company)": "AOC-4 (వన్ పర్సన్ కంపెనీ)",
  "MGT-7A (One Person Company)": "MGT-7A (వన్ పర్సన్ కంపెనీ)",
  "DIR-3-KYC-Web (change of details)": "DIR-3-KYC-Web (వివరాల మార్పు)",
  "PAS-3 (private placement)": "PAS-3 (ప్రైవేట్ ప్లేస్‌మెంట్)",
  "PAS-3 (other allotments)": "PAS-3 (ఇతర కేటాయింపులు)",
  "MSME Form I (April-September)": `MSME Form I (${teluguMonths[3]}-${teluguMonths[8]})`,
  "MSME Form I (October-March)": `MSME Form I (${teluguMonths[9]}-${teluguMonths[2]})`,
  "Annual General Meeting": "వార్షిక సర్వసభ్య సమావేశం (AGM)",
  "First board meeting": "మొదటి బోర్డు సమావేశం",
  "First auditor appointment (board resolution)": "మొదటి ఆడిటర్ నియామకం (బోర్డు తీర్మానం)",
  "FLA return": "FLA రిటర్న్",
  "Annual Performance Report (ODI)": "వార్షిక పనితీరు నివేదిక (ODI)",
  "Annual Activity Certificate (BO/LO)": "వార్షిక కార్యకలాపాల సర్టిఫికెట్ (BO/LO)",
  "Quarterly financial results (Reg 33)": "త్రైమాసిక ఆర్థిక ఫలితాలు (Reg 33)",
  "PF contribution and ECR": "PF కంట్రిబ్యూషన్, ECR",
  "ESI contribution": "ESI కంట్రిబ్యూషన్",
  "AP Professional Tax, Form V (employer)": "ఆంధ్రప్రదేశ్ వృత్తి పన్ను, Form V (యజమాని)",
  "Telangana Professional Tax, Form V (employer)": "తెలంగాణ వృత్తి పన్ను, Form V (యజమాని)",
  "Andhra Pradesh Professional Tax enrolment (PTEC)": "ఆంధ్రప్రదేశ్ వృత్తి పన్ను ఎన్‌రోల్‌మెంట్ (PTEC)",
  "Telangana Professional Tax enrolment (PTEC)": "తెలంగాణ వృత్తి పన్ను ఎన్‌రోల్‌మెంట్ (PTEC)",
  "Karnataka Professional Tax, monthly statement (employer)":
    "కర్ణాటక వృత్తి పన్ను, నెలవారీ స్టేట్‌మెంట్ (యజమాని)",
  "Karnataka Professional Tax, enrolled persons": "కర్ణాటక వృత్తి పన్ను, ఎన్‌రోల్ అయినవారు",
  "Maharashtra Profession Tax return (employer, PTRC)": "మహారాష్ట్ర వృత్తి పన్ను రిటర్న్ (యజమాని, PTRC)",
  "Maharashtra Profession Tax, enrolled persons (PTEC)": "మహారాష్ట్ర వృత్తి పన్ను, ఎన్‌రోల్ అయినవారు (PTEC)",
  "West Bengal Profession Tax (employer)": "పశ్చిమ బెంగాల్ వృత్తి పన్ను (యజమాని)",
  "West Bengal Profession Tax, enrolled persons": "పశ్చిమ బెంగాల్ వృత్తి పన్ను, ఎన్‌రోల్ అయినవారు",
  "West Bengal Profession Tax annual return (Form III, employer)":
    "పశ్చిమ బెంగాల్ వృత్తి పన్ను వార్షిక రిటర్న్ (Form III, యజమాని)",
  "Maharashtra Profession Tax annual return (employer, PTRC)":
    "మహారాష్ట్ర వృత్తి పన్ను వార్షిక రిటర్న్ (యజమాని, PTRC)",
  "Delhi Labour Welfare Fund contribution (Form A)": "ఢిల్లీ కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్ (Form A)",
  "Haryana Labour Welfare Fund contribution": "హరియాణా కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
  "Chhattisgarh Labour Welfare Fund contribution (Shram Kalyan Nidhi)":
    "ఛత్తీస్‌గఢ్ కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్ (శ్రమ కల్యాణ నిధి)",
  "Karnataka Labour Welfare Fund contribution": "కర్ణాటక కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
  "Maharashtra Labour Welfare Fund contribution": "మహారాష్ట్ర కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
  "Tamil Nadu Labour Welfare Fund contribution": "తమిళనాడు కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
  "Board meeting": "బోర్డు సమావేశం",
  "Board meeting (half-yearly)": "బోర్డు సమావేశం (అర్ధ సంవత్సరానికి ఒకటి)",
  "Board meeting (Section 8 company)": "బోర్డు సమావేశం (సెక్షన్ 8 కంపెనీ)",
  "Share certificates to subscribers (SH-1)": "సబ్‌స్క్రైబర్లకు షేర్ సర్టిఫికెట్లు (SH-1)",
  "Form 49C (60-day reading of s.505)": "Form 49C (s.505 ప్రకారం అరవై రోజుల గడువు)",
  "12AB / 80G renewal (Form 10AB)": "12AB / 80G రెన్యువల్ (Form 10AB)",
  "FC-4 (FCRA annual return)": "FC-4 (FCRA వార్షిక రిటర్న్)",
  "ESI registration": "ESI రిజిస్ట్రేషన్",
  "PF registration": "PF రిజిస్ట్రేషన్",
  "AP Labour Welfare Fund contribution": "ఆంధ్రప్రదేశ్ కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
  "Telangana Labour Welfare Fund contribution": "తెలంగాణ కార్మిక సంక్షేమ నిధి కంట్రిబ్యూషన్",
};

/**
 * The authorities' extensions as the Telugu pages cite them, by the data's English reference: the circular's number
 * as written, the words around it in Telugu. A reference the staff add or change shows as they write it.
 */
export const extensionReferencesTe: Record<string, string> = {
  "MCA General Circular No. 06/2025 (filing without additional fees; AGM date not extended)":
    "MCA General Circular No. 06/2025 (అదనపు ఫీజు లేకుండా దాఖలు; AGM తేదీని పొడిగించలేదు)",
  "MCA General Circular No. 08/2025 (filing without additional fees; continues Circular 06/2025)":
    "MCA General Circular No. 08/2025 (అదనపు ఫీజు లేకుండా దాఖలు; Circular 06/2025కు కొనసాగింపు)",
  "MCA General Circular No. 02/2026 (filing without additional fees, while the MCA data centre was restored after a fire)":
    "MCA General Circular No. 02/2026 (అగ్నిప్రమాదం తర్వాత MCA డేటా సెంటర్‌ను పునరుద్ధరిస్తున్నందున, అదనపు ఫీజు లేకుండా దాఖలు)",
};
