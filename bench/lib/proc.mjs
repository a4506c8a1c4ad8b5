// What the kernel says about a process (Linux /proc): its CPU time across all threads and its resident memory.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export let clockTicks = 100;
try {
  clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // getconf missing: Linux uses 100 ticks/s almost everywhere.
}

/** CPU time (user + system, all threads) of a process in µs, from /proc/<pid>/stat; undefined off Linux. */
export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces: count fields from after its closing parenthesis (field 3).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[14 - 3]);
    const stime = Number(fields[15 - 3]);
    return ((utime + stime) / clockTicks) * 1e6;
  } catch {
    return undefined;
  }
}

/** Resident set size in MB (VmRSS of /proc/<pid>/status); undefined when the process is gone. */
export function rssMegabytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}
