import { z } from "~/lib/zod";

const url = z.url({ protocol: /^https?$/ });
const optionalEndpoint = z.union([url, z.literal("")]).optional();

export const siteConfigSchema = z.object({
  name: z.string().min(2),
  shortName: z.string().min(2),
  tagline: z.string().min(10),
  siteUrl: url.refine((u) => !u.endsWith("/"), "siteUrl must not end with a slash"),
  phone: z.object({
    display: z.string().min(8),
    /** E.164 without spaces, used in tel: links */
    e164: z.string().regex(/^\+\d{8,15}$/, "phone.e164 must look like +919876543210"),
  }),
  /** WhatsApp number in international form without + (wa.me format) */
  whatsapp: z.string().regex(/^\d{8,15}$/, "whatsapp must be digits only, with country code"),
  email: z.email(),
  address: z.object({
    street: z.string().min(3),
    locality: z.string().min(2),
    region: z.string().min(2),
    postalCode: z.string().regex(/^\d{6}$/),
    country: z.literal("IN"),
    countryName: z.string(),
  }),
  map: z.object({
    latitude: z.number(),
    longitude: z.number(),
    zoom: z.number().int().min(1).max(20),
  }),
  hours: z.string().min(3),
  /**
   * When the office takes consultations, in India's time (IST), for the booking form: the days it is open (ISO
   * weekdays, 1 Monday to 7 Sunday) and its opening and closing times ("HH:MM", 24-hour). `hours` says the same in
   * words.
   */
  openingHours: z.object({
    days: z.array(z.number().int().min(1).max(7)).min(1),
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  }),
  social: z.array(
    z.object({ network: z.enum(["linkedin", "facebook", "instagram", "x", "youtube"]), url }),
  ),
  /** The year the practice began: the site derives "since" and years in practice from it, never a count of its own. */
  foundedYear: z.number().int().min(1900),
  /**
   * What the firm states about its service: particulars of the practice, allowed by the ICSI's advertisement
   * guidelines. Counts of clients, success rates and on-time percentages are not particulars but attainments the
   * guidelines keep off a practising company secretary's website, so there is no field for them
   * (docs/decisions/037-what-a-practising-cs-site-may-say.md); `strict` makes the build fail if one is added.
   */
  claims: z
    .object({
      /** Working days a typical company registration takes ("7-10"), stated with the Registrar's queue as the caveat. */
      registrationDays: z.string().regex(/^\d+(-\d+)?$/, "registrationDays looks like 7-10"),
      consultationMinutes: z.number().int().positive(),
      replyWithinHours: z.number().int().positive(),
      regions: z.string(),
    })
    .strict(),
  /**
   * The firm's company secretaries, shown on the About page only when listed: never invented. Each with the ICSI
   * membership number (A12345 for an associate, F1234 for a fellow) and, for those in practice, the certificate of
   * practice number.
   */
  team: z.array(
    z
      .object({
        name: z.string().min(2),
        membershipNumber: z
          .string()
          .regex(/^[AF]\d{1,6}$/, "membershipNumber is the ICSI number, like A12345 or F1234"),
        certificateOfPractice: z
          .string()
          .regex(/^\d{1,6}$/, "certificateOfPractice is the number on the ICSI certificate")
          .optional(),
        role: z.enum(["proprietor", "partner", "associate"]),
      })
      .strict(),
  ),
  endpoints: z.object({ contact: optionalEndpoint, newsletter: optionalEndpoint }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
