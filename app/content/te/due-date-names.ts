import type { MonthValue } from "~/lib/compliance-constants";
import { teluguMonths } from "./months";

/*
 * Telugu names of the values the due-dates data uses as keys (its laws, entity types and months): the data keeps its
 * English keys, which filters and addresses use; the Telugu pages show these names. A value without a name here
 * shows as the data writes it (a law or entity type the staff add later).
 */

/** Telugu names of the law categories, by the English name in the data's `laws`. */
export const lawNamesTe: Record<string, string> = {
  "Income Tax Act": "ఆదాయపు పన్ను చట్టం (Income Tax Act)",
  GST: "GST",
  "Companies Act 2013": "కంపెనీల చట్టం (Companies Act 2013)",
  "LLP Act 2008": "LLP చట్టం (LLP Act 2008)",
  "Labour Laws": "కార్మిక చట్టాలు",
  "State Laws (AP & Telangana)": "రాష్ట్ర చట్టాలు (ఆంధ్రప్రదేశ్, తెలంగాణ)",
  FEMA: "FEMA",
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
