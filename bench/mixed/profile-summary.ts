import { readFileSync } from 'node:fs';
import { stageOf } from './profile-stages';

/**
 * The functions a V8 CPU profile (node --cpu-prof) spent the most time in, by self time, and the
 * same summed per package or source folder, and per stage of a server request (profile-stages.ts):
 * `tsx bench/mixed/profile-summary.ts file.cpuprofile [top]`.
 */
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
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

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
function stackOf(id: number): ProfileNode['callFrame'][] {
  const stack: ProfileNode['callFrame'][] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byId.get(at);
    if (node) stack.push(node.callFrame);
  }
  return stack;
}
const stages = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const stage = stageOf(stackOf(id));
  stages.set(stage, (stages.get(stage) ?? 0) + ms);
}
print('time by stage of a server request, innermost owner of each sample', [...stages].sort((a, b) => b[1] - a[1]));
