/**
 * Memory of a process tree, for the build benchmarks (bench:build, bench:scale): a build spawns
 * workers, so its cost is the sum over the process and all its descendants, read from /proc.
 */
import {readdirSync, readFileSync} from 'node:fs';

/**
 * Resident memory (bytes) of a process and all its descendants.
 * @param {number} rootPid
 * @returns {number}
 */
export function treeRss(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      const siblings = children.get(parent) ?? [];
      siblings.push(Number(entry));
      children.set(parent, siblings);
    } catch {
      // The process ended while it was read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
