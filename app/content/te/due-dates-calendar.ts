/* Telugu words of the calendar files (the build's feed and the "Add to calendar" download), loaded only with
   them. No export skipped; the product's name and the reminder's lead time are the English file's. */
import * as en from "../due-dates-calendar";

export const calendarFeedText = {
  name: "కంప్లయన్స్ గడువు తేదీలు (భారతదేశం)",
  /** The file's PRODID names the product, the same in both languages. */
  product: en.calendarFeedText.product,
  alarmDays: en.calendarFeedText.alarmDays,
  description: "ఆదాయపు పన్ను, GST, ROC, LLP, FEMA, కార్మిక చట్టాల ఫైలింగ్‌ల చట్టబద్ధమైన గడువు తేదీలు.",
  /** Each event's title. */
  // A phone's agenda shows the title alone: "GSTR-1 గడువు", never "GSTR-1 గడువు: GST", which reads as if the
  // deadline were GST. The law is the description's first line after the due date.
  summary: (form: string, _law: string) => `${form} గడువు`,
  law: "చట్టం",
  penalty: "జరిమానా",
  due: "గడువు",
  details: "వివరాలు",
  basis: "చట్టపరమైన ఆధారం",
  source: "అధికారిక మూలం",
  /** The date in the event is the extended one; the description says which date it replaced and why. */
  extended: (originalDate: string, reference: string) =>
    `అసలు గడువు ${originalDate}; ${reference} ద్వారా పొడిగించారు`,
  /** The entry's latest published change (the data file's ledger), dated. */
  changed: (date: string, change: string) => `${date}న మార్పు: ${change}`,
} satisfies typeof en.calendarFeedText;
