/**
 * Runs a command and samples the resident memory of its whole process tree (Gatsby starts worker
 * processes for queries, HTML rendering and images), from /proc, every `intervalMs`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

const PAGE_SIZE = 4096;

/** pid → parent pid, for every process this user can see. */
function parentsByPid() {
  const parents = new Map();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended between readdir and read.
    }
  }
  return parents;
}

function residentBytes(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

/** Resident bytes of `rootPid` and all its descendants now. */
export function treeResidentBytes(rootPid) {
  const parents = parentsByPid();
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of inTree) total += residentBytes(pid);
  return total;
}

/**
 * @returns {Promise<{ seconds: number, peakBytes: number, code: number | null, output: string }>}
 */
export function runMeasured(command, args, { cwd, env, intervalMs = 200 } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peakBytes = 0;
    const sample = () => {
      peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid));
    };
    const timer = setInterval(sample, intervalMs);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearInterval(timer);
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes, code, output });
    });
  });
}
