import type { CoverageReasonWords } from "~/content/state-law-coverage";

/*
 * Why a State's duty is not in the plan, in Telugu: the Telugu planner's loader gives the page these words (a module
 * of its own, so they stay out of the pages' code; the English are in app/content/state-law-coverage.ts).
 */
export const coverageReasonWordsTe: CoverageReasonWords = {
  kinds: {
    "local-bodies": "దీన్ని ప్రతి మున్సిపాలిటీ లేదా పంచాయతీ తాను నిర్ణయించిన తేదీలతో వసూలు చేస్తుంది",
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
