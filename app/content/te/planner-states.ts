import type { CoverageReasonWords } from "~/content/state-law-coverage";
import type { StateId } from "~/lib/applicability-constants";

/*
 * Telugu names of the States and Union territories the planner asks about, by their id (STATES): the profile and the
 * address keep the ids, the Telugu planner shows these names. Apart from the data's names (due-date-names.ts), which
 * the Telugu due-dates page loads too.
 */
export const stateNamesByIdTe: Record<StateId, string> = {
  "andhra-pradesh": "ఆంధ్రప్రదేశ్",
  telangana: "తెలంగాణ",
  "arunachal-pradesh": "అరుణాచల్ ప్రదేశ్",
  assam: "అస్సాం",
  bihar: "బిహార్",
  chhattisgarh: "ఛత్తీస్‌గఢ్",
  goa: "గోవా",
  gujarat: "గుజరాత్",
  haryana: "హరియాణా",
  "himachal-pradesh": "హిమాచల్ ప్రదేశ్",
  jharkhand: "ఝార్ఖండ్",
  karnataka: "కర్ణాటక",
  kerala: "కేరళ",
  "madhya-pradesh": "మధ్యప్రదేశ్",
  maharashtra: "మహారాష్ట్ర",
  manipur: "మణిపూర్",
  meghalaya: "మేఘాలయ",
  mizoram: "మిజోరం",
  nagaland: "నాగాలాండ్",
  odisha: "ఒడిశా",
  punjab: "పంజాబ్",
  rajasthan: "రాజస్థాన్",
  sikkim: "సిక్కిం",
  "tamil-nadu": "తమిళనాడు",
  tripura: "త్రిపుర",
  "uttar-pradesh": "ఉత్తరప్రదేశ్",
  uttarakhand: "ఉత్తరాఖండ్",
  "west-bengal": "పశ్చిమ బెంగాల్",
  "andaman-and-nicobar-islands": "అండమాన్ నికోబార్ దీవులు",
  chandigarh: "చండీగఢ్",
  "dadra-and-nagar-haveli-and-daman-and-diu": "దాద్రా నగర్ హవేలీ, డామన్ డయ్యూ",
  delhi: "ఢిల్లీ",
  "jammu-and-kashmir": "జమ్మూ కశ్మీర్",
  ladakh: "లద్దాఖ్",
  lakshadweep: "లక్షద్వీప్",
  puducherry: "పుదుచ్చేరి",
};

/** Why a State's duty is not in the plan, in Telugu (the English words are in app/content/state-law-coverage.ts). */
export const coverageReasonWordsTe: CoverageReasonWords = {
  kinds: {
    "local-bodies": "దీన్ని ప్రతి మున్సిపాలిటీ లేదా పంచాయతీ తనకు నచ్చిన తేదీలతో వసూలు చేస్తుంది",
    "not-read": "ఆ రాష్ట్రంలో ఇది ఉంది, కానీ దాని చట్టం, నియమాల్లోని తేదీలను మేం ఇంకా చదవలేదు",
    "no-due-date": "అధికారుల పేజీ చందా మొత్తం చెబుతుంది కానీ గడువు తేదీ చెప్పదు, కాబట్టి మేం తేదీ ఇవ్వలేం",
    "funds-by-trade": "ఒక్కో వృత్తికి వేర్వేరు సంక్షేమ నిధి ఉంది, ఒక్కోదానికి వేర్వేరు చందా",
  },
  conflict: (topic: string) => `మేం చదివిన ఆధారాలు ${topic} విషయంలో ఒకదానితో ఒకటి ఏకీభవించడం లేదు`,
  topics: {
    "still-levied": "ఆ రాష్ట్రం దీన్ని ఇంకా వసూలు చేస్తోందా అనే",
    "employer-dates": "యజమాని కోసిన పన్నును ఎప్పుడు చెల్లించాలి, రిటర్న్ ఎప్పుడు వేయాలి అనే",
    "goa-act-reaches": "గోవా, డామన్ డయ్యూ చట్టం ఇంకా డామన్ డయ్యూకు వర్తిస్తుందా అనే",
    "share-and-dates": "యజమాని వాటా, గడువు తేదీల",
  },
};
