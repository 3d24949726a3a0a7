import type { SiteConfig } from "./site-schema";

/**
 * The firm's identity: the only place a phone number, email, address or site URL is written.
 * The defaults are placeholders a firm replaces. Build-time variables (see README) override the URL and endpoints.
 * Validated against `siteConfigSchema` during the build (see app/root.tsx) and in site.test.ts.
 */
const env = import.meta.env ?? {};

function socialFromEnv(): SiteConfig["social"] {
  const networks = ["linkedin", "facebook", "instagram", "x", "youtube"] as const;
  return networks.flatMap((network) => {
    const url = env[`VITE_SOCIAL_${network.toUpperCase()}`] as string | undefined;
    return url ? [{ network, url }] : [];
  });
}

export const site: SiteConfig = {
  name: "Niyama Corporate Advisors",
  shortName: "Niyama",
  tagline: "Company secretaries for founders: incorporate, stay compliant and grow.",
  siteUrl: (env.VITE_SITE_URL as string | undefined) || "https://www.niyama.example",
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  whatsapp: "919876543210",
  email: "hello@niyama.example",
  address: {
    street: "2nd Floor, Lakshmipuram Main Road",
    locality: "Guntur",
    region: "Andhra Pradesh",
    postalCode: "522007",
    country: "IN",
    countryName: "India",
  },
  map: { latitude: 16.3067, longitude: 80.4365, zoom: 15 },
  hours: "Monday to Saturday, 10:00 AM to 6:30 PM IST",
  openingHours: { days: [1, 2, 3, 4, 5, 6], opens: "10:00", closes: "18:30" },
  social: socialFromEnv(),
  foundedYear: 2016,
  claims: {
    registrationDays: "7-10",
    consultationMinutes: 30,
    replyWithinHours: 24,
    regions: "Andhra Pradesh, Telangana and pan-India",
  },
  // The firm lists its company secretaries here (see README, Configuration); the About page shows them only then.
  team: [],
  endpoints: {
    contact: (env.VITE_CONTACT_ENDPOINT as string | undefined) || undefined,
    newsletter: (env.VITE_NEWSLETTER_ENDPOINT as string | undefined) || undefined,
  },
};

/** Whole years since the practice began, on a given day (the build's, for the prerendered pages). */
export function yearsInPractice(on: Date, foundedYear = site.foundedYear): number {
  return Math.max(0, on.getFullYear() - foundedYear);
}

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, ${site.address.countryName}`;
export const telHref = `tel:${site.phone.e164}`;
export const mailtoHref = `mailto:${site.email}`;
export const absoluteUrl = (path: string) => `${site.siteUrl}${path === "/" ? "" : path}`;
