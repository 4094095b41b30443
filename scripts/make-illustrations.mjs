#!/usr/bin/env node
/**
 * Renders the hand-drawn SVG illustrations to PNG (nothing is fetched):
 *
 *   assets/illustrations/<name>.svg  ->  content/images/<name>.png  (1200×800)
 *   assets/social-card.svg           ->  static/social-card.png     (1200×630)
 *
 *   node scripts/make-illustrations.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceDir = path.join(root, "assets", "illustrations");
const imagesDir = path.join(root, "content", "images");

/** Rasterises one SVG file to a palette PNG of exactly width × height. */
async function render(from, to, width, height) {
  const svg = fs.readFileSync(from);
  await sharp(svg, { density: 96 })
    .resize(width, height, { fit: "fill" })
    .png({ compressionLevel: 9, palette: true })
    .toFile(to);
  const { size } = fs.statSync(to);
  console.log(`${path.relative(root, to)}  ${width}×${height}  ${(size / 1024).toFixed(1)} KB`);
}

async function main() {
  const jobs = fs
    .readdirSync(sourceDir)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => [
      path.join(sourceDir, name),
      path.join(imagesDir, name.replace(/\.svg$/, ".png")),
      1200,
      800,
    ]);
  if (jobs.length === 0) throw new Error(`no SVG found in ${path.relative(root, sourceDir)}`);
  jobs.push([
    path.join(root, "assets", "social-card.svg"),
    path.join(root, "static", "social-card.png"),
    1200,
    630,
  ]);

  fs.mkdirSync(imagesDir, { recursive: true });
  fs.mkdirSync(path.join(root, "static"), { recursive: true });
  for (const [from, to, width, height] of jobs) await render(from, to, width, height);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
