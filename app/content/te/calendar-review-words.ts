import type { calendarReviewText as en } from "../calendar-review-words";

/** How current the calendar is, in Telugu (the twin of ../calendar-review-words.ts). */
export const calendarReviewText = {
  title: "ఈ క్యాలెండర్ ఎంత తాజాది",
  reviewed: (date: string) =>
    `మొత్తం క్యాలెండర్‌ను చివరిసారి ${date}న సమీక్షించాం. ఆ తర్వాత ప్రకటించిన గడువు పొడిగింపు ఇంకా ఈ పేజీలో ఉండకపోవచ్చు; అధికార సంస్థలు వాటిని ఇక్కడ ప్రకటిస్తాయి.`,
  noticesLabel: "గడువు పొడిగింపుల ప్రకటనలు",
  notices: {
    cbdt: "CBDT (ఆదాయపు పన్ను)",
    cbic: "CBIC (GST)",
    gstn: "GST పోర్టల్",
    mca: "MCA (కంపెనీ, LLP చట్టం)",
    epfo: "EPFO (ప్రావిడెంట్ ఫండ్)",
  },
} satisfies typeof en;
