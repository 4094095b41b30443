import React from "react";
import { HeadTags } from "./head-tags";
import { seoTags, type SeoInput } from "../shared/seo-tags";

export type SeoProps = SeoInput;

/**
 * A page's own head tags through react-helmet-async: rendered into the server HTML (gatsby-ssr)
 * and replaced, not piled up, on client-side navigation. The site-wide tags (language, build
 * hash, generator, icon) are the Layout's.
 */
export function Seo(props: SeoProps) {
  return (
    <HeadTags>
      {seoTags(props).map((tag) =>
        tag.tag === "title" ? (
          <title key="title">{tag.text}</title>
        ) : (
          React.createElement(tag.tag, { key: JSON.stringify(tag.attributes), ...tag.attributes })
        ),
      )}
    </HeadTags>
  );
}
