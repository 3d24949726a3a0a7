/* The words of the compliance planner (/due-dates/plan) and of its calendar files. */

import type { QuestionKey } from "~/lib/planner-questions";
import { calendarReviewText } from "./calendar-review-words";
import { calendarScope } from "./calendar-scope";
import { lateCostText } from "./late-cost-text";
import { calendarProduct, dueDatesPagePath, leadChoices, plannerPath } from "./planner-facts";

/** The words of one question that decides a duty: its label, hint, answers, profile-line words and "depends on". */
export interface QuestionWords {
  label: string;
  hint: string;
  choices: Record<string, string>;
  short: Record<string, string>;
  need: string;
}

/** A day of the month in words: 1st, 2nd, 3rd, 20th, 22nd. */
const ordinalDay = (day: number) => {
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
};

export {
  dueDatesPagePath,
  exampleProfileSearch,
  plannerPath,
  plannerStorageKey,
} from "./planner-facts";

export const plannerMeta = {
  title: "Compliance Planner: Your Filing Deadlines for the Next 12 Months",
  description:
    "Answer a few questions about your business and see every compliance deadline of the next twelve months (income tax, GST, ROC, labour), with the cost of filing late and a calendar you can download.",
};

/** The planner's breadcrumbs: Home, the due dates, the planner. */
export const plannerCrumbs = [
  { label: "Home", href: "/" },
  { label: "Compliance due dates", href: dueDatesPagePath },
  { label: "Compliance planner", href: plannerPath },
];

export const plannerText = {
  eyebrow: "Compliance planner",
  title: "Your Compliance Plan for the Next 12 Months",
  promise:
    "Tell us what kind of business you run. The planner lists the filings of our calendar that fall due for it in the next twelve months, what a late filing would cost, and lets you put them in your calendar.",
  example:
    "This is an example plan for a private limited company in Telangana that files GST every month and deducts TDS and PF, with a turnover of ₹2 crore to ₹5 crore.",
  exampleAnswers:
    "Every answer in the form below is the example's. Change any one and the planner starts your own plan from that answer alone, so no answer of the example stays in it.",
  startEmpty: "Start my plan from an empty form",
  needsScript:
    "To make your own plan, turn on JavaScript: the plan is worked out in your browser and nothing you enter leaves it.",
  detailsNeedScript: (count: number) =>
    `Without it, the law, legal basis and cost worked out are shown for the example's first ${count} deadlines only.`,
  privacy:
    "Your answers stay in this browser and in the page address, so you can bookmark or share the plan. They reach us only in your plan's calendar address, if you subscribe to it.",
  formHeading: "About your business",
  businessLegend: "The business",
  formIntro: "Change any answer and the plan below updates at once.",
  entity: "Type of business",
  entityChoose: "Choose a type of business",
  state: "State or Union territory",
  stateHint: "Where the business is registered for GST. It decides the day of a quarterly GSTR-3B.",
  choose: "Not answered",
  gst: "GST",
  gstChoices: {
    none: "Not registered for GST",
    monthly: "Registered, monthly returns",
    qrmp: "Registered, quarterly returns (QRMP)",
    composition: "Registered, composition scheme",
  } as Record<string, string>,
  turnover: "Turnover last financial year",
  turnoverHint:
    "Aggregate turnover; several thresholds in GST, income tax and the LLP audit depend on it. Each band includes its upper figure.",
  supply: "What the business supplies",
  supplyHint:
    "The composition scheme is open to suppliers of services only up to ₹50 lakh of turnover.",
  supplyChoices: {
    goods: "Goods, or a restaurant",
    services: "Services (not a restaurant)",
  } as Record<string, string>,
  contribution: "Partners' contribution to the LLP",
  contributionHint:
    "Rule 24(8) of the LLP Rules: an LLP's accounts are audited when its turnover exceeds ₹40 lakh or its contribution exceeds ₹25 lakh. That is the usual reading; read literally, the rule audits only an LLP above both, and the point is debated. An audited LLP's ITR-5 is due 31 October, not 31 August.",
  contributionChoices: {
    "up-to-25-lakh": "Up to ₹25 lakh",
    "above-25-lakh": "Above ₹25 lakh",
  } as Record<string, string>,
  turnoverChoices: {
    "0-0.4": "Up to ₹40 lakh",
    "0.4-0.5": "₹40 lakh to ₹50 lakh",
    "0.5-1": "₹50 lakh to ₹1 crore",
    "1-1.5": "₹1 crore to ₹1.5 crore",
    "1.5-2": "₹1.5 crore to ₹2 crore",
    "2-5": "₹2 crore to ₹5 crore",
    "5-10": "₹5 crore to ₹10 crore",
    "10-20": "₹10 crore to ₹20 crore",
    "over-20": "Above ₹20 crore",
  } as Record<string, string>,
  taxes: "Income tax",
  taxAudit:
    "Our accounts are under tax audit (section 63 of the Income-tax Act 2025, formerly 44AB)",
  transferPricing: "We have international or specified domestic transactions with related parties",
  employees: "Do you have employees on salary?",
  employeesChoices: { yes: "Yes", no: "No" } as Record<string, string>,
  registrationsLegend: "Registrations as an employer or deductor",
  registrations: {
    tds: "TDS on payments to residents (rent, fees, contracts)",
    "tds-salary": "TDS on salaries",
    "tds-non-resident": "TDS on payments to non-residents",
    tcs: "TCS (tax collected at source)",
    pf: "Provident fund (EPF)",
    esi: "Employees' State Insurance (ESI)",
    pt: "Professional tax",
  } as Record<string, string>,
  smallCompanyShort: "small company",
  employeesShort: { yes: "employees on salary", no: "no employees on salary" } as Record<
    string,
    string
  >,
  /** The profile line's answers that name their question: the turnover. */
  turnoverShort: (band: string) => `turnover ${band}`,
  taxAuditShort: "under tax audit",
  transferPricingShort: "transfer pricing",
  registrationsShort: {
    tds: "TDS",
    "tds-salary": "TDS on salaries",
    "tds-non-resident": "TDS on non-resident payments",
    tcs: "TCS",
    pf: "PF",
    esi: "ESI",
    pt: "professional tax",
  } as Record<string, string>,
  eventsLegend: "Dates of company events (optional)",
  eventsHint:
    "Filings such as AOC-4, MGT-7, ADT-1 and PAS-3, and the next board meeting, are due a set number of days after these.",
  agmOn: "Date of the annual general meeting (AGM)",
  auditorAppointed: "The auditor was appointed or reappointed at this AGM",
  auditorResolutionOn: "Date of the member's resolution appointing the auditor",
  auditorResolutionHint:
    "A One Person Company holds no AGM: the member's resolution, entered in the minutes book, appoints the auditor, and ADT-1 is due 15 days from it.",
  lastBoardMeetingOn: "Date of the last board meeting",
  smallCompany:
    "A small company (paid-up capital up to ₹10 crore and turnover up to ₹100 crore, and not a holding or subsidiary company) or a dormant company: its board meets once in each half-year. A public company, a Section 8 company and a holding or subsidiary company are never small.",
  questionsLegend: "What decides your duties",
  directors: "Directors of the One Person Company",
  directorsChoices: {
    one: "One director (no board meetings needed)",
    "two-or-more": "Two or more directors",
  } as Record<string, string>,
  incorporatedOn: "Date of incorporation",
  allottedOn: "Date of the last allotment of shares",
  privatePlacement: "That allotment was a private placement",
  problems: {
    invalid: "This answer could not be read. Please choose again.",
    "unknown-entity": "This type of business is not one the planner knows. Please choose one.",
    "qrmp-above-limit":
      "QRMP is open only up to ₹5 crore of turnover in the last financial year; above it, GST returns are monthly.",
    "composition-above-limit":
      "The composition scheme is open only up to ₹1.5 crore of turnover (less for services and in some States). This business does not qualify: the plan shows the regular monthly returns; choose QRMP above if you file quarterly.",
    "composition-services-above-limit":
      "A supplier of services other than restaurant service may use the composition scheme only up to ₹50 lakh of turnover in the last financial year (s.10(2A) CGST Act). This business does not qualify: the plan shows the regular monthly returns; choose QRMP above if you file quarterly.",
    "tax-audit-required":
      "Above ₹10 crore of business turnover the accounts are under tax audit; the plan counts it.",
    "needs-agm-date": "Give the AGM's date, so the planner can date ADT-1.",
    "needs-allotment-date": "Give the allotment's date, so the planner can date its return.",
    "employees-implied":
      "Salary TDS, PF or ESI means the business has employees on salary: the plan counts them.",
    "small-barred":
      "A public company, a Section 8 company and a holding or subsidiary company can never be a small company (s.2(85) Companies Act): the plan keeps its board to four meetings a year.",
  } as Record<string, string>,
  chooseEntity: "Choose a type of business to see its plan.",

  planHeading: "Your deadlines",
  planHeadingExample: "The example's deadlines",
  planSummary: (count: number, from: string, until: string) =>
    `${count} ${count === 1 ? "deadline" : "deadlines"} from ${from} to ${until}, soonest first.`,
  madeOn: "Plan made on",
  verifiedOn: "Dates and penalties checked on",
  review: calendarReviewText,
  scope: calendarScope,
  profileHeading: "Profile",
  monthHeading: (month: string) => month,
  /** A financial year as a period: "FY 2025-26". */
  financialYear: (years: string) => `FY ${years}`,
  daysLeft: (days: number) =>
    days === 0 ? "Due today" : days === 1 ? "1 day left" : `${days} days left`,
  period: "Period",
  law: "Law",
  basis: "Legal basis",
  source: "Official source",
  sourceLabel: (form: string) => `Official source for ${form}`,
  extended: (original: string) => `Extended; originally due ${original}`,
  extensionBy: "by",
  formerly: (form: string) => `formerly ${form}`,
  optional: "Optional: a facility you may choose, not a duty",
  optionalTurnover: "Optional or required depending on your exact turnover",
  /** After an optional filing's name where it is listed without its row (the glance, the print, a message). */
  optionalShort: "optional",
  eventAssumed: (date: string) =>
    `Dated from the AGM's last date (${date}); give your AGM's date above for the real one.`,
  eventFrom: (date: string) => `Counted from ${date}`,
  notBefore: (date: string) => `Not before ${date}: 90 days after the last board meeting`,
  holidays: {
    sunday: "Falls on a Sunday",
    "republic-day": "Falls on Republic Day",
    "independence-day": "Falls on Independence Day",
    "gandhi-jayanti": "Falls on Gandhi Jayanti",
  } as Record<string, string>,
  holidayNote: "The date does not move: file by the day before or on the portal that day.",

  ...lateCostText,

  daysLateLabel: "Work out the cost of filing this many days late",
  daysLateHint: "Every deadline in the plan then shows the cost for that delay.",
  daysLateErrors: {
    "not-a-number": "Type the days in digits only, such as 30.",
    "out-of-range": "Enter a whole number of days from 1 to 2,000.",
  } as Record<string, string>,
  amountLabel: "Amount of tax or contribution, in rupees (optional)",
  amountHint:
    "Interest then shows in rupees on this amount: the tax unpaid, the PF or ESI contribution, or the advance-tax shortfall.",
  amountErrors: {
    "not-a-number": "Type the amount in digits, with commas if you like, such as 1,50,000.",
    "out-of-range": "Enter an amount from ₹1 to ₹1,000 crore.",
  } as Record<string, string>,

  addRowToCalendar: (form: string, date: string) => `Add to calendar: ${form} due ${date}`,
  addToCalendarShort: "Add to calendar",
  askUs: "Ask us about my plan",
  askUsLabel: "Ask us about my plan on WhatsApp: the filings due in the next 30 days",
  /** One filing in the WhatsApp question about the plan. */
  whatsappMessage: (form: string, period: string | undefined, date: string) =>
    `${form}${period ? ` for ${period}` : ""}, due on ${date}`,
  whatsappPlan: (filings: string[]) =>
    filings.length
      ? `Hello, I would like help with my compliance plan. Due in the next 30 days: ${filings.join("; ")}.`
      : "Hello, I would like help with my compliance plan.",

  /** A recurring filing's row: how it recurs (plan-fold.ts), its next date and its dates. */
  fold: {
    monthly: (day: number) => `${ordinalDay(day)} of every month`,
    monthlyLast: "Last day of every month",
    fixed: (perYear: number) =>
      perYear === 4
        ? "Every quarter"
        : perYear === 2
          ? "Twice a year"
          : perYear === 1
            ? "Once a year"
            : `${perYear} times a year`,
    afterQuarterEnd: (days: number) => `Within ${days} days of each quarter's end`,
    annual: (date: string) => `Every year on ${date}`,
    dates: "On the dates below",
    varies: " (the day varies)",
    count: (count: number) => `${count} in the plan`,
  },
  /** The plan as printed: a table under the firm's name, phone and the day it was printed. */
  printTitle: "Compliance plan",
  printedOn: (date: string) => `Printed on ${date}`,
  printColumns: {
    filing: "Filing",
    due: "Due",
    law: "Law",
    cost: "If filed a month late",
  },
  printDates: (phrase: string, dates: string) => `${phrase}: ${dates}`,
  nextDue: "Next",
  allDates: (count: number) => `All ${count} dates`,
  /** The one question that would date a filing the planner cannot, by the entry's id: asked where one answer would. */
  checkQuestions: {
    "dpt-3":
      "Does the company have deposits, or loans or other money it received that are not deposits, outstanding?",
    "msme-1-october-march":
      "Does the company have dues to micro or small enterprises unpaid for more than 45 days?",
    "msme-1-april-september":
      "Does the company have dues to micro or small enterprises unpaid for more than 45 days?",
    "ts-labour-welfare-fund":
      "Does the Telangana Labour Welfare Fund Act cover your establishment?",
    "ap-labour-welfare-fund":
      "Does the Andhra Pradesh Labour Welfare Fund Act cover your establishment?",
    "ka-labour-welfare-fund":
      "Does the Karnataka Labour Welfare Fund Act cover your establishment?",
    "tn-labour-welfare-fund":
      "Does the Tamil Nadu Labour Welfare Fund Act cover your establishment?",
    "mh-labour-welfare-fund":
      "Does the Maharashtra Labour Welfare Fund Act cover your establishment (five or more persons employed)?",
    "gstr-8": "Is the business an e-commerce operator that collects tax at source?",
    "form-49c-liaison-office":
      "Is the business a liaison office (a branch office does not file it)?",
    "fla-return": "Has the business received foreign direct investment or invested overseas?",
    "apr-odi": "Does the business have an overseas direct investment?",
    "itr-belated-revised":
      "Did the year's income-tax return miss its due date, or does a filed return need correcting?",
  },
  /** After the question: "Then", the form, "is due 30 June 2027." */
  checkThen: "Then",
  checkDue: (when: string) => `is due ${when}.`,
  checkNext: (schedule: string, date: string) => `${schedule}; next ${date}`,

  glanceHeading: "Due in the next 30 days",
  glanceNone: "Nothing falls due in the next 30 days.",
  glanceRest: (count: number, until: string, year: number) =>
    `${count} more by ${until}, the end of this quarter; ${year} in the twelve months.`,

  remindersHeading: "Reminders",
  remindersIntro:
    "Put the whole plan in your calendar, each deadline an all-day event with the reminders you tick.",
  leadLabel: "Remind me",

  leadChoices,
  leadChoice: (days: number) => (days === 1 ? "1 day before" : `${days} days before`),
  downloadPlan: "Add my plan to my calendar",
  calendarError: "Could not create the calendar file. Please try again.",
  /** Where the build's host runs no live calendar: why the plan offers a file and the prebuilt calendars only. */
  liveUnavailable:
    "This site's host runs no live calendar of your plan, so the file cannot learn of an extension: download it again after one.",
  print: "Print this plan",

  feedsHeading: "Or subscribe to a calendar for your kind of business",
  feedsIntro: (state: string) =>
    `A calendar your calendar app keeps up to date: the deadlines every business of this kind and GST scheme in ${state} has, with a reminder the day before each. It leaves out what depends on your other answers (turnover, employees, tax audit, registrations, company events), which the download above includes.`,
  subscribeLabel: (entity: string, gst: string) => `Subscribe: ${entity}, ${gst}`,
  downloadLabel:
    "The same calendar's https address (for Google Calendar: Other calendars, From URL)",
  feedsNote:
    "Google Calendar refreshes a subscribed calendar only every several hours and ignores the reminders in it: set the calendar's own notifications there, or use the download above.",

  checkHeading: "Also check: filings the planner cannot date for you",
  checkIntro:
    "These may apply to your business, but they depend on an answer you have not given or on a fact the planner does not ask. Check them with us.",
  undatedIntro:
    "These apply to you but have no fixed date: they run from a certificate or an event.",
  needs: {
    state: "your State",
    gst: "your GST scheme",
    turnover: "your turnover",
    supply: "whether the business supplies goods or services",
    taxAudit: "whether you are under tax audit",
    transferPricing: "whether you have transfer-pricing transactions",
    registrations: "your registrations",
    employees: "whether you have employees on salary",
    agmOn: "the AGM's date",
    auditorAppointed: "whether the AGM appointed the auditor",
    auditorResolutionOn: "the date of the resolution appointing the auditor",
    contribution: "the partners' contribution",
    directors: "how many directors the company has",
    lastBoardMeetingOn: "the date of the last board meeting",
    smallCompany: "whether the company is a small or dormant company",
    incorporatedOn: "the date of incorporation",
    allottedOn: "the allotment's date",
    privatePlacement: "whether it was a private placement",
    "not-asked": "a fact the planner does not ask",
  },
  dependsOn: "Depends on",
  /** What the plan leaves out of the State's own laws (its professional tax, its labour welfare fund). */
  stateLaws: {
    notCovered: (state: string) => `State laws of ${state} are not in this plan yet: ask us.`,
    partlyCovered: (state: string, duties: string) =>
      `${state}: its ${duties} not in this plan yet: ask us.`,
    duties: {
      professionalTax: "professional tax is",
      labourWelfareFund: "labour welfare fund is",
      both: "professional tax and labour welfare fund are",
    },
    dutyNames: {
      professionalTax: "Professional tax",
      labourWelfareFund: "Labour welfare fund",
    },
    reasonLine: (duty: string, reason: string) => `${duty}: ${reason}.`,
  },
  due: "Due",
  nothingToCheck: "Nothing else to check for this profile.",
  emptyPlan: "No deadline of our data falls in the next twelve months for this profile.",
  unknownEntity: "This type of business is not in our data.",
};

/** Words of the planner's calendar files (loaded with them). */
export const plannerCalendarText = {
  name: "My compliance plan",
  /** For the file's PRODID. */
  product: calendarProduct,
  /** The name of a subscribable feed: the kind of business and its GST scheme. */
  feedName: (entity: string, gst: string, state: string) =>
    `Compliance plan: ${entity}, ${gst}, ${state}`,
  due: "Due",
  period: "Period",
  law: "Law/Act",
  basis: "Legal basis",
  penalty: "Penalty",
  source: "Official source",
  details: "Your plan",
  /** An event's title: "GSTR-3B due (GST)". */
  summary: (form: string, law: string, period?: string) =>
    `${form}${period ? ` for ${period}` : ""} due (${law})`,
  extended: (originalDate: string, reference: string) =>
    `Extended from ${originalDate} by ${reference}`,
};

/**
 * The words of the questions of app/lib/planner-questions.ts: the label, a hint, each answer, its words in the profile
 * line and in "depends on". The page's loader sends them with its data, so they add nothing to its script.
 */
export const plannerQuestionText: Record<QuestionKey, QuestionWords> = {
  group: {
    label: "Is the company a holding company or a subsidiary of another company?",
    hint: "A holding or subsidiary company is never a small company, whatever its capital and turnover (s.2(85) Companies Act): its board meets four times a year.",
    choices: { no: "No", yes: "Yes, it has a parent or a subsidiary company" },
    short: { no: "not a holding or subsidiary company", yes: "holding or subsidiary company" },
    need: "whether it is a holding or subsidiary company",
  },
  startup: {
    label: "Is the company recognised as a start-up by DPIIT?",
    hint: "A private company that is a start-up holds one board meeting in each half of the calendar year (s.173(5)).",
    choices: { no: "No", yes: "Yes, DPIIT-recognised" },
    short: { no: "not a recognised start-up", yes: "DPIIT start-up" },
    need: "whether it is a recognised start-up",
  },
  office: {
    label: "Is the Indian office a liaison office or a branch office?",
    hint: "A liaison office files Form 49C every year; a branch office does not.",
    choices: { liaison: "Liaison office", branch: "Branch office" },
    short: { liaison: "liaison office", branch: "branch office" },
    need: "whether it is a liaison office or a branch office",
  },
  indianIncome: {
    label: "Does the foreign company have income in India?",
    hint: "Only then does its Indian office file an income-tax return (ITR-6). A liaison office usually earns none.",
    choices: { no: "No", yes: "Yes" },
    short: { no: "no income in India", yes: "income in India" },
    need: "whether the foreign company has income in India",
  },
  foreignInvestment: {
    label: "Has the business received foreign investment (FDI) or invested abroad (ODI)?",
    hint: "FDI brings FC-GPR within 30 days of each allotment to a non-resident and the FLA return by 15 July; an overseas investment brings the FLA return and the Annual Performance Report by 31 December.",
    choices: {
      none: "Neither",
      received: "Received FDI",
      made: "Invested abroad (ODI)",
      both: "Both",
    },
    short: {
      none: "no foreign investment",
      received: "FDI received",
      made: "overseas investment made",
      both: "FDI received and overseas investment made",
    },
    need: "whether it has foreign investment",
  },
  exemption: {
    label:
      "Is the company registered under section 12AB (and approved under 80G) of the Income-tax Act?",
    hint: "A registered Section 8 company files ITR-7, an audit report in Form 10B or 10BB, the donations statement in Form 10BD, and renews its registration before it expires.",
    choices: { no: "No", yes: "Yes" },
    short: { no: "not registered under 12AB", yes: "12AB / 80G registered" },
    need: "whether it is registered under section 12AB",
  },
  fcra: {
    label: "Is the company registered under the FCRA to receive foreign contributions?",
    hint: "An FCRA registration brings the annual return in Form FC-4 by 31 December, even in a year when nothing was received.",
    choices: { no: "No", yes: "Yes" },
    short: { no: "no FCRA registration", yes: "FCRA registered" },
    need: "whether it is registered under the FCRA",
  },
  headcount: {
    label: "How many people does the business employ?",
    hint: "ESI covers an establishment with 10 or more employees, the provident fund one with 20 or more.",
    choices: { "1-9": "1 to 9", "10-19": "10 to 19", "20-or-more": "20 or more" },
    short: {
      "1-9": "1 to 9 employees",
      "10-19": "10 to 19 employees",
      "20-or-more": "20 or more employees",
    },
    need: "how many people the business employs",
  },
  profession: {
    label:
      "Are its receipts from a profession (legal, medical, engineering, architecture, accountancy, technical consultancy and the like)?",
    hint: "A profession's accounts are under tax audit above ₹50 lakh of receipts in the year: the audit report (Form 26) is then due 30 September.",
    choices: { no: "No, from a business", yes: "Yes, from a profession" },
    short: { no: "business receipts", yes: "professional receipts" },
    need: "whether its receipts are from a profession",
  },
  exporter: {
    label: "Does the business export goods or services (or supply to an SEZ) without paying IGST?",
    hint: "Such exports need a letter of undertaking (LUT) for each financial year, furnished by 31 March for the next.",
    choices: { no: "No", yes: "Yes" },
    short: { no: "no exports under LUT", yes: "exports under LUT" },
    need: "whether it exports without paying IGST",
  },
  shareMoney: {
    label:
      "Did the company receive ₹10 lakh or more from any one person for shares this financial year?",
    hint: "Share money (with application money) of ₹10 lakh or more from one person is reported in the SFT, Form 61A, by 31 May.",
    choices: { no: "No", yes: "Yes" },
    short: {
      no: "no share money of ₹10 lakh from a person",
      yes: "₹10 lakh or more for shares from a person",
    },
    need: "whether it received ₹10 lakh or more for shares from a person",
  },
  partnerPay: {
    label:
      "Does the firm pay a partner more than ₹20,000 a year as salary, remuneration, commission, bonus or interest?",
    hint: "From 1 April 2025 the firm deducts tax at 10% on such payments (s.194T): the plan dates the TDS deposits and the quarterly statement.",
    choices: { no: "No", yes: "Yes" },
    short: { no: "no partners' pay above ₹20,000", yes: "TDS on partners' pay (s.194T)" },
    need: "whether partners are paid more than ₹20,000 a year",
  },
};
