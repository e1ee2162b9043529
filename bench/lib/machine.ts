import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { round } from './stats';

// Was the machine busy with something else while a part of the benchmark ran? The load average cannot say:
// it counts the benchmark's own servers, workers and PostgreSQL, so a full run (whose burst keeps both cores
// and three processes busy) always ends "busy". On Linux this reads the CPU time the whole machine spent
// (/proc/stat) and the CPU time of the benchmark's own processes (/proc/<pid>/stat: this process and all its
// descendants, and every PostgreSQL process), and reports the rest, with the time the hypervisor took away
// (steal), in cores. Without /proc it falls back to the load average.

/** Other work above this share of the machine's cores makes a part's timings neither a fair pass nor a fair miss. */
export const BUSY_SHARE = 0.25;
const CORES = os.cpus().length;

export interface Interference {
  /** Cores' worth of CPU that other processes used, on average over the part. */
  otherCores: number;
  /** Cores' worth of CPU the hypervisor took away (steal). */
  stealCores: number;
  /** How it was judged: 'proc' (CPU accounting) or 'load average' (no /proc). */
  method: 'proc' | 'load average';
  busy: boolean;
}

interface Sample {
  /** All CPU ticks of all cores, busy, and stolen (USER_HZ). */
  total: number;
  busy: number;
  steal: number;
  /** CPU ticks of the benchmark's own processes (and the children they reaped). */
  own: number;
}

function readMachine(): { total: number; busy: number; steal: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq!;
  return { total: busy + idle! + iowait! + steal!, busy, steal: steal! };
}

interface ProcessTicks {
  ppid: number;
  comm: string;
  /** utime + stime + cutime + cstime: the process's own CPU and its reaped children's. */
  ticks: number;
}

function readProcesses(): Map<number, ProcessTicks> {
  const out = new Map<number, ProcessTicks>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid ... : comm may hold spaces and parentheses, so the fields start after the last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    out.set(Number(name), { ppid: Number(fields[1]), comm: stat.slice(stat.indexOf('(') + 1, close), ticks });
  }
  return out;
}

/** CPU ticks of this process and its descendants, and of every PostgreSQL process (the benchmark's database). */
function ownTicks(): number {
  const processes = readProcesses();
  const children = new Map<number, number[]>();
  for (const [pid, p] of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const roots = [
    process.pid,
    ...[...processes].filter(([, p]) => p.comm === 'postgres' && processes.get(p.ppid)?.comm !== 'postgres').map(([pid]) => pid),
  ];
  let ticks = 0;
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += processes.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

function sample(): Sample | null {
  try {
    return { ...readMachine(), own: ownTicks() };
  } catch {
    return null;
  }
}

/** Starts watching; `stop()` says how much other work the machine did meanwhile. */
export function watchMachine(): { stop(): Interference } {
  const before = sample();
  const loadBefore = os.loadavg()[0]!;
  return {
    stop(): Interference {
      const after = before ? sample() : null;
      if (!before || !after || after.total <= before.total) {
        const load = Math.max(loadBefore, os.loadavg()[0]!);
        return { otherCores: round(load, 2), stealCores: 0, method: 'load average', busy: load > CORES };
      }
      const perCore = (after.total - before.total) / CORES;
      const others = Math.max(0, after.busy - before.busy - (after.own - before.own)) / perCore;
      const steal = (after.steal - before.steal) / perCore;
      return {
        otherCores: round(others, 2),
        stealCores: round(steal, 2),
        method: 'proc',
        busy: others + steal > BUSY_SHARE * CORES,
      };
    },
  };
}
