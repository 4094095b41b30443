/**
 * A real Gatsby build of a copy of the project whose data has a bad edit: the build must stop and
 * say which file, line, field and value are wrong, and what is allowed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parseDocument } from "yaml";

const ROOT = path.resolve(__dirname, "../..");
const PROJECT_FILES = ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "src", "data", "content", "static"];

function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-build-"));
  for (const name of PROJECT_FILES) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

function setField(file: string, fieldPath: Array<string | number>, value: unknown) {
  const doc = parseDocument(fs.readFileSync(file, "utf8"));
  doc.setIn(fieldPath, value);
  fs.writeFileSync(file, doc.toString());
}

function buildIn(dir: string, market = "DE") {
  const result = spawnSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_MARKET: market, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 180_000,
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replace(/\s+/g, " ");
  return { status: result.status, output, built: fs.existsSync(path.join(dir, "public/index.html")) };
}

describe("gatsby build with a bad data edit", () => {
  let dir: string;
  beforeEach(() => {
    dir = projectCopy();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("stops on a field that breaks its file's schema, naming file, line, field, value and what is allowed", () => {
    setField(path.join(dir, "data/regions/fr.yaml"), [2, "number"], "04 65 71 01 01");
    const { status, output, built } = buildIn(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/data\/regions\/fr\.yaml:\d+: field \[2\]\.number = "04 65 71 01 01": must be in international form/);
    expect(built).toBe(false);
  });

  it("stops on a reference to something another file does not have", () => {
    setField(path.join(dir, "data/countries/de.yaml"), ["mainNav", 1], "PARTNERS");
    const { status, output, built } = buildIn(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/data\/countries\/de\.yaml:\d+: field mainNav\[1\] = "PARTNERS": names a page this market does not have; its pages: HOME, SERVICES/);
    expect(built).toBe(false);
  });

  it("stops on an article whose front matter breaks a rule, naming the file and the field", () => {
    const article = path.join(dir, "content/blog/location-benne-lyon/index.mdx");
    fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace("type: article", "type: blogpost"));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/location-benne-lyon/index.mdx: field type = "blogpost": is not allowed; allowed: website, article');
    expect(built).toBe(false);
  });

  it("stops on an article naming an unknown region in a live-data block, naming the article", () => {
    const article = path.join(dir, "content/blog/location-benne-nantes/index.mdx");
    fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace('region="FR_NANTES"', 'region="FR_NANT"'));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/blog\/location-benne-nantes\/index\.mdx:\d+: field <RegionServices> region = "FR_NANT": is not a region of market FR/);
    expect(built).toBe(false);
  });
});
