import type { LucideIcon } from "lucide-react";
import { z } from "~/lib/zod";
import { whatsappGreetings, type GreetingTopic } from "../whatsapp-greetings";

/*
 * One schema for every services page (the overview, the eight service pages and the Startup India guide).
 * Content modules import only the inferred types (`import type`), so zod never reaches the browser; the records are
 * validated by service-pages.test.ts, which runs in `npm test` before the build.
 */
const text = z.string().trim().min(1);
const icon = z.custom<LucideIcon>(
  (v) => v != null && (typeof v === "function" || typeof v === "object"),
  "expected a lucide-react icon",
);
const sectionId = z.string().regex(/^[a-z0-9-]+$/, "kebab-case section id");
const greetingTopics = Object.keys(whatsappGreetings) as [GreetingTopic, ...GreetingTopic[]];

/** A button or link: an internal page, or a WhatsApp chat with the page's greeting. */
export const actionSchema = z.union([
  z.strictObject({ label: text, to: z.string().regex(/^\/[a-z0-9/-]*$/, "internal path") }),
  z.strictObject({ label: text, whatsapp: z.literal(true) }),
]);

export const serviceCardSchema = z.strictObject({
  icon: icon.optional(),
  title: text,
  description: text,
  /** Small pill, e.g. "Step 1" or "Popular". */
  badge: text.optional(),
  highlight: text.optional(),
  listTitle: text.optional(),
  features: z.array(text).optional(),
  /** Its label must say where the link leads. */
  link: actionSchema.optional(),
});

const sectionBase = {
  id: sectionId,
  title: text,
  eyebrow: text.optional(),
  intro: text.optional(),
};

export const blockSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    ...sectionBase,
    kind: z.literal("cards"),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    cards: z.array(serviceCardSchema).min(1),
  }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal("steps"),
    steps: z
      .array(z.strictObject({ step: z.number().int().positive(), title: text, description: text }))
      .min(2),
  }),
  z.strictObject({ ...sectionBase, kind: z.literal("checklist"), items: z.array(text).min(2) }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal("notice"),
    variant: z.enum(["warning", "info"]),
    points: z.array(text).optional(),
    link: actionSchema.optional(),
  }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal("table"),
    caption: text,
    columns: z.tuple([text, text]),
    rows: z.array(z.tuple([text, text])).min(1),
    note: text.optional(),
  }),
  z.strictObject({
    ...sectionBase,
    kind: z.literal("faq"),
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
]);

export const servicePageSchema = z
  .strictObject({
    path: z.string().regex(/^\/services(\/[a-z0-9-]+)?$/),
    meta: z.strictObject({
      title: text.max(70),
      description: z.string().min(70).max(170),
    }),
    /** Label of the page's own breadcrumb. */
    crumb: text,
    /** Present on pages that describe one service: becomes its Service JSON-LD. */
    service: z.strictObject({ name: text, serviceType: text }).optional(),
    greeting: z.enum(greetingTopics).optional(),
    hero: z.strictObject({
      eyebrow: text.optional(),
      title: text,
      promise: text,
      primary: actionSchema,
      secondary: actionSchema.optional(),
      trust: z.array(text).optional(),
      illustration: z
        .strictObject({
          src: z.string().regex(/^\/illustrations\/[a-z0-9-]+\.svg$/),
          alt: text,
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        })
        .optional(),
    }),
    sections: z.array(blockSchema).min(1),
    cta: z
      .strictObject({
        title: text,
        text,
        primary: actionSchema,
        secondary: actionSchema.optional(),
      })
      .optional(),
  })
  .superRefine((page, ctx) => {
    const ids = page.sections.map((s) => s.id);
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) ctx.addIssue({ code: "custom", message: `duplicate section id "${dup}"` });
    if (JSON.stringify(page).includes('"whatsapp":true') && !page.greeting)
      ctx.addIssue({ code: "custom", message: "a WhatsApp action needs the page's greeting" });
  });

export type ServiceAction = z.infer<typeof actionSchema>;
export type ServiceCardItem = z.infer<typeof serviceCardSchema>;
export type ServiceBlock = z.infer<typeof blockSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;
