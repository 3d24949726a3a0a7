export interface PortalLink {
  name: string;
  fullName: string;
  url: string;
}

/** The nine official portals of the Quick Access strip. */
export const portals: PortalLink[] = [
  {
    name: "MCA",
    fullName: "Ministry of Corporate Affairs",
    url: "https://www.mca.gov.in/",
  },
  {
    name: "Startup India",
    fullName: "Startup India portal (DPIIT recognition)",
    url: "https://www.startupindia.gov.in/",
  },
  {
    name: "GST",
    fullName: "Goods and Services Tax portal",
    url: "https://www.gst.gov.in/",
  },
  {
    name: "DPIIT",
    fullName: "Department for Promotion of Industry and Internal Trade",
    url: "https://dpiit.gov.in/",
  },
  {
    name: "Income Tax",
    fullName: "Income Tax Department e-filing",
    url: "https://www.incometax.gov.in/",
  },
  {
    name: "IP India",
    fullName: "Trade Marks Registry and Patent Office",
    url: "https://ipindia.gov.in/",
  },
  {
    name: "EPFO",
    fullName: "Employees' Provident Fund Organisation",
    url: "https://www.epfindia.gov.in/",
  },
  {
    name: "ESIC",
    fullName: "Employees' State Insurance Corporation",
    url: "https://www.esic.gov.in/",
  },
  {
    name: "Udyam",
    fullName: "MSME Udyam Registration",
    url: "https://udyamregistration.gov.in/",
  },
];

export const portalStripText = {
  title: "Quick access to official portals",
  newTab: "(opens in a new tab)",
};
