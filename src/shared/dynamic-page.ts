/**
 * What a /de/{slug+} page file of content/dynamic/ holds (docs/rules.md#dynamic-pages): the schema
 * the build and the studio check it with, and the content the page renders from its page data.
 * The contract between src/node/ (which reads and typesets the files) and the template.
 */
import { z } from "zod";

const text = z.string().trim().min(1, { message: "must be a non-empty text" });

export const DYNAMIC_ACTIONS = ["order", "call", "none"] as const;

export const dynamicPageSchema = z
  .object({
    /** The page's title: <title>, og:title and, unless `heading` is given, its h1. */
    title: text,
    /** The search-engine description (required, docs/rules.md#page-image). */
    description: text,
    heading: text.optional(),
    /** A lead paragraph under the heading. */
    intro: text.optional(),
    sections: z
      .array(
        z
          .object({
            title: text,
            paragraphs: z.array(text).min(1, { message: "must have at least one paragraph" }),
          })
          .strict(),
      )
      .default([]),
    /** What the page ends with: the order-or-call buttons, the call button only, or nothing. */
    action: z.enum(DYNAMIC_ACTIONS).default("order"),
  })
  .strict();

export type DynamicPageContent = z.infer<typeof dynamicPageSchema>;
