#!/usr/bin/env node
/**
 * Draws a cover illustration for every article in content/blog (and content/blog-testing) that has
 * none yet: content/blog/<slug>/cover.png, 1200×630, drawn here from SVG (no image is fetched), and
 * adds `image: ./cover.png` to the article's front matter. Existing covers are left alone, unless
 * --redraw is given. The cover's label is the article's first tag as the article itself spells it
 * (the tag `ile-de-france` is written "Île-de-France" in its text), in capitals that keep their
 * accents ("ÎLE-DE-FRANCE").
 *
 *   node scripts/make-blog-covers.mjs [--redraw]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { spelledTag } from "../src/rules/blog/tag-spelling.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PALETTES = {
  "guides-locaux": ["#0b6e4f", "#e8f3ee"],
  "regles-dechets": ["#1f4e79", "#e7eef6"],
  "location-engins": ["#9a5b00", "#fbf1e2"],
};

/** A skip (benne) seen from the side. */
const skip = (fill) => `
  <path d="M330 300 L870 300 L800 470 L400 470 Z" fill="${fill}"/>
  <rect x="300" y="282" width="600" height="26" rx="8" fill="${fill}"/>
  <circle cx="450" cy="492" r="26" fill="#1b2430"/><circle cx="750" cy="492" r="26" fill="#1b2430"/>
  <rect x="440" y="230" width="90" height="60" rx="6" fill="#f2a900" transform="rotate(-8 485 260)"/>
  <rect x="560" y="220" width="120" height="70" rx="6" fill="#c9ced6" transform="rotate(6 620 255)"/>
  <rect x="700" y="240" width="80" height="50" rx="6" fill="#7a8594"/>`;

/** A small excavator. */
const excavator = (fill) => `
  <rect x="360" y="400" width="360" height="60" rx="30" fill="#1b2430"/>
  <rect x="400" y="300" width="240" height="100" rx="12" fill="${fill}"/>
  <rect x="420" y="240" width="110" height="70" rx="10" fill="${fill}"/>
  <rect x="432" y="252" width="86" height="46" rx="6" fill="#dfe7ef"/>
  <path d="M630 320 L780 220 L800 240 L660 350 Z" fill="${fill}"/>
  <path d="M770 225 L860 330 L838 346 L752 246 Z" fill="${fill}"/>
  <path d="M828 320 L900 330 L880 400 L810 370 Z" fill="#1b2430"/>`;

/** The cover's label: the first tag as the article spells it, else the tag with its hyphens as spaces. */
export function coverLabel(tag, text) {
  return (spelledTag(tag, text) ?? tag.replace(/-/g, " ")).toLocaleUpperCase("fr");
}

function coverSvg({ category, label, seed }) {
  const [ink, paper] = PALETTES[category] ?? PALETTES["guides-locaux"];
  const shift = (seed % 5) * 24;
  const drawing = category === "location-engins" ? excavator(ink) : skip(ink);
  const text = label.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${paper}"/>
  <circle cx="${980 - shift}" cy="${140 + shift}" r="${160 + shift}" fill="${ink}" opacity="0.08"/>
  <circle cx="${160 + shift}" cy="560" r="220" fill="${ink}" opacity="0.06"/>
  <rect x="0" y="540" width="1200" height="90" fill="${ink}" opacity="0.9"/>
  ${drawing}
  <text x="60" y="600" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#fff">${text}</text>
</svg>`;
}

async function main() {
  const redraw = process.argv.includes("--redraw");
  let made = 0;
  for (const collection of ["content/blog", "content/blog-testing"]) {
    const dir = path.join(root, collection);
    if (!fs.existsSync(dir)) continue;
    for (const slug of fs.readdirSync(dir).sort()) {
      const article = path.join(dir, slug, "index.mdx");
      const cover = path.join(dir, slug, "cover.png");
      if (!fs.existsSync(article) || (fs.existsSync(cover) && !redraw)) continue;
      const source = fs.readFileSync(article, "utf8");
      const category = /^category:\s*(\S+)/m.exec(source)?.[1] ?? "guides-locaux";
      const tag = /^tags:\s*\[([^\],]+)/m.exec(source)?.[1]?.trim() ?? slug;
      const title = /^title:\s*(.*)$/m.exec(source)?.[1] ?? "";
      const label = coverLabel(tag, `${title}\n${source.replace(/^---[\s\S]*?\n---\n/, "")}`);
      const seed = crypto.createHash("sha1").update(slug).digest()[0];
      await sharp(Buffer.from(coverSvg({ category, label, seed })))
        .png({ compressionLevel: 9, palette: true, quality: 90 })
        .toFile(cover);
      if (!/^image:/m.test(source))
        fs.writeFileSync(article, source.replace(/^type: /m, "image: ./cover.png\ntype: "));
      made += 1;
    }
  }
  console.log(`${made} cover${made === 1 ? "" : "s"} drawn`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
