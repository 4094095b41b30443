/**
 * Runs a command and samples the resident memory of its whole process tree (Gatsby starts worker
 * processes for queries, HTML rendering and images), from /proc, every `intervalMs`; and counts the
 * CPU seconds the tree used (user + system), which a loaded machine does not inflate as it does
 * the wall time.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";

const PAGE_SIZE = 4096;

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's times. */
function clockTicks() {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}
const TICKS = clockTicks();

/**
 * CPU seconds (user + system) of the children this process has waited for, and of theirs:
 * /proc/self/stat's cutime and cstime. A command's tree is the difference before and after it.
 */
export function waitedChildrenCpuSeconds() {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // After "pid (comm) ": state is field 3, cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

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
 * `samples` are [seconds since start, resident bytes of the tree]; `lines` are [seconds since start,
 * line] of the command's output, so that a phase the command reports (bench/lib/phases.mjs) can be
 * matched with the memory sampled while it ran.
 *
 * `cpuSeconds` is the user + system time of the command and every process of its tree that was
 * waited for (Gatsby's workers are), so run one command at a time for it to be the command's alone.
 *
 * @returns {Promise<{ seconds: number, cpuSeconds: number, peakBytes: number, code: number | null,
 *   output: string, samples: [number, number][], lines: [number, string][] }>}
 */
export function runMeasured(command, args, { cwd, env, intervalMs = 200 } = {}) {
  return new Promise((resolve, reject) => {
    const cpuBefore = waitedChildrenCpuSeconds();
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const lines = [];
    const pending = { stdout: "", stderr: "" };
    const collect = (stream) => (chunk) => {
      const text = chunk.toString();
      output += text;
      const parts = (pending[stream] + text).split(/\r?\n|\r/);
      pending[stream] = parts.pop();
      const at = elapsed();
      for (const line of parts) if (line.trim()) lines.push([at, line]);
    };
    child.stdout.on("data", collect("stdout"));
    child.stderr.on("data", collect("stderr"));
    let peakBytes = 0;
    const samples = [];
    const sample = () => {
      const bytes = treeResidentBytes(child.pid);
      samples.push([elapsed(), bytes]);
      peakBytes = Math.max(peakBytes, bytes);
    };
    const timer = setInterval(sample, intervalMs);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearInterval(timer);
      const at = elapsed();
      for (const rest of Object.values(pending)) if (rest.trim()) lines.push([at, rest]);
      resolve({
        seconds: at,
        cpuSeconds: waitedChildrenCpuSeconds() - cpuBefore,
        peakBytes,
        code,
        output,
        samples,
        lines,
      });
    });
  });
}
