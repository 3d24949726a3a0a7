/* Telugu notices of the due-dates page that appear only after it has loaded (admin edits previewed in this
   browser, a filter that matches nothing): loaded with the notices' code, not with the page. No export skipped. */
import type * as en from "../due-dates-notices";

export const dueDatesNoticesText = {
  previewTitle: "మీరు ఇంకా పబ్లిష్ చేయని మార్పుల ప్రివ్యూ",
  previewText: (count: number) =>
    `ఈ బ్రౌజర్‌లోని అడ్మిన్ విభాగంలో ${count} ${count === 1 ? "ఎంట్రీని" : "ఎంట్రీలను"} మార్చారు; ${count === 1 ? "అది" : "అవి"} ఇక్కడ "సవరించినది" అనే గుర్తుతో ${count === 1 ? "కనిపిస్తోంది" : "కనిపిస్తున్నాయి"}. మీరు ఫైల్‌ను పబ్లిష్ చేసే వరకు సందర్శకులకు ఇప్పటికే పబ్లిష్ అయిన డేటానే కనిపిస్తుంది.`,
  previewHide: "పబ్లిష్ అయిన డేటాను మాత్రమే చూపించండి",
  previewShow: "నా మార్పులను మళ్లీ చూపించండి",
  previewHidden: "మీరు పబ్లిష్ చేయని మార్పులు దాచబడ్డాయి.",
  // The English words are specified word for word; these say the same.
  empty: "సరిపోలే గడువు తేదీలు ఏవీ కనిపించలేదు",
  emptyHint: "మీ ఫిల్టర్లను లేదా వెతికిన పదాన్ని మార్చి మళ్లీ ప్రయత్నించండి",
  unknownFilter: {
    law: (value: string) => `ఈ క్యాలెండర్‌లో “${value}” అనే చట్టం ఏదీ లేదు.`,
    entity: (value: string) => `ఈ క్యాలెండర్‌లో “${value}” అనే సంస్థ రకం ఏదీ లేదు.`,
  },
  showAll: "అన్ని గడువు తేదీలను చూపించండి",
} satisfies typeof en.dueDatesNoticesText;
