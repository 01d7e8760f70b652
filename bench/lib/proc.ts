// Another process's memory and CPU as Linux reports them in /proc: the figures of a server measured from the
// outside, so that the measuring side's own memory is not counted.
import fs from 'node:fs';

const MB = 1024 * 1024;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Resident memory now and its high-water mark, in MB (VmRSS, VmHWM of /proc/<pid>/status). */
export function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: (kb('VmRSS') * 1024) / MB, hwm: (kb('VmHWM') * 1024) / MB };
}

/** Resets the high-water mark to the current RSS (Linux 4.0+, own processes); false where not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** CPU seconds the process has used, all its threads (the thread pool's zlib work included). */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat; the slice starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

export function alive(pid: number): boolean {
  return fs.existsSync(`/proc/${pid}`);
}
