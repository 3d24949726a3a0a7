/** Prefilled first messages for WhatsApp links, one per topic. Build links with lib/whatsapp.ts. */
export const whatsappGreetings = {
  general: "Hello! I found your website and would like to talk about my business requirements.",
  startup:
    "Hello! I would like help registering my startup under Startup India (DPIIT recognition).",
  incorporation:
    "Hello! I would like to incorporate a company in India. Can you guide me through the process?",
  international: "Hello! I want to set up a company overseas. Can we discuss the options?",
  compliance: "Hello! I need help with my company's annual compliance and ROC filings.",
  taxation: "Hello! I have a question about GST and business taxation.",
  ipr: "Hello! I want to protect my brand. Can you help with trademark or IP registration?",
  legal: "Hello! I need help drafting or reviewing a business agreement.",
  closure: "Hello! I want to close my company or LLP. Can you explain the process?",
} as const;

export type GreetingTopic = keyof typeof whatsappGreetings;
