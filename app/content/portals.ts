import type { LucideIcon } from "lucide-react";
import {
  BadgeIndianRupee,
  Briefcase,
  Building2,
  Factory,
  HeartPulse,
  Landmark,
  Lightbulb,
  Receipt,
  Rocket,
} from "lucide-react";

export interface PortalLink {
  name: string;
  fullName: string;
  url: string;
  icon: LucideIcon;
}

/** The nine official portals of the Quick Access strip. */
export const portals: PortalLink[] = [
  {
    name: "MCA",
    fullName: "Ministry of Corporate Affairs",
    url: "https://www.mca.gov.in/",
    icon: Landmark,
  },
  {
    name: "Startup India",
    fullName: "Startup India portal (DPIIT recognition)",
    url: "https://www.startupindia.gov.in/",
    icon: Rocket,
  },
  {
    name: "GST",
    fullName: "Goods and Services Tax portal",
    url: "https://www.gst.gov.in/",
    icon: Receipt,
  },
  {
    name: "DPIIT",
    fullName: "Department for Promotion of Industry and Internal Trade",
    url: "https://dpiit.gov.in/",
    icon: Factory,
  },
  {
    name: "Income Tax",
    fullName: "Income Tax Department e-filing",
    url: "https://www.incometax.gov.in/",
    icon: BadgeIndianRupee,
  },
  {
    name: "IP India",
    fullName: "Trade Marks Registry and Patent Office",
    url: "https://ipindia.gov.in/",
    icon: Lightbulb,
  },
  {
    name: "EPFO",
    fullName: "Employees' Provident Fund Organisation",
    url: "https://www.epfindia.gov.in/",
    icon: Briefcase,
  },
  {
    name: "ESIC",
    fullName: "Employees' State Insurance Corporation",
    url: "https://www.esic.gov.in/",
    icon: HeartPulse,
  },
  {
    name: "Udyam",
    fullName: "MSME Udyam Registration",
    url: "https://udyamregistration.gov.in/",
    icon: Building2,
  },
];

export const portalStripText = {
  title: "Quick access to official portals",
  newTab: "(opens in a new tab)",
};
