/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../../src/components/picture";

/** What gatsbyImageData(width: 640, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF]) returns for a 1200 × 800 PNG. */
const hero: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 426.99999999999994,
  backgroundColor: "#f8f8f8",
  placeholder: { fallback: "data:image/png;base64,iVBORw0KGgo=" },
  images: {
    fallback: {
      src: "/static/a/hero-640.png",
      srcSet: "/static/a/hero-160.png 160w,\n/static/a/hero-640.png 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/a/hero-160.avif 160w,\n/static/a/hero-640.avif 640w",
        type: "image/avif",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
      {
        srcSet: "/static/a/hero-160.webp 160w,\n/static/a/hero-640.webp 640w",
        type: "image/webp",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
    ],
  },
};

describe("a picture", () => {
  it("offers each modern format as a source, then the original in an img with its size", () => {
    const { container } = render(
      <Picture image={hero} alt="Une benne livrée" className="page-intro__image" />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(
      sources.map((source) => [
        source.getAttribute("type"),
        source.getAttribute("srcset"),
        source.getAttribute("sizes"),
      ]),
    ).toEqual([
      ["image/avif", hero.images.sources![0].srcSet, "(min-width: 640px) 640px, 100vw"],
      ["image/webp", hero.images.sources![1].srcSet, "(min-width: 640px) 640px, 100vw"],
    ]);
    const img = screen.getByRole("img", { name: "Une benne livrée" });
    expect(img.parentElement?.tagName).toBe("PICTURE");
    expect(img).toHaveAttribute("src", "/static/a/hero-640.png");
    expect(img).toHaveAttribute("srcset", hero.images.fallback!.srcSet);
    expect(img).toHaveAttribute("sizes", "(min-width: 640px) 640px, 100vw");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "427"); // whole pixels, as HTML wants
    expect(img).toHaveClass("picture__image", "page-intro__image");
  });

  it("loads lazily unless it is the page's first image, which is fetched at once and first", () => {
    const { rerender } = render(<Picture image={hero} alt="" />);
    const img = () => screen.getByRole("presentation");
    expect(img()).toHaveAttribute("loading", "lazy");
    expect(img()).not.toHaveAttribute("fetchpriority");
    rerender(<Picture image={hero} alt="" priority />);
    expect(img()).toHaveAttribute("loading", "eager");
    expect(img()).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the blurred placeholder as its background, without any script", () => {
    render(<Picture image={hero} alt="Une benne" />);
    expect(screen.getByRole("img").style.backgroundImage).toBe(
      'url("data:image/png;base64,iVBORw0KGgo=")',
    );
    render(
      <Picture
        image={{ ...hero, placeholder: undefined, backgroundColor: undefined }}
        alt="Sans flou"
      />,
    );
    expect(screen.getByRole("img", { name: "Sans flou" })).not.toHaveAttribute("style");
  });

  it("shows the image's dominant colour as its background when the query asked for that placeholder", () => {
    // gatsbyImageData(placeholder: DOMINANT_COLOR) gives a backgroundColor and no placeholder image.
    render(
      <Picture
        image={{ ...hero, placeholder: undefined, backgroundColor: "#a8784a" }}
        alt="Une carte"
      />,
    );
    const img = screen.getByRole("img", { name: "Une carte" });
    expect(img.style.backgroundColor).toBe("rgb(168, 120, 74)");
    expect(img.style.backgroundImage).toBe("");
  });

  it("needs the original format for its img", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(<Picture image={{ ...hero, images: { sources: hero.images.sources } }} alt="" />),
    ).toThrow(/add AUTO to the gatsbyImageData formats/);
  });
});
