import type { SearchSynonym } from "../due-dates-search";

/*
 * The names a Telugu reader types for a filing, beside the English ones the Telugu edition also forgives
 * (app/content/due-dates-search.ts): what the entries call it stays the forms' English names.
 */
export const searchSynonymsTe: readonly SearchSynonym[] = [
  { typed: ["టీడీఎస్ రిటర్న్", "TDS రిటర్న్"], finds: ["Form 138", "Form 140", "Form 144"] },
  { typed: ["టీసీఎస్ రిటర్న్", "TCS రిటర్న్"], finds: ["Form 143"] },
  { typed: ["వార్షిక రిటర్న్"], finds: ["MGT-7", "LLP Form 11", "GSTR-9", "GSTR-4"] },
  { typed: ["ఆర్థిక నివేదికలు", "వార్షిక లెక్కలు"], finds: ["AOC-4", "LLP Form 8"] },
  { typed: ["ఆదాయపు పన్ను రిటర్న్", "ఐటీ రిటర్న్", "ఐటీఆర్"], finds: ["ITR"] },
  { typed: ["జీఎస్టీ రిటర్న్", "జీఎస్టీ", "GST రిటర్న్"], finds: ["GSTR"] },
  { typed: ["వృత్తి పన్ను", "ప్రొఫెషనల్ ట్యాక్స్"], finds: ["Professional Tax"] },
  { typed: ["పీఎఫ్", "భవిష్య నిధి"], finds: ["PF contribution"] },
  { typed: ["ఈఎస్ఐ"], finds: ["ESI contribution"] },
  { typed: ["ముందస్తు పన్ను", "అడ్వాన్స్ ట్యాక్స్"], finds: ["Advance tax"] },
  { typed: ["టాక్స్ ఆడిట్", "పన్ను ఆడిట్"], finds: ["Form 26", "3CD"] },
];

/**
 * The Latin letters as a Telugu reader spells them, so a form's acronym typed in Telugu script finds it
 * ("టీడీఎస్" and "టిడిఎస్" find TDS, "పీఎఫ్" PF, "ఎంజీటీ 7" MGT-7): long and short vowels both, as people type them.
 */
export const letterNamesTe: Readonly<Record<string, string>> = {
  ఏ: "a",
  ఎ: "a",
  బీ: "b",
  బి: "b",
  సీ: "c",
  సి: "c",
  డీ: "d",
  డి: "d",
  ఈ: "e",
  ఇ: "e",
  ఎఫ్: "f",
  జీ: "g",
  జి: "g",
  హెచ్: "h",
  ఐ: "i",
  జే: "j",
  జె: "j",
  కే: "k",
  కె: "k",
  ఎల్: "l",
  ఎం: "m",
  ఎమ్: "m",
  ఎన్: "n",
  ఓ: "o",
  ఒ: "o",
  పీ: "p",
  పి: "p",
  క్యూ: "q",
  ఆర్: "r",
  ఎస్: "s",
  టీ: "t",
  టి: "t",
  యూ: "u",
  యు: "u",
  వీ: "v",
  వి: "v",
  డబ్ల్యూ: "w",
  డబ్ల్యు: "w",
  ఎక్స్: "x",
  వై: "y",
  జెడ్: "z",
};
