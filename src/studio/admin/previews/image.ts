/**
 * A picture of the preview as gatsby-plugin-image would describe it: the one file the studio serves
 * (no resized copies or modern formats, which only a build makes), at the width the page's query
 * asks for and the height of the file's own proportions, once the browser knows them.
 */
import React from "react";
import type { PreviewImage } from "./page-data";

export interface ImageSize {
  width: number;
  height: number;
}

/** The image data of a file of `size`, drawn at most `maxWidth` wide (the query's `width`), in the query's `aspectRatio` if it gives one. */
export function previewImage(
  src: string,
  size: ImageSize,
  maxWidth: number,
  aspectRatio?: number,
): PreviewImage {
  const width = Math.min(maxWidth, size.width);
  const height = aspectRatio ? width / aspectRatio : (size.height * width) / size.width;
  return { layout: "constrained", width, height, images: { fallback: { src } } };
}

/** The natural size of the image at `src`, once loaded; undefined until then or when it cannot be loaded. */
export function useImageSize(src: string | null): ImageSize | undefined {
  const [size, setSize] = React.useState<{ src: string; size: ImageSize }>();
  React.useEffect(() => {
    if (!src) return undefined;
    const image = new Image();
    image.onload = () =>
      setSize({ src, size: { width: image.naturalWidth, height: image.naturalHeight } });
    image.src = src;
    return () => {
      image.onload = null;
    };
  }, [src]);
  return size && size.src === src ? size.size : undefined;
}
