import React from "react";
import { HeadTags } from "./head-tags";
import type { Thing, WithContext } from "schema-dts";
import { jsonLdText } from "../shared/structured-data";

/** One JSON-LD node in the page's head, managed by react-helmet-async like the other head tags. */
export function StructuredData({ node }: { node: WithContext<Thing> }) {
  return (
    <HeadTags>
      <script type="application/ld+json">{jsonLdText(node)}</script>
    </HeadTags>
  );
}
