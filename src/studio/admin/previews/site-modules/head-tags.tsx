/**
 * The site's HeadTags (src/components/head-tags.tsx) in the studio's preview: nothing. A page's
 * head tags are not seen in a preview, and react-helmet-async would write them into the studio's
 * own document, not the preview's frame.
 */
import type React from "react";

export function HeadTags(_props: { children: React.ReactNode }) {
  return null;
}
