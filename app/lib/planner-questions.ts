/*
 * The planner's questions that decide a duty, each one declaration: its key (in the profile and in an entry's
 * `appliesWhen.answers`), its parameter in the plan's address, the entity types it is asked of, and its answers. The
 * form, the address, the profile line, the summary and the applicability all read these; an entry of the data file
 * says which answers bring it into a plan, and its words live in the planner's content modules (English and Telugu,
 * `plannerText.questions`). A new question is a declaration here, its words and its test
 * (docs/decisions/042-a-question-is-one-declaration.md). No zod here: the planner page reads addresses in the browser.
 */

/** The data file's entity types the rules below name (its `entityLawMap` keys). */
export const ENTITY = {
  proprietor: "Individual / Sole Proprietor",
  firm: "Partnership Firm",
  llp: "LLP (Limited Liability Partnership)",
  private: "Private Limited Company",
  public: "Public Limited Company",
  opc: "One Person Company (OPC)",
  section8: "Section 8 Company (Non-Profit)",
  producer: "Producer Company",
  foreignOffice: "Branch / Liaison Office of a Foreign Company",
} as const;

const COMPANIES_WITH_SHARES = [ENTITY.private, ENTITY.public, ENTITY.opc, ENTITY.producer];
const EMPLOYERS = Object.values(ENTITY);

export interface QuestionDeclaration {
  /** The address's parameter for the answer. */
  param: string;
  /** The entity types it is asked of; an entry's condition on it does not apply to any other. */
  askedOf: readonly string[];
  /** The answers, as the address writes them; the first is the plain "no" where there is one. */
  answers: readonly [string, ...string[]];
}

export const QUESTIONS = {
  /** A holding or subsidiary company can never be a small company (s.2(85) proviso, Companies Act 2013). */
  group: { param: "group", askedOf: [ENTITY.private, ENTITY.producer], answers: ["no", "yes"] },
  /** A private company recognised as a start-up meets once in each half-year (s.173(5) Companies Act 2013). */
  startup: { param: "startup", askedOf: [ENTITY.private], answers: ["no", "yes"] },
  /** A foreign company's office: a liaison office files Form 49C; a branch does not. */
  office: { param: "office", askedOf: [ENTITY.foreignOffice], answers: ["liaison", "branch"] },
  /** Whether the foreign company has income in India: only then does its office file an income-tax return. */
  indianIncome: { param: "income", askedOf: [ENTITY.foreignOffice], answers: ["no", "yes"] },
  /** Foreign direct investment received, overseas direct investment made, or both (FEMA returns). */
  foreignInvestment: {
    param: "foreign",
    askedOf: [ENTITY.private, ENTITY.public, ENTITY.llp],
    answers: ["none", "received", "made", "both"],
  },
  /** A Section 8 company's registration under s.12AB (and s.80G) of the Income-tax Act 1961, or its successor. */
  exemption: { param: "12ab", askedOf: [ENTITY.section8], answers: ["no", "yes"] },
  /** Registration (or prior permission) under the Foreign Contribution (Regulation) Act 2010. */
  fcra: { param: "fcra", askedOf: [ENTITY.section8], answers: ["no", "yes"] },
  /** How many employees: ESI covers 10 or more, PF 20 or more. */
  headcount: {
    param: "headcount",
    askedOf: EMPLOYERS,
    answers: ["1-9", "10-19", "20-or-more"],
  },
  /** Receipts from a profession (s.44AB(b) / s.63): tax audit above ₹50 lakh. */
  profession: {
    param: "profession",
    askedOf: [ENTITY.proprietor, ENTITY.firm, ENTITY.llp],
    answers: ["no", "yes"],
  },
  /** Exports goods or services (or supplies to an SEZ) without paying IGST: the GST LUT. */
  exporter: {
    param: "export",
    askedOf: EMPLOYERS.filter((e) => e !== ENTITY.foreignOffice),
    answers: ["no", "yes"],
  },
  /** ₹10 lakh or more received from one person in the year for shares: the SFT (Form 61A). */
  shareMoney: {
    param: "sft",
    askedOf: [...COMPANIES_WITH_SHARES, ENTITY.section8],
    answers: ["no", "yes"],
  },
  /** Salary, remuneration, commission, bonus or interest paid to partners: TDS under s.194T from 1 April 2025. */
  partnerPay: { param: "partners", askedOf: [ENTITY.firm, ENTITY.llp], answers: ["no", "yes"] },
} as const satisfies Record<string, QuestionDeclaration>;

export type QuestionKey = keyof typeof QUESTIONS;
export type QuestionAnswer<K extends QuestionKey = QuestionKey> =
  (typeof QUESTIONS)[K]["answers"][number];
export type QuestionAnswers = { [K in QuestionKey]?: QuestionAnswer<K> };

export const QUESTION_KEYS = Object.keys(QUESTIONS) as QuestionKey[];

/** Whether the question is asked of this entity type. */
export const askedOf = (key: QuestionKey, entity: string | undefined): boolean =>
  !!entity && (QUESTIONS[key].askedOf as readonly string[]).includes(entity);

/** Whether `value` is one of the question's answers. */
export const isAnswer = (key: QuestionKey, value: string): boolean =>
  (QUESTIONS[key].answers as readonly string[]).includes(value);
