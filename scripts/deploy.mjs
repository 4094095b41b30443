#!/usr/bin/env node
/**
 * Atomic deploys (src/serving/releases.mjs):
 *   npm run deploy -- --dir dist/de --to /srv/debrix/de     deploy a build into <root>/releases/<hash>/ and switch current
 *   npm run deploy -- --to /srv/debrix/de --rollback        switch current back to the previous release
 *
 * --nginx /etc/nginx/debrix/de   also installs the build's nginx files (<dir>.deploy/nginx/) there
 *                                and reloads nginx when they changed; if nginx refuses them, the
 *                                files and the release before are put back
 * --host deploy@web1.example     does the same on that host over ssh: the artifact, its nginx files
 *                                and this script travel as one tar stream into <root>/incoming/,
 *                                then the script runs there (the host needs node and tar, nothing of
 *                                the repository). DEPLOY_SSH_KEY and DEPLOY_KNOWN_HOSTS, when set,
 *                                hold the private key and the host's known_hosts line (CI secrets);
 *                                they are written to a private temporary folder, never logged.
 * --server-name pr-12.preview.example  a preview: with --nginx, the site.conf installed is a server
 *                                block of its own for that host, serving <root>/current with the
 *                                build's rules.conf, beside the other previews' (previewSiteConf)
 *   npm run deploy -- --to <root> --nginx <conf dir> --remove [--host …]
 *                                removes a preview: its releases and its nginx files, then reloads
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deploy, rollback } from "../src/serving/releases.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** What the host needs to run this script: itself and the modules it imports. */
const TOOLS = ["scripts/deploy.mjs", "src/serving/releases.mjs", "src/serving/rules.mjs"];
const USAGE =
  "usage: deploy.mjs --dir dist/de --to <root> [--nginx <conf dir>] [--server-name <host>] [--host <ssh destination>] | --to <root> --rollback [--host …] | --to <root> --nginx <conf dir> --remove [--host …]";

/** The files a build writes into its deploy folder's nginx/ (src/serving/nginx.mjs). */
const NGINX_FILES = ["rules.conf", "site.conf"];

function parseArgs(argv) {
  const args = {
    dir: undefined,
    to: undefined,
    nginx: undefined,
    host: undefined,
    "server-name": undefined,
    rollback: false,
    remove: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].slice(2);
    if (argv[i] === "--rollback") args.rollback = true;
    else if (argv[i] === "--remove") args.remove = true;
    else if (
      ["dir", "to", "nginx", "host", "server-name"].includes(name) &&
      argv[i].startsWith("--") &&
      i + 1 < argv.length
    )
      args[name] = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}; ${USAGE}`);
  }
  const { to, dir, nginx, rollback, remove } = args;
  const serverName = args["server-name"];
  if (!to || (rollback && remove) || (!rollback && !remove && !dir)) throw new Error(USAGE);
  if (remove && (!nginx || dir)) throw new Error(USAGE);
  // A host name only: it is written into nginx's configuration.
  if (serverName !== undefined && (!nginx || !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(serverName)))
    throw new Error(`--server-name needs --nginx and a host name; ${USAGE}`);
  return args;
}

/** Runs a command; throws with its output when it fails. */
function run(command, argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: "utf8", ...options });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `${command} ${argv.join(" ")} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`,
    );
  return result.stdout;
}

/** The files of a folder, relative, for comparing two nginx configurations. */
const readAll = (dir) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir)
          .sort()
          .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
      )
    : {};

/**
 * The site.conf of a preview: a server block of its own for `serverName`, serving `root`/current
 * with the build's rules.conf installed in `confDir`. Each preview's folder sits beside the others
 * under one parent, which holds what they share and the host sets up once (docs/operations.md):
 * preview-tls.conf, the listen and certificate lines of the previews' wildcard domain. The staging
 * host's http block includes every <parent>/<preview>/site.conf.
 */
function previewSiteConf({ serverName, root, confDir }) {
  return [
    `# The preview at ${serverName}: written by scripts/deploy.mjs --server-name; do not edit.`,
    `server {`,
    `    server_name ${serverName};`,
    `    include ${path.dirname(confDir)}/preview-tls.conf;`,
    `    # The deploy script (npm run deploy) switches this link from one release to the next.`,
    `    root ${root}/current;`,
    `    include ${confDir}/rules.conf;`,
    `}`,
    ``,
  ].join("\n");
}

/**
 * Installs nginx files (name → text) into `confDir` and reloads nginx, when they differ from what
 * is there; on a configuration nginx refuses, puts the old files back and throws.
 */
function installNginx(after, confDir) {
  const before = readAll(confDir);
  if (JSON.stringify(before) === JSON.stringify(after)) return false;
  const write = (files) => {
    fs.mkdirSync(confDir, { recursive: true });
    for (const name of Object.keys(readAll(confDir)))
      if (!(name in files)) fs.rmSync(path.join(confDir, name));
    for (const [name, text] of Object.entries(files))
      fs.writeFileSync(path.join(confDir, name), text);
  };
  write(after);
  try {
    run("nginx", ["-t"]);
  } catch (error) {
    write(before);
    throw new Error(`nginx refused the new configuration, the old one is back: ${error.message}`);
  }
  run("nginx", ["-s", "reload"]);
  return true;
}

/**
 * Removes a preview: the releases under `to` and the nginx files in `confDir`, then reloads nginx.
 * Refuses a folder that holds anything a deploy does not write there (releases/, current,
 * previous, incoming/) and nginx files that are not a build's, so a wrong variable cannot empty
 * another folder. Nothing there is not an error: the preview is gone already.
 */
function removeHere(to, confDir) {
  const entries = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const strangers = entries(to).filter(
    (name) =>
      !["releases", "current", "previous", "incoming"].includes(name) && !name.startsWith("."),
  );
  if (strangers.length > 0)
    throw new Error(
      `${to} is not a deploy's folder (it holds ${strangers.join(", ")}): not removed`,
    );
  const unknown = entries(confDir).filter((name) => !NGINX_FILES.includes(name));
  if (unknown.length > 0)
    throw new Error(`${confDir} holds files no build writes (${unknown.join(", ")}): not removed`);
  const hadNginx = fs.existsSync(confDir);
  fs.rmSync(confDir, { recursive: true, force: true });
  if (hadNginx) {
    run("nginx", ["-t"]);
    run("nginx", ["-s", "reload"]);
  }
  fs.rmSync(to, { recursive: true, force: true });
  console.log(`✔ ${to} and ${confDir} removed${hadNginx ? ", nginx reloaded" : ""}`);
}

function deployHere(args) {
  const to = path.resolve(args.to);
  if (args.remove) {
    removeHere(to, path.resolve(args.nginx));
    return;
  }
  if (args.rollback) {
    console.log(`✔ ${to}/current is release ${rollback({ root: to }).release} again`);
    return;
  }
  const dir = path.resolve(args.dir);
  const { release, carried, switched } = deploy({ dir, root: to });
  console.log(
    switched
      ? `✔ ${to}/current is release ${release} (${carried} files carried over for open tabs)`
      : `✔ release ${release} is already current`,
  );
  if (!args.nginx) return;
  const confDir = path.resolve(args.nginx);
  const files = readAll(path.join(`${dir}.deploy`, "nginx"));
  if (args["server-name"])
    files["site.conf"] = previewSiteConf({ serverName: args["server-name"], root: to, confDir });
  try {
    if (installNginx(files, confDir))
      console.log(`✔ nginx reloaded with the configuration of release ${release}`);
  } catch (error) {
    // Pages whose script hashes nginx does not send would not run their scripts: go back.
    if (switched) console.error(`✘ back to release ${rollback({ root: to }).release}`);
    throw error;
  }
}

/** A shell word: the host's shell reads the remote command. */
const quote = (word) => `'${String(word).replaceAll("'", "'\\''")}'`;

/** ssh's options, with the key and known host of the environment in a private temporary folder. */
function sshOptions(workDir) {
  const options = ["-o", "BatchMode=yes"];
  if (process.env.DEPLOY_SSH_KEY) {
    const key = path.join(workDir, "key");
    fs.writeFileSync(key, `${process.env.DEPLOY_SSH_KEY.trim()}\n`, { mode: 0o600 });
    options.push("-i", key, "-o", "IdentitiesOnly=yes");
  }
  if (process.env.DEPLOY_KNOWN_HOSTS) {
    const knownHosts = path.join(workDir, "known_hosts");
    fs.writeFileSync(knownHosts, `${process.env.DEPLOY_KNOWN_HOSTS.trim()}\n`, { mode: 0o600 });
    options.push("-o", `UserKnownHostsFile=${knownHosts}`, "-o", "StrictHostKeyChecking=yes");
  }
  return options;
}

function deployRemote(args) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-deploy-"));
  try {
    const ssh = (command, input) =>
      run("ssh", [...sshOptions(workDir), args.host, command], {
        input,
        stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
        maxBuffer: 1 << 30,
      });
    const incoming = `${args.to.replace(/\/+$/, "")}/incoming`;
    const remote = ["node", `${incoming}/tools/scripts/deploy.mjs`, "--to", args.to];
    /** Sends the deploy script and its modules (and, to deploy, the artifact) as one tar stream. */
    const send = (stage, folders) => {
      for (const tool of TOOLS) fs.cpSync(path.join(root, tool), path.join(stage, "tools", tool));
      const tar = run("tar", ["-c", "-h", "-C", stage, ...folders, "tools"], {
        encoding: "buffer",
        maxBuffer: 1 << 30,
      });
      ssh(
        `rm -rf ${quote(incoming)} && mkdir -p ${quote(incoming)} && tar -x -C ${quote(incoming)}`,
        tar,
      );
    };
    if (args.rollback) remote.push("--rollback");
    else if (args.remove) {
      // The script removes the folder it runs from; it was loaded before.
      const stage = path.join(workDir, "stage");
      fs.mkdirSync(stage);
      send(stage, []);
      remote.push("--nginx", args.nginx, "--remove");
    } else {
      // One tar stream: the artifact as site/, its deploy files as site.deploy/, the tools as tools/.
      const dir = path.resolve(args.dir);
      const stage = path.join(workDir, "stage");
      fs.mkdirSync(stage);
      fs.symlinkSync(dir, path.join(stage, "site"));
      fs.symlinkSync(`${dir}.deploy`, path.join(stage, "site.deploy"));
      send(stage, ["site", "site.deploy"]);
      remote.push("--dir", `${incoming}/site`);
      if (args.nginx) remote.push("--nginx", args.nginx);
      if (args["server-name"]) remote.push("--server-name", args["server-name"]);
    }
    process.stdout.write(ssh(remote.map(quote).join(" ")));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

try {
  const args = parseArgs(process.argv.slice(2));
  if (args.host) deployRemote(args);
  else deployHere(args);
} catch (error) {
  console.error(`✘ ${error.message}`);
  process.exit(1);
}
