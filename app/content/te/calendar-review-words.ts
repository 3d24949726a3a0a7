import type { calendarReviewText as en } from "../calendar-review-words";

/** How current the calendar is, in Telugu (the twin of ../calendar-review-words.ts). */
export const calendarReviewText = {
  title: "ఈ క్యాలెండర్ ఎంత తాజాది",
  reviewed: (date: string) =>
    `మొత్తం క్యాలెండర్‌ను మేము చివరిసారిగా ${date}న సమీక్షించాం. ఆ రోజు తర్వాత ప్రకటించిన గడువు పొడిగింపు ఇక్కడ ఇంకా కనిపించకపోవచ్చు: అధికార సంస్థలు వాటిని ఈ పేజీల్లో ప్రకటిస్తాయి.`,
  noticesLabel: "గడువు పొడిగింపులు ప్రకటించే చోట్లు",
  notices: {
    cbdt: "CBDT సర్క్యులర్లు (ఆదాయపు పన్ను)",
    cbic: "CBIC నోటిఫికేషన్లు (GST)",
    gstn: "GST పోర్టల్ వార్తలు, సూచనలు",
    mca: "MCA సర్క్యులర్లు (కంపెనీ, LLP చట్టం)",
    epfo: "EPFO సర్క్యులర్లు (ప్రావిడెంట్ ఫండ్)",
  },
} satisfies typeof en;
