import type { Area } from "../areas";

/*
 * Skipped: `areas` (its slugs, order and states are the English list's; the names a visitor reads are below, by slug)
 * and `Area` (a type).
 */

/** The Telugu names of a served city, its district and its state, as the footer and the city pages show them. */
export interface AreaNameTe {
  name: string;
  district: string;
  state: string;
}

/** The Telugu name of each state, by its English name (the one the data carries). */
export const stateNamesTe: Record<Area["state"], string> = {
  "Andhra Pradesh": "ఆంధ్రప్రదేశ్",
  Telangana: "తెలంగాణ",
};
const ap = stateNamesTe["Andhra Pradesh"];
const tg = stateNamesTe.Telangana;

/** Keyed by the slugs of the English `areas` list, in its order. */
export const areaNamesTe: Record<string, AreaNameTe> = {
  guntur: { name: "గుంటూరు", district: "గుంటూరు", state: ap },
  vijayawada: { name: "విజయవాడ", district: "ఎన్టీఆర్", state: ap },
  nellore: { name: "నెల్లూరు", district: "శ్రీ పొట్టి శ్రీరాములు నెల్లూరు", state: ap },
  tirupati: { name: "తిరుపతి", district: "తిరుపతి", state: ap },
  kurnool: { name: "కర్నూలు", district: "కర్నూలు", state: ap },
  visakhapatnam: { name: "విశాఖపట్నం", district: "విశాఖపట్నం", state: ap },
  hyderabad: { name: "హైదరాబాద్", district: "హైదరాబాద్", state: tg },
  warangal: { name: "వరంగల్", district: "హనుమకొండ, వరంగల్", state: tg },
  karimnagar: { name: "కరీంనగర్", district: "కరీంనగర్", state: tg },
  nizamabad: { name: "నిజామాబాద్", district: "నిజామాబాద్", state: tg },
  khammam: { name: "ఖమ్మం", district: "ఖమ్మం", state: tg },
  nalgonda: { name: "నల్గొండ", district: "నల్గొండ", state: tg },
};
