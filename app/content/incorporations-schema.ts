import { z } from "~/lib/zod";
import { incorporationSlugs } from "./incorporation-slugs";

/*
 * Schemas for the incorporation pages and their checklists (app/content/incorporations.ts and
 * app/content/incorporation-checklists.ts). The content modules import only the types, so zod never reaches the
 * browser; the records are validated in incorporations.test.ts and again when the PDFs are built.
 */
export const incorporationSlugSchema = z.enum(incorporationSlugs);

/** Icons are named, not imported, so the content stays plain data; the page maps names to lucide icons. */
export const advantageIcons = [
  "shield",
  "building",
  "trending",
  "infinity",
  "handshake",
  "transfer",
  "user",
  "scale",
  "wallet",
  "globe",
] as const;

const text = z.string().trim().min(3);

/**
 * A stage's duration: a number of days or a range with an en dash, in English ("1 day", "2–3 days") or in Telugu
 * ("1 రోజు", "2–3 రోజులు", "1 పని దినం", "2–3 పని దినాలు").
 */
export const durationPattern = /^\d+(–\d+)? (days?|రోజు(లు)?|పని (దినం|దినాలు))$/;

const sentence = z.string().trim().min(20);

export const pageMetaSchema = z.object({
  title: z.string().trim().min(10).max(70),
  description: z.string().trim().min(70).max(170),
});

export const incorporationSchema = z.object({
  slug: incorporationSlugSchema,
  /** "Private Limited Company": the entity's own name. */
  name: text,
  /** "Private Limited": used in short links and breadcrumbs. */
  shortName: text,
  meta: pageMetaSchema,
  hero: z.object({ eyebrow: text, title: text, promise: sentence }),
  overview: z.object({
    paragraphs: z.array(sentence).min(2).max(4),
    bestForTitle: text,
    bestFor: z.array(text).min(2).max(5),
  }),
  advantages: z
    .array(z.object({ icon: z.enum(advantageIcons), title: text, description: sentence }))
    .min(4)
    .max(6),
  requirements: z
    .array(z.object({ label: text, value: z.string().trim().min(1), note: sentence.optional() }))
    .min(4)
    .max(8),
  timeline: z
    .array(
      z.object({
        stage: text,
        /** "2–3 days"; in Telugu "2–3 రోజులు" or "2–3 పని దినాలు" (working days). */
        duration: z.string().regex(durationPattern),
        description: sentence,
      }),
    )
    .min(3)
    .max(5),
  timelineNote: sentence,
  cta: z.object({ title: text, text: sentence }),
});
export type Incorporation = z.infer<typeof incorporationSchema>;

export const checklistSchema = z.object({
  slug: incorporationSlugSchema,
  meta: pageMetaSchema,
  title: text,
  intro: sentence,
  minimum: z.object({ label: text, value: text }),
  categories: z
    .array(z.object({ title: text, items: z.array(text).min(2).max(10) }))
    .min(3)
    .max(6),
  /** File name of the PDF download, e.g. "private-limited-checklist.pdf". */
  pdfFileName: z.string().regex(/^[a-z-]+-checklist\.pdf$/),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistRulesSchema = z.object({
  title: text,
  intro: sentence,
  rules: z.array(z.object({ title: text, text: sentence })).length(6),
});
export type ChecklistRules = z.infer<typeof checklistRulesSchema>;
