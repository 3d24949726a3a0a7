/**
 * The words on the generated Open Graph / Twitter share images (1200x630 PNG, one per section of the site).
 * scripts/generate-images.mjs renders them at build time with the firm's name from app/config/site.ts;
 * app/lib/share-image.ts picks the section for a page from its path.
 */
import { site } from "../config/site";

export const shareSections = [
  "default",
  "services",
  "blog",
  "due-dates",
  "contact",
  "about",
  "cities",
] as const;

export type ShareSection = (typeof shareSections)[number];

export interface ShareImageText {
  /** Large heading on the image. */
  title: string;
  /** One supporting line beneath it. */
  subtitle: string;
}

export const shareImageText: Record<ShareSection, ShareImageText> = {
  default: {
    title: "Company secretaries for founders",
    subtitle: "Incorporation, ROC compliance, GST and trademarks, handled on time.",
  },
  services: {
    title: "Incorporation, compliance and tax services",
    subtitle: "Private limited, LLP and OPC registration, annual filings, GST and IPR.",
  },
  blog: {
    title: "Compliance insights",
    subtitle: "Plain-language notes on ROC filings, KYC, LLP rules and due dates.",
  },
  "due-dates": {
    title: "Compliance due dates",
    subtitle: "Every ROC, income tax and GST deadline of the year, with penalties.",
  },
  contact: {
    title: "Talk to a company secretary",
    subtitle: `Book a free consultation or write to us. We reply within ${site.claims.replyWithinHours} hours.`,
  },
  about: {
    title: "About the firm",
    subtitle: "A company-secretarial practice serving Andhra Pradesh, Telangana and India.",
  },
  cities: {
    title: "Company registration near you",
    subtitle: "Serving founders across Andhra Pradesh and Telangana, in person and online.",
  },
};
