/**
 * npm run deploy on a host over ssh and with nginx's configuration, run for real with stand-ins for
 * the two programs a test machine cannot reach: an `ssh` that runs the remote command here (what
 * a host's shell would do with it) and an `nginx` that checks and "reloads" by writing to a log.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-deploy-test-"));
  const bin = path.join(work, "bin");
  fs.mkdirSync(bin);
  // ssh [-o opt | -i key]... host command: logs its arguments and whether the key file exists, runs the command.
  fs.writeFileSync(
    path.join(bin, "ssh"),
    `#!/bin/sh
log="${work}/ssh.log"
while [ $# -gt 2 ]; do
  case "$1" in -i) echo "key: $(cat "$2")" >> "$log"; shift 2;; -o) echo "option: $2" >> "$log"; shift 2;; *) break;; esac
done
echo "host: $1" >> "$log"
exec sh -c "$2"
`,
    { mode: 0o755 },
  );
  // nginx -t fails on a configuration that holds "refused"; nginx -s reload is logged.
  fs.writeFileSync(
    path.join(bin, "nginx"),
    `#!/bin/sh
if [ "$1" = "-t" ]; then ! grep -rq refused "${work}/etc" || { echo "nginx: [emerg] refused" >&2; exit 1; }; fi
echo "nginx $*" >> "${work}/nginx.log"
`,
    { mode: 0o755 },
  );
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A minimal artifact: its build hash, a page, and its nginx files beside it. */
function artifact(hash: string, rules = `# rules of ${hash}\n`): string {
  const dir = path.join(work, `build-${hash}`);
  fs.mkdirSync(path.join(dir, "assets/data"), { recursive: true });
  fs.writeFileSync(path.join(dir, "assets/data/index.json"), JSON.stringify({ hash }));
  fs.writeFileSync(path.join(dir, "index.html"), `<h1>${hash}</h1>`);
  fs.mkdirSync(path.join(`${dir}.deploy`, "nginx"), { recursive: true });
  fs.writeFileSync(path.join(`${dir}.deploy`, "nginx", "rules.conf"), rules);
  return dir;
}

function deploy(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, "scripts/deploy.mjs"), ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      PATH: `${path.join(work, "bin")}:${process.env.PATH}`,
      DEPLOY_SSH_KEY: "-----PRIVATE KEY-----",
      DEPLOY_KNOWN_HOSTS: "web1 ssh-ed25519 AAAA",
    },
  });
}

const served = (site: string) => fs.readFileSync(path.join(site, "current", "index.html"), "utf8");
const log = (name: string) =>
  fs.existsSync(path.join(work, name)) ? fs.readFileSync(path.join(work, name), "utf8") : "";

// Each test starts node two to four times; a busy CI machine takes seconds.
jest.setTimeout(30_000);

describe("npm run deploy -- --host", () => {
  it("sends the artifact, its nginx files and the script in one stream, deploys it there with the key and known host of the environment, and reloads nginx", () => {
    const site = path.join(work, "srv/de");
    const conf = path.join(work, "etc/nginx/debrix/de");
    const result = deploy(
      "--dir",
      artifact("aaaa"),
      "--to",
      site,
      "--nginx",
      conf,
      "--host",
      "deploy@web1",
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`✔ ${site}/current is release aaaa`);
    expect(result.stdout).toContain("✔ nginx reloaded");
    expect(served(site)).toBe("<h1>aaaa</h1>");
    expect(fs.readFileSync(path.join(conf, "rules.conf"), "utf8")).toBe("# rules of aaaa\n");
    expect(log("nginx.log")).toBe("nginx -t\nnginx -s reload\n");
    expect(log("ssh.log")).toContain("host: deploy@web1");
    expect(log("ssh.log")).toContain("key: -----PRIVATE KEY-----");
    expect(log("ssh.log")).toContain("option: StrictHostKeyChecking=yes");
    // The secrets lived in a temporary folder that is gone, and never reached the output.
    const knownHostsOption = log("ssh.log").match(/option: UserKnownHostsFile=(.+)/)![1];
    expect(fs.existsSync(knownHostsOption)).toBe(false);
    expect(result.stdout).not.toContain("PRIVATE KEY");
  });

  it("does not reload nginx for a build with the same nginx files, and rolls back over ssh", () => {
    const site = path.join(work, "srv/de");
    const conf = path.join(work, "etc/nginx/debrix/de");
    expect(
      deploy("--dir", artifact("aaaa", "# same\n"), "--to", site, "--nginx", conf, "--host", "web1")
        .status,
    ).toBe(0);
    expect(
      deploy("--dir", artifact("bbbb", "# same\n"), "--to", site, "--nginx", conf, "--host", "web1")
        .status,
    ).toBe(0);
    expect(log("nginx.log")).toBe("nginx -t\nnginx -s reload\n");
    expect(served(site)).toBe("<h1>bbbb</h1>");
    const back = deploy("--to", site, "--rollback", "--host", "web1");
    expect(back.status).toBe(0);
    expect(back.stdout).toContain("is release aaaa again");
    expect(served(site)).toBe("<h1>aaaa</h1>");
  });

  it("puts the old nginx files and the release before back when nginx refuses the new configuration", () => {
    const site = path.join(work, "srv/de");
    const conf = path.join(work, "etc/nginx/debrix/de");
    expect(
      deploy("--dir", artifact("aaaa"), "--to", site, "--nginx", conf, "--host", "web1").status,
    ).toBe(0);
    const refused = deploy(
      "--dir",
      artifact("bbbb", "# refused\n"),
      "--to",
      site,
      "--nginx",
      conf,
      "--host",
      "web1",
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("nginx refused the new configuration, the old one is back");
    expect(refused.stderr).toContain("back to release aaaa");
    expect(served(site)).toBe("<h1>aaaa</h1>");
    expect(fs.readFileSync(path.join(conf, "rules.conf"), "utf8")).toBe("# rules of aaaa\n");
  });

  it("refuses an unknown argument with the usage", () => {
    const result = deploy("--dir", "dist/de", "--to", "/srv/x", "--hots", "web1");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown argument --hots; usage: deploy.mjs");
  });
});
