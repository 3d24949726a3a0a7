import type { ComplianceData, ComplianceItemInput, EntityLawMap } from "../lib/compliance-schema";

/*
 * The admin area's defaults (spec section 3): entity types, the canonical law names, which laws apply to which
 * entity, and the firm's default compliance items. "Reset to defaults" restores these. The site's published
 * due-dates data (public/data/compliance-due-dates.json) is maintained separately and states the current rules.
 */

export const DEFAULT_ENTITY_TYPES = [
  "Individual / Sole Proprietor",
  "Partnership Firm",
  "LLP (Limited Liability Partnership)",
  "Private Limited Company",
  "Public Limited Company",
  "One Person Company (OPC)",
  "Section 8 Company (Non-Profit)",
  "Producer Company",
  "Foreign Subsidiary / Branch Office",
] as const;

/** The one canonical set of law names, used by the data file, the admin and the entity-law map alike. */
export const DEFAULT_LAWS = [
  "Income Tax Act",
  "GST",
  "Companies Act 2013",
  "LLP Act 2008",
  "SEBI Regulations",
  "Labour Laws",
  "FEMA",
  "Shops & Establishments Act",
  "Indian Partnership Act",
  "Companies Act (Part IXA)",
] as const;

export type LawName = (typeof DEFAULT_LAWS)[number];

export const DEFAULT_ENTITY_LAW_MAP: EntityLawMap = {
  "Individual / Sole Proprietor": ["Income Tax Act", "GST", "Shops & Establishments Act"],
  "Partnership Firm": [
    "Indian Partnership Act",
    "Income Tax Act",
    "GST",
    "Labour Laws",
    "Shops & Establishments Act",
  ],
  "LLP (Limited Liability Partnership)": ["LLP Act 2008", "Income Tax Act", "GST", "Labour Laws"],
  "Private Limited Company": ["Companies Act 2013", "Income Tax Act", "GST", "Labour Laws"],
  "Public Limited Company": [
    "Companies Act 2013",
    "SEBI Regulations",
    "Income Tax Act",
    "GST",
    "Labour Laws",
  ],
  "One Person Company (OPC)": ["Companies Act 2013", "Income Tax Act", "GST"],
  "Section 8 Company (Non-Profit)": ["Companies Act 2013", "Income Tax Act"],
  "Producer Company": ["Companies Act (Part IXA)", "Income Tax Act", "GST"],
  "Foreign Subsidiary / Branch Office": ["Companies Act 2013", "Income Tax Act", "FEMA", "GST"],
};

const item = (i: ComplianceItemInput) => i;

/** The firm's default items (spec section 3), each with applicability, consequences and tips. */
export const DEFAULT_COMPLIANCE_DATA: Record<LawName, ComplianceItemInput[]> = {
  "Income Tax Act": [
    item({
      form: "ITR-1",
      description:
        "Income tax return for resident individuals with salary, one house property and other income up to ₹50 lakh",
      due: "30 October",
      month: "October",
      priority: "high",
      penalty: "₹5,000 + interest",
      applicability:
        "Resident individuals whose total income is within ₹50 lakh and who are not liable to audit.",
      consequences:
        "Late fee under section 234F, interest on unpaid tax, and loss of the right to carry forward some losses.",
      tips: "Match your income with Form 26AS and the AIS before filing, and e-verify within 30 days.",
    }),
    item({
      form: "Form 26Q",
      description:
        "Quarterly TDS statement for payments other than salary (contractors, professionals, rent, interest)",
      due: "Quarterly: 30 Jun, 30 Sep, 31 Dec, 31 Mar",
      month: "Quarterly",
      priority: "medium",
      penalty: "₹200 per day",
      applicability: "Every person who deducts tax at source on payments other than salary.",
      consequences:
        "₹200 a day under section 234E until filed, plus a possible penalty of up to ₹1 lakh for non-filing.",
      tips: "Deposit the TDS first, then file with the challan details exactly as shown on the bank receipt.",
    }),
    item({
      form: "ITR-6",
      description:
        "Income tax return for companies (other than those claiming exemption under section 11)",
      due: "31 October",
      month: "October",
      priority: "high",
      penalty: "₹10,000 + interest",
      applicability: "Every company, whether it made a profit or a loss during the year.",
      consequences:
        "Late fee, interest under sections 234A-C, and losses that cannot be carried forward.",
      tips: "Finalise the audit early: the tax audit report must be on the portal before the return.",
    }),
  ],
  GST: [
    item({
      form: "GSTR-3B",
      description: "Monthly summary return with tax payment",
      due: "20th of every month",
      month: "Monthly",
      priority: "high",
      penalty: "₹50 per day",
      applicability:
        "Every registered taxpayer filing monthly (quarterly filers under QRMP file by the 22nd or 24th).",
      consequences:
        "Late fee of ₹50 a day (₹20 for nil returns) plus 18% interest on tax paid late.",
      tips: "Reconcile input tax credit with GSTR-2B before you file.",
    }),
    item({
      form: "GSTR-1",
      description: "Monthly statement of outward supplies (turnover above ₹1.5 crore)",
      due: "11th of every month",
      month: "Monthly",
      priority: "high",
      penalty: "₹50 per day",
      applicability:
        "Registered taxpayers with turnover above ₹1.5 crore, and others who opt to file monthly.",
      consequences: "Late fee, and your buyers cannot claim the input tax credit until you file.",
      tips: "Upload invoices through the month using the IFF or offline tool to avoid a last-day rush.",
    }),
    item({
      form: "GSTR-9",
      description: "Annual GST return",
      due: "31 December",
      month: "December",
      priority: "medium",
      penalty: "₹100 per day",
      applicability: "Registered taxpayers with aggregate turnover above ₹2 crore.",
      consequences: "Late fee of ₹100 a day under each of CGST and SGST, capped as notified.",
      tips: "Start from your books, not the returns: differences found now are cheaper than in an audit.",
    }),
  ],
  "Companies Act 2013": [
    item({
      form: "AOC-4",
      description: "Filing of financial statements with the Registrar of Companies",
      due: "30 October",
      month: "October",
      priority: "high",
      penalty: "₹100 per day",
      applicability: "Every company, within 30 days of its annual general meeting.",
      consequences:
        "Additional fee of ₹100 a day with no upper limit, and penalties on the company and its officers.",
      tips: "Hold the AGM on time and file as soon as the minutes are signed.",
    }),
    item({
      form: "MGT-7",
      description: "Annual return of the company",
      due: "29 November",
      month: "November",
      priority: "high",
      penalty: "₹100 per day",
      applicability:
        "Every company (small companies and OPCs file MGT-7A), within 60 days of the AGM.",
      consequences:
        "Additional fee of ₹100 a day with no upper limit; persistent default can get directors disqualified.",
      tips: "Keep the register of members up to date through the year: the return draws on it.",
    }),
    item({
      form: "DIR-3 KYC",
      description: "KYC of every director holding a DIN",
      due: "30 September",
      month: "September",
      priority: "high",
      penalty: "₹5,000 + DIN deactivation",
      applicability: "Every individual who holds a Director Identification Number.",
      consequences: "The DIN is deactivated until the KYC is filed with a ₹5,000 fee.",
      tips: "Keep the mobile number and email on record current: both are verified by OTP.",
    }),
  ],
  "LLP Act 2008": [
    item({
      form: "Form 8",
      description: "Statement of account and solvency of the LLP",
      due: "30 October",
      month: "October",
      priority: "high",
      penalty: "₹100 per day",
      applicability: "Every LLP, for the financial year ended 31 March.",
      consequences: "Additional fee of ₹100 a day with no upper limit.",
      tips: "Designated partners sign with their DSCs: make sure those are valid before the due date.",
    }),
    item({
      form: "Form 11",
      description: "Annual return of the LLP",
      due: "30 May",
      month: "May",
      priority: "high",
      penalty: "₹100 per day",
      applicability: "Every LLP, within 60 days of the end of the financial year.",
      consequences: "Additional fee of ₹100 a day with no upper limit.",
      tips: "Confirm partners' contributions and any changes in partners before filing.",
    }),
  ],
  "SEBI Regulations": [
    item({
      form: "Quarterly Results",
      description: "Financial results of listed entities for each quarter",
      due: "45 days from quarter end",
      month: "Quarterly",
      priority: "high",
      penalty: "₹1,00,000 per day",
      applicability:
        "Listed entities (the fourth quarter's audited results are due within 60 days).",
      consequences:
        "Fines levied by the stock exchanges for each day of delay, and possible suspension of trading.",
      tips: "Fix the board meeting date at the start of the quarter and tell the exchange in advance.",
    }),
  ],
  "Labour Laws": [
    item({
      form: "PF Return",
      description: "Monthly provident fund contribution and ECR filing",
      due: "15th of every month",
      month: "Monthly",
      priority: "medium",
      penalty: "₹25,000",
      applicability:
        "Establishments with 20 or more employees, and those that registered voluntarily.",
      consequences:
        "Damages and interest on late contributions, and prosecution for persistent default.",
      tips: "Pay the contribution and file the ECR together on the EPFO portal.",
    }),
  ],
  FEMA: [
    item({
      form: "FC-GPR",
      description: "Reporting of shares issued to a foreign investor",
      due: "15 July",
      month: "July",
      priority: "medium",
      penalty: "₹10,000",
      applicability: "Indian companies that issue shares to persons resident outside India.",
      consequences: "Late submission fee, and compounding of the contravention for longer delays.",
      tips: "Collect the KYC of the foreign investor from the remitting bank when the money arrives.",
    }),
  ],
  "Shops & Establishments Act": [
    item({
      form: "Annual Return",
      description: "Annual return under the state's Shops and Establishments Act",
      due: "31 January",
      month: "January",
      priority: "low",
      penalty: "₹500",
      applicability: "Shops and commercial establishments registered under the state Act.",
      consequences: "A fine under the state Act, and difficulty renewing the registration.",
      tips: "Check your state's rules: due dates and forms differ between states.",
    }),
  ],
  "Indian Partnership Act": [
    item({
      form: "Partnership Return",
      description: "Annual filings of a registered partnership firm",
      due: "31 July",
      month: "July",
      priority: "medium",
      penalty: "₹5,000",
      applicability:
        "Partnership firms (the income tax return of firms not liable to audit is due by 31 July).",
      consequences: "Late fee and interest, and the firm's losses cannot be carried forward.",
      tips: "Record any change in partners with the Registrar of Firms as it happens.",
    }),
  ],
  "Companies Act (Part IXA)": [],
};

/** Defaults as ComplianceData (the admin's storage shape). */
export const defaultComplianceData = (): ComplianceData =>
  structuredClone(DEFAULT_COMPLIANCE_DATA) as ComplianceData;
