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
  "usage: deploy.mjs --dir dist/de --to <root> [--nginx <conf dir>] [--host <ssh destination>] | --to <root> --rollback [--host …]";

function parseArgs(argv) {
  const args = {
    dir: undefined,
    to: undefined,
    nginx: undefined,
    host: undefined,
    rollback: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].slice(2);
    if (argv[i] === "--rollback") args.rollback = true;
    else if (
      ["dir", "to", "nginx", "host"].includes(name) &&
      argv[i].startsWith("--") &&
      i + 1 < argv.length
    )
      args[name] = argv[++i];
    else throw new Error(`Unknown argument ${argv[i]}; ${USAGE}`);
  }
  if (!args.to || (!args.rollback && !args.dir)) throw new Error(USAGE);
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
 * Installs the nginx files of a build into `confDir` and reloads nginx, when they differ from what
 * is there; on a configuration nginx refuses, puts the old files back and throws.
 */
function installNginx(fromDir, confDir) {
  const before = readAll(confDir);
  const after = readAll(fromDir);
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

function deployHere(args) {
  const to = path.resolve(args.to);
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
  try {
    if (installNginx(path.join(`${dir}.deploy`, "nginx"), path.resolve(args.nginx)))
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
    if (args.rollback) remote.push("--rollback");
    else {
      // One tar stream: the artifact as site/, its deploy files as site.deploy/, the tools as tools/.
      const dir = path.resolve(args.dir);
      const stage = path.join(workDir, "stage");
      fs.mkdirSync(stage);
      fs.symlinkSync(dir, path.join(stage, "site"));
      fs.symlinkSync(`${dir}.deploy`, path.join(stage, "site.deploy"));
      for (const tool of TOOLS) fs.cpSync(path.join(root, tool), path.join(stage, "tools", tool));
      const tar = run("tar", ["-c", "-h", "-C", stage, "site", "site.deploy", "tools"], {
        encoding: "buffer",
        maxBuffer: 1 << 30,
      });
      ssh(
        `rm -rf ${quote(incoming)} && mkdir -p ${quote(incoming)} && tar -x -C ${quote(incoming)}`,
        tar,
      );
      remote.push("--dir", `${incoming}/site`);
      if (args.nginx) remote.push("--nginx", args.nginx);
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
