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

describe("a pull request's preview", () => {
  const previews = () => path.join(work, "srv/previews");
  const confs = () => path.join(work, "etc/nginx/debrix/previews");
  const deployPreview = (pr: number, hash: string) =>
    deploy(
      "--dir",
      artifact(hash),
      "--to",
      path.join(previews(), `pr-${pr}`),
      "--nginx",
      path.join(confs(), `pr-${pr}`),
      "--server-name",
      `pr-${pr}.preview.example`,
      "--host",
      "web1",
    );

  it("gets a folder and a server block of its own beside the other previews", () => {
    expect(deployPreview(12, "aaaa").status).toBe(0);
    expect(deployPreview(13, "bbbb").status).toBe(0);
    expect(served(path.join(previews(), "pr-12"))).toBe("<h1>aaaa</h1>");
    expect(served(path.join(previews(), "pr-13"))).toBe("<h1>bbbb</h1>");
    const conf = fs.readFileSync(path.join(confs(), "pr-12", "site.conf"), "utf8");
    expect(conf).toContain("    server_name pr-12.preview.example;\n");
    expect(conf).toContain(`    include ${confs()}/preview-tls.conf;\n`);
    expect(conf).toContain(`    root ${path.join(previews(), "pr-12")}/current;\n`);
    expect(conf).toContain(`    include ${path.join(confs(), "pr-12")}/rules.conf;\n`);
    expect(fs.readFileSync(path.join(confs(), "pr-12", "rules.conf"), "utf8")).toBe(
      "# rules of aaaa\n",
    );
    expect(log("nginx.log").match(/nginx -s reload/g)).toHaveLength(2);
  });

  it("is removed with its nginx files when the pull request closes, the others kept", () => {
    deployPreview(12, "aaaa");
    deployPreview(13, "bbbb");
    const remove = (pr: number) =>
      deploy(
        "--to",
        path.join(previews(), `pr-${pr}`),
        "--nginx",
        path.join(confs(), `pr-${pr}`),
        "--remove",
        "--host",
        "web1",
      );
    const removed = remove(12);
    expect(removed.status).toBe(0);
    expect(removed.stdout).toContain("removed, nginx reloaded");
    expect(fs.existsSync(path.join(previews(), "pr-12"))).toBe(false);
    expect(fs.existsSync(path.join(confs(), "pr-12"))).toBe(false);
    expect(served(path.join(previews(), "pr-13"))).toBe("<h1>bbbb</h1>");
    expect(log("nginx.log").match(/nginx -s reload/g)).toHaveLength(3);
    // A preview that is gone already (closed twice, never deployed) is no error.
    expect(remove(12).status).toBe(0);
    expect(remove(99).status).toBe(0);
  });

  it("refuses to remove a folder that is not a deploy's, or nginx files no build writes", () => {
    const other = path.join(work, "srv/other");
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(other, "notes.txt"), "keep");
    const conf = path.join(work, "etc/nginx/conf.d");
    fs.mkdirSync(conf, { recursive: true });
    fs.writeFileSync(path.join(conf, "default.conf"), "server {}");
    const wrongRoot = deploy("--to", other, "--nginx", path.join(confs(), "x"), "--remove");
    expect(wrongRoot.status).toBe(1);
    expect(wrongRoot.stderr).toContain("is not a deploy's folder (it holds notes.txt)");
    expect(fs.readFileSync(path.join(other, "notes.txt"), "utf8")).toBe("keep");
    const wrongConf = deploy("--to", path.join(previews(), "pr-1"), "--nginx", conf, "--remove");
    expect(wrongConf.status).toBe(1);
    expect(wrongConf.stderr).toContain("holds files no build writes (default.conf)");
    expect(fs.existsSync(path.join(conf, "default.conf"))).toBe(true);
  });

  it("takes a host name only as its server name, and only with nginx files to write it in", () => {
    for (const name of ["x; include /etc/passwd", "pr-1.example.com;"]) {
      const result = deploy(
        "--dir",
        artifact("aaaa"),
        "--to",
        "/tmp/x",
        "--nginx",
        confs(),
        "--server-name",
        name,
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("--server-name needs --nginx and a host name");
    }
    expect(
      deploy("--dir", artifact("aaaa"), "--to", "/tmp/x", "--server-name", "pr-1.example").status,
    ).toBe(1);
  });
});
