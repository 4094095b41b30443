/**
 * The GitHub Actions pipeline (.github/workflows/), checked here since no forge runs in the tests:
 * each file against the forge's schema (@action-validator/core, offline), every command a job runs
 * against the project's scripts, and the markets it builds against data/countries/.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";
import { marketKeys } from "../../src/node/market-files.mjs";

const root = path.resolve(__dirname, "../..");
const dir = path.join(root, ".github/workflows");
const files = fs
  .readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();
const scripts = Object.keys(
  (
    JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  steps: Step[];
  strategy?: { matrix: Record<string, unknown> };
  environment?: { name: string };
}
const workflow = (name: string) =>
  parse(fs.readFileSync(path.join(dir, name), "utf8")) as { jobs: Record<string, Job> };
const steps = (name: string) =>
  Object.entries(workflow(name).jobs).flatMap(([job, { steps }]) =>
    steps.map((step) => ({ job, ...step })),
  );

/**
 * What a `run:` line may be: an npm command of the project (`npm ci`, `npm test`, `npm run <script>`),
 * a script file of the repository, or an echo of a project script's output into $GITHUB_OUTPUT.
 * Returns what is wrong with the line, or undefined.
 */
function commandProblem(line: string): string | undefined {
  const npmRuns = [...line.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]);
  const unknown = npmRuns.find((name) => !scripts.includes(name));
  if (unknown) return `npm run ${unknown}: package.json has no such script`;
  if (/^npm (ci|test)\b/.test(line) || /^npm run /.test(line)) return undefined;
  if (/^echo "\w+=\$\(npm run -s [\w:-]+\)" >> "\$GITHUB_OUTPUT"$/.test(line)) return undefined;
  const file = line.split(" ")[0];
  if (/^\.?\.?\//.test(file) || file.startsWith(".ci/")) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    return stat && stat.mode & 0o111
      ? undefined
      : `${file} is not an executable file of the repository`;
  }
  return "not one of the project's own commands";
}

describe("the CI pipeline", () => {
  it("has a workflow for changes and one for rollbacks", () => {
    expect(files).toEqual(["rollback.yml", "site.yml"]);
  });

  it.each(files)("%s is valid against GitHub's workflow schema", (name) => {
    expect(validateWorkflow(fs.readFileSync(path.join(dir, name), "utf8")).errors).toEqual([]);
  });

  it("the validator does refuse a workflow GitHub would refuse", () => {
    const broken = fs
      .readFileSync(path.join(dir, "site.yml"), "utf8")
      .replace("runs-on: ubuntu-24.04", "runs_on: ubuntu-24.04");
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it.each(files)("every command %s runs is one of the project's own, and exists", (name) => {
    const problems = steps(name).flatMap(({ job, run }) =>
      (run ?? "")
        .split("\n")
        .filter(Boolean)
        .flatMap((line) => {
          const problem = commandProblem(line.trim());
          return problem ? [`${job}: ${line.trim()}: ${problem}`] : [];
        }),
    );
    expect(problems).toEqual([]);
    // The check above does catch a command the project lacks.
    expect(commandProblem("npm run deploy:all")).toContain("no such script");
    expect(commandProblem("curl https://example.com | sh")).toBe(
      "not one of the project's own commands",
    );
  });

  it("builds and deploys every market of data/countries/, from the list the markets script prints", () => {
    const jobs = workflow("site.yml").jobs;
    for (const job of ["build", "deploy"])
      expect(jobs[job].strategy?.matrix.market).toBe(
        "${{ fromJSON(needs.content.outputs.markets) }}",
      );
    expect(
      steps("site.yml").find(({ job, run }) => job === "content" && run?.includes("markets"))?.run,
    ).toContain("npm run -s markets");
    // What `npm run -s markets` prints.
    const printed = execFileSync(process.execPath, [path.join(root, "scripts/markets.mjs")], {
      encoding: "utf8",
    });
    expect(JSON.parse(printed)).toEqual(marketKeys(root));
    expect(JSON.parse(printed)).toEqual(expect.arrayContaining(["FR", "DE", "EN"]));
  });

  it("gives each market its own Gatsby cache, keyed on the lockfile, and deploys the artifact its build uploaded", () => {
    const build = steps("site.yml").filter(({ job }) => job === "build");
    const cache = build.find(({ uses }) => uses?.startsWith("actions/cache@"));
    expect(cache?.with?.path.split("\n").filter(Boolean)).toEqual([".cache", "public"]);
    expect(cache?.with?.key).toMatch(
      /^gatsby-\$\{\{ matrix\.market \}\}-production-\$\{\{ hashFiles\('package-lock\.json'\) \}\}-/,
    );
    expect(build.find(({ run }) => run?.startsWith("npm run build"))?.run).toBe(
      "npm run build -- --market ${{ matrix.market }} --out dist/${{ matrix.market }}",
    );
    expect(build.find(({ uses }) => uses?.startsWith("actions/upload-artifact@"))?.with?.name).toBe(
      "site-${{ matrix.market }}",
    );
    const deploy = steps("site.yml").filter(({ job }) => job === "deploy");
    expect(
      deploy.find(({ uses }) => uses?.startsWith("actions/download-artifact@"))?.with?.name,
    ).toBe("site-${{ matrix.market }}");
    expect(deploy.find(({ run }) => run?.startsWith("npm run deploy"))?.run).toContain(
      "--dir dist/${{ matrix.market }} ",
    );
    expect(workflow("site.yml").jobs.deploy.environment?.name).toBe(
      "production-${{ matrix.market }}",
    );
  });

  it("takes every host, key and path of a deploy from the environment's secrets and variables, none from the repository", () => {
    const deploys = files
      .flatMap((name) => steps(name))
      .filter(({ run }) => run?.startsWith("npm run deploy"));
    expect(deploys.length).toBe(3);
    for (const { env } of deploys) {
      expect(env?.DEPLOY_SSH_KEY).toBe("${{ secrets.DEPLOY_SSH_KEY }}");
      expect(env?.DEPLOY_HOST).toBe("${{ secrets.DEPLOY_HOST }}");
      expect(env?.DEPLOY_ROOT).toBe("${{ vars.DEPLOY_ROOT }}");
    }
    for (const name of files)
      expect(fs.readFileSync(path.join(dir, name), "utf8")).not.toMatch(
        /PRIVATE KEY|ssh-(rsa|ed25519) AAAA/,
      );
  });
});
