import { Building, Building2, User, Users } from "lucide-react";
import type { ServiceCardItem } from "./service-page-schema";

/**
 * The four Indian incorporation types as cards (title, description, four features, link to its page).
 * Card shows the link only when the page exists.
 */
export const incorporationTypeCards = [
  {
    icon: Building2,
    title: "Private Limited Company",
    description:
      "The structure investors expect: a separate legal entity whose owners risk only what they put in, with shares you can issue to co-founders, employees and funds.",
    features: [
      "2 to 200 shareholders, 2 to 15 directors",
      "At least one director resident in India",
      "Ready for equity funding and ESOPs",
      "Recognised for Startup India benefits",
    ],
    link: {
      label: "Private Limited Company registration",
      to: "/services/incorporations/private-limited",
    },
  },
  {
    icon: Building,
    title: "Public Limited Company",
    description:
      "For larger ventures that need a wide shareholder base or plan to list on a stock exchange, with stricter governance to match.",
    features: [
      "At least 3 directors and 7 shareholders",
      "No minimum paid-up capital",
      "Shares freely transferable",
      "Can raise money from the public",
    ],
    link: {
      label: "Public Limited Company registration",
      to: "/services/incorporations/public-limited",
    },
  },
  {
    icon: Users,
    title: "Limited Liability Partnership (LLP)",
    description:
      "A partnership with a company's shield: partners run the business together while their personal assets stay protected.",
    features: [
      "Two or more partners, no upper limit",
      "At least one designated partner resident in India",
      "No minimum capital contribution",
      "Two annual returns: Form 11 and Form 8",
    ],
    link: { label: "LLP registration", to: "/services/incorporations/llp" },
  },
  {
    icon: User,
    title: "One Person Company (OPC)",
    description:
      "Limited liability for a founder working alone: one director, one shareholder and a nominee who steps in if needed.",
    features: [
      "One director and one shareholder",
      "A nominee who is an Indian citizen",
      "Personal assets kept separate",
      "Converts to a private company as you grow",
    ],
    link: { label: "One Person Company registration", to: "/services/incorporations/opc" },
  },
] satisfies ServiceCardItem[];
