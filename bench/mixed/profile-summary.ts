import { readFileSync } from 'node:fs';

/**
 * The functions a V8 CPU profile (node --cpu-prof) spent the most time in, by self time, and the
 * same summed per package or source folder: `tsx bench/mixed/profile-summary.ts file.cpuprofile [top]`.
 */
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [file = '', top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

function tally(key: (node: ProfileNode) => string): [string, number][] {
  const sums = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (node) sums.set(key(node), (sums.get(key(node)) ?? 0) + ms);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, Number(top));
}

const where = (url: string) => url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? url.match(/src\/[^/]+\/[^/]+/)?.[0] ?? (url.replace(/^.*\//, '') || '(native)');
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(1)} s sampled)`);
  for (const [name, ms] of rows) console.log(`${(ms / 1000).toFixed(2).padStart(7)} s ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
};
print('self time by function', tally(({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|dist-server)\//, '$1/')}:${f.lineNumber + 1}`));
print('self time by package or source folder', tally(({ callFrame: f }) => where(f.url)));
