import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ: /proc's CPU times are in these ticks. */
const TICKS_PER_SECOND = 100;

interface ProcStat { ppid: number; comm: string; ownTicks: number; reapedChildrenTicks: number }

/** /proc/<pid>/stat; null when the process is gone (or this is not Linux). */
function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // the command name may hold spaces and parentheses: the fields start after the last ')'
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ').map(Number);
  // fields from the state (3rd): ppid is the 4th, utime/stime/cutime/cstime the 14th to 17th
  const at = (n: number) => fields[n - 3] ?? 0;
  return { ppid: at(4), comm, ownTicks: at(14) + at(15), reapedChildrenTicks: at(16) + at(17) };
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => procStat(pid)?.ppid === parent);
}

/** CPU seconds another process of this machine has spent so far (its own, not its children's); null when it is gone. */
export function processCpuSeconds(pid: number): number | null {
  const stat = procStat(pid);
  return stat ? stat.ownTicks / TICKS_PER_SECOND : null;
}

/**
 * CPU seconds spent so far by the PostgreSQL server that runs `backendPid` (one of its backends,
 * `pg_backend_pid()`): the postmaster and all its processes (backends, writers), including those
 * that have exited (reaped by the postmaster). Null when that process is not on this machine.
 */
export function postmasterCpuMeter(backendPid: number): (() => number) | null {
  const backend = procStat(backendPid);
  if (!backend || !backend.comm.startsWith('postgres')) return null;
  const postmaster = backend.ppid;
  return () => {
    const own = procStat(postmaster);
    if (!own) return 0;
    const children = childrenOf(postmaster).reduce((sum, pid) => sum + (procStat(pid)?.ownTicks ?? 0), 0);
    return (own.ownTicks + own.reapedChildrenTicks + children) / TICKS_PER_SECOND;
  };
}

/** CPU seconds this process has spent so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
