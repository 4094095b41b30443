/**
 * The GitHub Actions pipeline (.github/workflows/), checked here since no forge runs in the tests:
 * each file against the forge's schema (@action-validator/core, offline), every command a job runs
 * against the project's scripts, and what a reviewer checks first: actions pinned to a commit,
 * least privilege, no credentials left in a checkout, no event text inside a shell line, a timeout
 * on every job, caches written by main only, one gate before any production deploy, one preview
 * per pull request, and the two lanes (docs/operations.md#the-pipeline-github-actions).
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
  id?: string;
  if?: string;
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  "runs-on"?: string;
  container?: string | { image: string };
  "timeout-minutes"?: number;
  permissions?: Record<string, string> | string;
  steps: Step[];
  strategy?: { matrix: Record<string, unknown>; "fail-fast"?: boolean };
  environment?: string | { name: string; url?: string };
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string };
  env?: Record<string, string>;
  outputs?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string };
  jobs: Record<string, Job>;
}
const text = (name: string) => fs.readFileSync(path.join(dir, name), "utf8");
const workflow = (name: string) => parse(text(name)) as Workflow;
const steps = (name: string) =>
  Object.entries(workflow(name).jobs).flatMap(([job, { steps }]) =>
    steps.map((step) => ({ job, ...step })),
  );
const allSteps = () =>
  files.flatMap((name) => steps(name).map((step) => ({ file: name, ...step })));
const allJobs = () =>
  files.flatMap((name) =>
    Object.entries(workflow(name).jobs).map(([id, job]) => ({ file: name, id, ...job })),
  );
const needsOf = (job: Job) => (typeof job.needs === "string" ? [job.needs] : (job.needs ?? []));
const lines = (run: string | undefined) =>
  (run ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What a `run:` line may be: an npm command of the project (`npm ci`, `npm test`, `npm run <script>`),
 * or a script file of the repository. Returns what is wrong with the line, or undefined.
 */
function commandProblem(line: string): string | undefined {
  const npmRuns = [...line.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]);
  const unknown = npmRuns.find((name) => !scripts.includes(name));
  if (unknown) return `npm run ${unknown}: package.json has no such script`;
  if (/^npm (ci|test)\b/.test(line) || /^npm run /.test(line)) return undefined;
  const file = line.split(" ")[0];
  if (/^\.?\.?\//.test(file) || file.startsWith(".ci/")) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    return stat && stat.mode & 0o111
      ? undefined
      : `${file} is not an executable file of the repository`;
  }
  return "not one of the project's own commands";
}

const packageScripts = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * The packages a file of the repository reaches through its imports, static or dynamic (the
 * relative ones followed): empty when it runs on Node alone, with no `npm ci` before it.
 */
function packagesReached(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)[^;]*?from\s+["']([^"']+)["']/g),
    ...source.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("node:")) return [];
    if (!specifier.startsWith(".")) return [specifier];
    const target = path.resolve(path.dirname(file), specifier);
    const found = [target, `${target}.mjs`, `${target}.js`, `${target}.ts`].find((candidate) =>
      fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    return found ? packagesReached(found, seen) : [specifier];
  });
}

/** What `npm run <name>` needs installed: the packages its file reaches, or its tool's package. */
function scriptNeeds(name: string): string[] {
  const command = (packageScripts[name] ?? "").replace(/^(\w+=\S*\s+)+/, "");
  const [tool, file] = command.split(" ");
  if (tool !== "node") return [tool];
  return [...new Set(packagesReached(path.join(root, file)))];
}

/**
 * The majors of the actions the workflows use, as current on 2026-11-28 (read from each action's
 * repository: its tags and the runtime of its action.yml, node24 for all of them).
 */
const CURRENT_MAJORS: Record<string, string> = {
  "actions/checkout": "v7",
  "actions/setup-node": "v7",
  "actions/cache/restore": "v5",
  "actions/cache/save": "v5",
  "actions/upload-artifact": "v7",
  "actions/download-artifact": "v8",
};

/**
 * The steps whose shell lines expand an expression. Event text (a branch name, a title, a commit
 * message) expanded there is run as code, so none may: a step hands such values to its command in
 * env, as variables the shell quotes.
 */
const expandingRuns = (list: { file?: string; job: string; run?: string }[]) =>
  list
    .filter(({ run }) => run?.includes("${{"))
    .map(({ file, job, run }) => `${file ?? ""} ${job}: ${run}`);

describe("the CI pipeline", () => {
  it("has the site's workflow, the nightly run, the removal of previews and the rollback", () => {
    expect(files).toEqual(["nightly.yml", "previews.yml", "rollback.yml", "site.yml"]);
  });

  it.each(files)("%s is valid against GitHub's workflow schema", (name) => {
    expect(validateWorkflow(text(name)).errors).toEqual([]);
  });

  it("the validator does refuse a workflow GitHub would refuse", () => {
    const broken = text("site.yml").replace("runs-on: ubuntu-24.04", "runs_on: ubuntu-24.04");
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it.each(files)("every command %s runs is one of the project's own, and exists", (name) => {
    const problems = steps(name).flatMap(({ job, run }) =>
      lines(run).flatMap((line) => {
        const problem = commandProblem(line);
        return problem ? [`${job}: ${line}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
    // The check above does catch a command the project lacks.
    expect(commandProblem("npm run deploy:all")).toContain("no such script");
    expect(commandProblem("curl https://example.com | sh")).toBe(
      "not one of the project's own commands",
    );
  });
});

describe("each job's commands", () => {
  it("install the packages before a script that needs them: a job without `npm ci` runs Node alone", () => {
    const problems = allJobs().flatMap(({ file, id, steps: jobSteps }) => {
      let installed = false;
      return jobSteps.flatMap(({ run }) =>
        lines(run).flatMap((line) => {
          if (/^npm ci\b/.test(line)) installed = true;
          if (installed) return [];
          const names = [...line.matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => match[1]);
          return names.flatMap((name) => {
            const needs = scriptNeeds(name);
            return needs.length > 0
              ? [`${file} ${id}: npm run ${name} needs ${needs.join(", ")}`]
              : [];
          });
        }),
      );
    });
    expect(problems).toEqual([]);
    // The walk does find a package behind a relative import, and none in a script of Node alone.
    expect(scriptNeeds("changes")).toContain("yaml");
    expect(scriptNeeds("gate")).toEqual([]);
  });
});

describe("what a reviewer checks first", () => {
  it("pins every action to a full commit SHA, with its version in a comment, at its current major", () => {
    const uses = files.flatMap((name) =>
      text(name)
        .split("\n")
        .filter((line) => /^\s*(-\s+)?uses:/.test(line))
        .map((line) => ({ file: name, line: line.trim().replace(/^-\s+/, "") })),
    );
    expect(uses.length).toBeGreaterThan(10);
    const pins = new Map<string, string>();
    for (const { file, line } of uses) {
      const match = /^uses: ([\w.-]+\/[\w./-]+)@([0-9a-f]{40}) # (v\d+\.\d+\.\d+)$/.exec(line);
      expect({ file, line, pinned: Boolean(match) }).toEqual({ file, line, pinned: true });
      if (!match) continue;
      const [, action, sha, version] = match;
      expect({ action, major: version.split(".")[0] }).toEqual({
        action,
        major: CURRENT_MAJORS[action],
      });
      // One commit per action (cache/restore and cache/save are one repository at one commit).
      const repository = action.split("/").slice(0, 2).join("/");
      expect(pins.get(repository) ?? `${sha} ${version}`).toBe(`${sha} ${version}`);
      pins.set(repository, `${sha} ${version}`);
    }
  });

  it("grants no right at the top of a workflow, and each job only reads, and only what it names", () => {
    for (const name of files)
      expect({ name, top: workflow(name).permissions }).toEqual({ name, top: {} });
    for (const job of allJobs()) {
      const where = `${job.file} ${job.id}`;
      expect({ where, declared: typeof job.permissions === "object" }).toEqual({
        where,
        declared: true,
      });
      const grants = Object.entries(typeof job.permissions === "object" ? job.permissions : {});
      expect({ where, grants: grants.filter(([, level]) => level !== "read") }).toEqual({
        where,
        grants: [],
      });
      expect({ where, scopes: grants.map(([scope]) => scope) }).toEqual({
        where,
        scopes: grants.length === 0 ? [] : ["contents"],
      });
    }
  });

  it("leaves no credentials in any checkout", () => {
    const checkouts = allSteps().filter(({ uses }) => uses?.startsWith("actions/checkout@"));
    expect(checkouts.length).toBeGreaterThan(5);
    for (const { file, job, with: options } of checkouts)
      expect({ where: `${file} ${job}`, persist: options?.["persist-credentials"] }).toEqual({
        where: `${file} ${job}`,
        persist: false,
      });
  });

  it("expands no expression inside a shell line: event text reaches a command through env only", () => {
    expect(expandingRuns(allSteps())).toEqual([]);
    // The check finds a title run as code.
    expect(
      expandingRuns([{ job: "x", run: 'echo "${{ github.event.pull_request.title }}"' }]),
    ).toHaveLength(1);
  });

  it("gives every job a timeout", () => {
    for (const job of allJobs())
      expect({ where: `${job.file} ${job.id}`, timeout: typeof job["timeout-minutes"] }).toEqual({
        where: `${job.file} ${job.id}`,
        timeout: "number",
      });
  });

  it("saves caches on main only: the split restore and save actions, the save behind a main-only condition", () => {
    const cacheSteps = allSteps().filter(({ uses }) => uses?.startsWith("actions/cache"));
    expect(cacheSteps.length).toBeGreaterThan(3);
    for (const step of cacheSteps) {
      const where = `${step.file} ${step.job}`;
      // actions/cache itself saves in its post step, on any branch.
      expect({ where, uses: step.uses?.split("@")[0] }).not.toEqual({
        where,
        uses: "actions/cache",
      });
      if (step.uses?.startsWith("actions/cache/save@")) {
        const job = workflow(step.file).jobs[step.job];
        const conditions = `${job.if ?? ""} ${step.if ?? ""}`;
        expect({ where, onMain: conditions.includes("github.ref == 'refs/heads/main'") }).toEqual({
          where,
          onMain: true,
        });
      }
    }
    // setup-node's own cache saves on any branch too: it is off wherever it is used.
    for (const step of allSteps().filter(({ uses }) => uses?.startsWith("actions/setup-node@"))) {
      expect(step.with?.cache).toBeUndefined();
      expect(step.with?.["package-manager-cache"]).toBe(false);
    }
  });
});

describe("the two lanes", () => {
  const site = workflow("site.yml");
  const jobs = site.jobs;
  const checkJobs = Object.keys(jobs).filter((id) => /^(code|content)-/.test(id));

  it("decides the lane in a changes job, from the full history and the recorded fingerprints", () => {
    const changes = jobs.changes;
    const checkout = changes.steps.find(({ uses }) => uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.["fetch-depth"]).toBe(0);
    const decide = changes.steps.find(({ run }) => run?.startsWith("npm run -s changes -- --base"));
    expect(decide?.run).toContain("--tested .ci/state/tested");
    expect(decide?.env?.PR_BASE).toBe("${{ github.event.pull_request.base.sha }}");
    const tested = changes.steps.find(({ with: options }) => options?.path === ".ci/state/tested");
    expect(tested?.uses).toMatch(/^actions\/cache\/restore@/);
    expect(tested?.with?.key).toBe("tested-code-${{ steps.fingerprint.outputs.fingerprint }}");
    for (const output of ["lane", "markets", "builds", "deploys", "fingerprint"])
      expect(changes.outputs?.[output]).toBe(`\${{ steps.lane.outputs.${output} }}`);
  });

  it("runs each check job in its lane only", () => {
    expect(checkJobs.filter((id) => id.startsWith("code-")).length).toBeGreaterThanOrEqual(5);
    expect(checkJobs.filter((id) => id.startsWith("content-")).length).toBeGreaterThanOrEqual(1);
    for (const id of checkJobs) {
      const lane = id.split("-")[0];
      expect({ id, needsChanges: needsOf(jobs[id]).includes("changes") }).toEqual({
        id,
        needsChanges: true,
      });
      expect(jobs[id].if).toContain(`needs.changes.outputs.lane == '${lane}'`);
    }
  });

  it("runs in the code lane every step npm test runs, in parallel jobs", () => {
    const commands = Object.entries(jobs)
      .filter(([id]) => id.startsWith("code-"))
      .flatMap(([, job]) => job.steps.flatMap(({ run }) => lines(run)));
    for (const command of [
      "npm run check:content",
      "npm run typecheck",
      "npm run lint",
      "npm run test:unit",
      "npm run test:build",
      'npm run build:e2e -- "$BUILD"',
      "npm run check:html",
      "npm run check:links",
      "npm run check:typography",
      "npm run check:structured-data",
      "npm run test:studio",
      "npm run test:firefox",
    ])
      expect(commands).toContain(command);
    // The Chromium tests in shards, their blob reports merged.
    const chromium = jobs["code-chromium"];
    const shards = chromium.strategy?.matrix.shard as number[];
    expect(shards.length).toBeGreaterThanOrEqual(2);
    expect(chromium.steps.find(({ run }) => run?.startsWith("npm run test:browser"))?.run).toBe(
      'npm run test:browser -- --shard="$SHARD/' + shards.length + '" --reporter=list,blob',
    );
    expect(jobs.report.steps.some(({ run }) => run?.startsWith("npm run report:merge"))).toBe(true);
  });

  it("builds each artifact once and hands it to the jobs that need it", () => {
    const build = jobs["code-build"];
    expect(build.strategy?.matrix.build).toBe("${{ fromJSON(needs.changes.outputs.builds) }}");
    const upload = build.steps.find(({ uses }) => uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with?.name).toBe("dist-${{ matrix.build }}");
    expect(upload?.with?.["if-no-files-found"]).toBe("error");
    for (const id of ["code-checks", "code-chromium", "code-firefox-studio"]) {
      expect(needsOf(jobs[id])).toContain("code-build");
      const download = jobs[id].steps.find(({ uses }) =>
        uses?.startsWith("actions/download-artifact@"),
      );
      expect({ id, with: download?.with }).toEqual({
        id,
        with: { pattern: "dist-*", path: "dist", "merge-multiple": true },
      });
    }
  });

  it("runs in the content lane the unit and build tests, which read the real content", () => {
    const commands = ["content-static", "content-build-tests"].flatMap((id) =>
      jobs[id].steps.flatMap(({ run }) => lines(run)),
    );
    expect(commands).toEqual(
      expect.arrayContaining([
        "npm run check:content",
        "npm run typecheck",
        "npm run test:unit",
        "npm run test:build",
      ]),
    );
    // They run even when the change reaches no production market (the testing blog).
    for (const id of ["content-static", "content-build-tests"])
      expect(jobs[id].if).toBe("needs.changes.outputs.lane == 'content'");
  });

  it("builds, checks and walks each touched market in the content lane, warm from main's cache", () => {
    const site = jobs["content-site"];
    expect(site.strategy?.matrix.build).toBe("${{ fromJSON(needs.changes.outputs.builds) }}");
    expect(site.if).toContain("needs.changes.outputs.markets != '[]'");
    const commands = site.steps.flatMap(({ run }) => lines(run));
    expect(commands).toEqual(
      expect.arrayContaining([
        "npm ci --no-audit --no-fund",
        "npm run check:content",
        'npm run build:e2e -- "$BUILD"',
        'npm run check:html -- "dist/$BUILD"',
        'npm run check:links -- "dist/$BUILD"',
        'npm run check:typography -- "dist/$BUILD"',
        'npm run check:structured-data -- "dist/$BUILD"',
        "npm run test:content",
      ]),
    );
  });

  it("has one gate that needs every check job, runs always, and fails on a failed, cancelled or skipped one", () => {
    const gate = jobs.gate;
    expect(needsOf(gate).sort()).toEqual(["changes", ...checkJobs].sort());
    expect(gate.if).toBe("always()");
    const step = gate.steps.find(({ run }) => run === "npm run -s gate");
    expect(step?.env).toEqual({
      NEEDS: "${{ toJSON(needs) }}",
      LANE: "${{ needs.changes.outputs.lane }}",
      MARKETS: "${{ needs.changes.outputs.markets }}",
    });
  });

  it("deploys production only from main, once the gate passed, the markets the lane chose", () => {
    const production = Object.entries(jobs).filter(([, job]) =>
      (typeof job.environment === "string"
        ? job.environment
        : (job.environment?.name ?? "")
      ).startsWith("production-"),
    );
    expect(production.map(([id]) => id)).toEqual(["deploy"]);
    for (const [, job] of production) {
      expect(needsOf(job)).toContain("gate");
      expect(job.if).toContain("needs.gate.result == 'success'");
      expect(job.if).toContain("github.ref == 'refs/heads/main'");
      expect(job.if).toContain("github.event_name == 'push'");
      expect(job.strategy?.matrix.deploy).toBe("${{ fromJSON(needs.changes.outputs.deploys) }}");
      expect(job.concurrency?.["cancel-in-progress"]).toBe(false);
    }
    // The rollback workflow deploys nothing new: it only switches back.
    for (const step of steps("rollback.yml").filter(({ run }) => run?.startsWith("npm run deploy")))
      expect(step.run).toContain("--rollback");
  });

  it("records a green full run's code, and the commit deployed last, on main only", () => {
    const recordTested = jobs["record-tested"];
    expect(recordTested.if).toContain("needs.gate.result == 'success'");
    expect(recordTested.if).toContain("needs.changes.outputs.lane == 'code'");
    expect(recordTested.steps.map(({ run }) => run).filter(Boolean)).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run -s changes -- --record-tested .ci/state/tested",
    ]);
    const save = recordTested.steps.find(({ uses }) => uses?.startsWith("actions/cache/save@"));
    expect(save?.with).toEqual({
      path: ".ci/state/tested",
      key: "tested-code-${{ needs.changes.outputs.fingerprint }}",
    });
    const recordDeployed = jobs["record-deployed"];
    expect(needsOf(recordDeployed)).toEqual(expect.arrayContaining(["gate", "deploy"]));
    expect(
      recordDeployed.steps.find(({ uses }) => uses?.startsWith("actions/cache/save@"))?.with?.key,
    ).toBe("deployed-main-${{ github.sha }}");
  });

  it("keeps main's runs in order, and cancels a pull request's superseded run", () => {
    expect(site.concurrency).toEqual({
      group: "site-${{ github.event.pull_request.number || github.ref }}",
      "cancel-in-progress": "${{ github.event_name == 'pull_request' }}",
    });
  });

  it("the nightly runs .ci/run unchanged, every early tap at both rates ten times, from a cold start", () => {
    const nightly = workflow("nightly.yml");
    expect(Object.keys(nightly.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    const full = nightly.jobs["code-full"];
    const step = full.steps.find(({ run }) => run === ".ci/run");
    expect(step?.env).toEqual({ EARLY_TRIES: "10", EARLY_RATES: "1,6" });
    expect(full.steps.some(({ uses }) => uses?.startsWith("actions/cache"))).toBe(false);
    expect(nightly.jobs["record-tested"].if).toContain("github.ref == 'refs/heads/main'");
  });
});

describe("previews of pull requests", () => {
  // Read in each test, so that a missing file fails the tests, not the whole file.
  const preview = () => workflow("site.yml").jobs.preview;
  const removal = () => workflow("previews.yml");

  it("deploys each pull request from this repository to its own host and folder", () => {
    expect(preview().if).toBe(
      "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository",
    );
    expect(preview().concurrency?.group).toBe("preview-${{ github.event.pull_request.number }}");
    const deploy = preview().steps.find(({ run }) => run?.startsWith("npm run deploy"));
    expect(deploy?.run).toContain('--to "$DEPLOY_ROOT/pr-$PR"');
    expect(deploy?.run).toContain('--nginx "$NGINX_CONF_DIR/pr-$PR"');
    expect(deploy?.run).toContain('--server-name "pr-$PR.$PREVIEW_DOMAIN"');
    expect(deploy?.env?.PR).toBe("${{ github.event.pull_request.number }}");
  });

  it("removes a pull request's preview when it closes", () => {
    expect(removal().on).toEqual({ pull_request: { types: ["closed"] } });
    const [job] = Object.values(removal().jobs);
    expect(job.concurrency?.group).toBe("preview-${{ github.event.pull_request.number }}");
    const remove = job.steps.find(({ run }) => run?.startsWith("npm run deploy"));
    expect(remove?.run).toContain('--to "$DEPLOY_ROOT/pr-$PR"');
    expect(remove?.run).toContain('--nginx "$NGINX_CONF_DIR/pr-$PR"');
    expect(remove?.run).toContain("--remove");
    expect(remove?.env?.PR).toBe("${{ github.event.pull_request.number }}");
  });
});

describe("markets and deploys", () => {
  it("lists the markets of data/countries/ with npm run markets", () => {
    const printed = execFileSync(process.execPath, [path.join(root, "scripts/markets.mjs")], {
      encoding: "utf8",
    });
    expect(JSON.parse(printed)).toEqual(marketKeys(root));
    expect(JSON.parse(printed)).toEqual(expect.arrayContaining(["FR", "DE", "EN"]));
  });

  it("gives each artifact its own Gatsby cache, keyed on the lockfile, and deploys the artifact its build uploaded", () => {
    for (const id of ["code-build", "content-site"]) {
      const job = workflow("site.yml").jobs[id];
      const gatsby = job.steps.filter(({ with: options }) =>
        String(options?.key ?? "").startsWith("gatsby-"),
      );
      expect(gatsby.map(({ uses }) => uses?.split("@")[0])).toEqual([
        "actions/cache/restore",
        "actions/cache/save",
      ]);
      const [restore] = gatsby;
      expect(restore.with?.["restore-keys"]).toBe(
        "gatsby-${{ matrix.build }}-${{ hashFiles('package-lock.json') }}-",
      );
      expect(restore.with?.key).toBe(
        "gatsby-${{ matrix.build }}-${{ hashFiles('package-lock.json') }}-${{ github.sha }}",
      );
      expect(String(restore.with?.path).split("\n").filter(Boolean)).toEqual([
        ".cache",
        "public",
        ".market-cache/sample",
      ]);
    }
    const deploy = steps("site.yml").filter(({ job }) => job === "deploy");
    expect(
      deploy.find(({ uses }) => uses?.startsWith("actions/download-artifact@"))?.with?.name,
    ).toBe("dist-${{ matrix.deploy.build }}");
    expect(deploy.find(({ run }) => run?.startsWith("npm run deploy"))?.run).toContain(
      '--dir "dist/$BUILD" ',
    );
    const environment = workflow("site.yml").jobs.deploy.environment;
    expect(typeof environment === "object" ? environment.name : environment).toBe(
      "production-${{ matrix.deploy.market }}",
    );
  });

  it("takes every host, key and path of a deploy from the environment's secrets and variables, none from the repository", () => {
    const deploys = allSteps().filter(({ run }) => run?.startsWith("npm run deploy"));
    expect(deploys.length).toBe(4);
    for (const { env } of deploys) {
      expect(env?.DEPLOY_SSH_KEY).toBe("${{ secrets.DEPLOY_SSH_KEY }}");
      expect(env?.DEPLOY_HOST).toBe("${{ secrets.DEPLOY_HOST }}");
      expect(env?.DEPLOY_ROOT).toBe("${{ vars.DEPLOY_ROOT }}");
    }
    for (const name of files) expect(text(name)).not.toMatch(/PRIVATE KEY|ssh-(rsa|ed25519) AAAA/);
  });
});
