import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureProps {
  /** What gatsby-transformer-sharp's `gatsbyImageData` resolver made: sizes, formats, placeholder. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /**
   * The page's first, largest image (the hero, an article's cover, the blog listing's first card):
   * fetched at once and before the other images. Every other picture loads lazily, when it comes
   * near the view.
   */
  priority?: boolean;
}

/**
 * A responsive image as plain HTML: one `<source>` per modern format, the original format as the
 * `<img>` fallback, and `width`/`height` so the browser reserves its box before it loads (no layout
 * shift). The placeholder is the image's CSS background, shown until the picture paints over it,
 * without any script: a blurred copy of the image where the query asks for one (the default), its
 * dominant colour where it asks for DOMINANT_COLOR (the listings' cards,
 * docs/decisions.md#d77-a-listings-pictures-wait-on-their-dominant-colour). Our images are opaque,
 * so it never shows through once loaded.
 *
 * gatsby-plugin-image still makes the files (at build time); its `GatsbyImage` component is not
 * used, as its lazy markup is not valid HTML without its script and its hydration chunk carries a
 * copy of react-dom/server to every page with a picture.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  // The <img> must have a src: the original format, `auto` in gatsby-plugin-sharp's defaults
  // (gatsby-config.ts) and AUTO in a query that lists its own formats.
  if (!fallback)
    throw new Error(
      `An image has no fallback format (add AUTO to the gatsbyImageData formats of its query): ${JSON.stringify(sources)}`,
    );
  // The placeholder is per image (a few hundred bytes of data URI, or a colour), so it cannot live in the stylesheet.
  const blurred = image.placeholder?.fallback;
  const placeholder = blurred
    ? { backgroundImage: `url("${blurred}")` }
    : image.backgroundColor
      ? { backgroundColor: image.backgroundColor }
      : undefined;
  const imgClassName = ["picture__image", className].filter(Boolean).join(" ");
  // React 18 does not know `fetchPriority` yet: the lowercase attribute is passed through as it is.
  const loadingAttributes = priority
    ? { loading: "eager" as const, fetchpriority: "high" }
    : { loading: "lazy" as const, decoding: "async" as const };
  return (
    <picture className="picture">
      {sources.map((source) => (
        <source
          key={source.type ?? source.media}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={imgClassName}
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.srcSet ? fallback.sizes : undefined}
        // sharp's sizes keep the source's ratio (426.99999999999994); HTML wants whole pixels.
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        {...loadingAttributes}
        style={placeholder}
      />
    </picture>
  );
}
