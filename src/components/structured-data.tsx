import React from "react";
import { Helmet } from "react-helmet-async";
import type { Thing, WithContext } from "schema-dts";
import { jsonLdText } from "../shared/structured-data";

/** One JSON-LD node in the page's head, managed by react-helmet-async like the other head tags. */
export function StructuredData({ node }: { node: WithContext<Thing> }) {
  return (
    <Helmet>
      <script type="application/ld+json">{jsonLdText(node)}</script>
    </Helmet>
  );
}
