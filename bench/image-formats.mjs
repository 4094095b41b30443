#!/usr/bin/env node
/**
 * What each image format buys on our own pictures, and what it costs to encode: every picture of
 * content/images/ and every blog cover, at the widths its query asks gatsbyImageData for
 * (gatsby-plugin-sharp's own size calculation), encoded as gatsby-plugin-sharp encodes them
 * (sharp, quality 50 unless a query says otherwise; PNG palette-quantised at compression level 9).
 *
 *   node bench/image-formats.mjs
 *
 * Prints bytes (deterministic) and encode seconds (noisy: the load average is printed beside them).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { calculateImageSizes } from "gatsby-plugin-sharp/utils.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The gatsbyImageData arguments of the queries (page-queries/*-query.tsx), by picture group. */
const GROUPS = [
  { name: "home hero (home-query, width 640)", files: ["content/images/hero.png"], width: 640 },
  {
    name: "service illustrations (service-query, width 560)",
    files: fs
      .readdirSync(path.join(root, "content/images"))
      .filter((f) => f.endsWith(".png") && f !== "hero.png")
      .map((f) => `content/images/${f}`),
    width: 560,
  },
  {
    name: "article covers (blog-post-query, width 960)",
    files: covers(),
    width: 960,
    aspectRatio: 1.905,
  },
  {
    name: "blog index cards (blog-query, width 400)",
    files: covers(),
    width: 400,
    aspectRatio: 1.905,
  },
];

function covers() {
  const blogDir = path.join(root, "content/blog");
  return fs
    .readdirSync(blogDir)
    .map((slug) => path.join("content/blog", slug, "cover.png"))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** gatsby-plugin-sharp's encoder settings (node_modules/gatsby-plugin-sharp/process-file.js). */
const ENCODERS = {
  png: (pipeline) =>
    pipeline.png({ compressionLevel: 9, adaptiveFiltering: false, quality: 50, force: true }),
  webp: (pipeline) => pipeline.webp({ quality: 50, force: true }),
  avif: (pipeline) => pipeline.avif({ quality: 50, force: true }),
};

async function encode(file, width, height, format) {
  const started = process.hrtime.bigint();
  const buffer = await ENCODERS[format](
    sharp(path.join(root, file)).resize(width, height, { fit: "cover", position: "attention" }),
  ).toBuffer();
  return { bytes: buffer.length, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

// One image at a time: the seconds are of one encoder thread's work, comparable between formats.
sharp.concurrency(1);
const rows = [];
for (const group of GROUPS) {
  const totals = Object.fromEntries(
    Object.keys(ENCODERS).map((format) => [format, { bytes: 0, seconds: 0, largestBytes: 0 }]),
  );
  let variants = 0;
  for (const file of group.files) {
    const metadata = await sharp(path.join(root, file)).metadata();
    const { sizes, aspectRatio } = calculateImageSizes({
      file: { absolutePath: file },
      layout: "constrained",
      width: group.width,
      aspectRatio: group.aspectRatio,
      imgDimensions: metadata,
      reporter: { warn: () => {} },
    });
    for (const size of sizes) {
      variants += 1;
      const width = Math.round(size);
      for (const format of Object.keys(ENCODERS)) {
        const { bytes, seconds } = await encode(
          file,
          width,
          Math.round(width / aspectRatio),
          format,
        );
        totals[format].bytes += bytes;
        totals[format].seconds += seconds;
        // The largest width is what a phone at 2× (and every desktop) downloads.
        if (size === Math.max(...sizes)) totals[format].largestBytes += bytes;
      }
    }
  }
  rows.push({ group: group.name, pictures: group.files.length, variants, totals });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `Load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}\n`,
);
console.log(
  "| Pictures | Files × widths | Format | All widths KB | Largest width KB | vs PNG | Encode s |",
);
console.log("|---|---|---|---|---|---|---|");
for (const { group, pictures, variants, totals } of rows) {
  for (const [format, total] of Object.entries(totals)) {
    const ratio = total.largestBytes / totals.png.largestBytes;
    console.log(
      `| ${group} | ${pictures} × ${(variants / pictures).toFixed(1)} | ${format} | ${kb(total.bytes)} | ${kb(total.largestBytes)} | ${ratio.toFixed(2)} | ${total.seconds.toFixed(2)} |`,
    );
  }
}
