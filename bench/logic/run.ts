/**
 * Logic re-evaluation after one answer changes, on a generated form of 1,000 elements and 2,000
 * rules: our incremental LogicEngine through the worker API, beside survey-core's expression
 * engine running the same rules in the same process. Prints medians and the ratios.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { wrap } from 'comlink';
import { nodeEndpoint } from './node-endpoint';
import { ConditionRunner } from 'survey-core';
import type { AnswerValue, Answers } from '#core/answers';
import { LogicEngine } from '#core/logic';
import { createLogicApi, type LogicWorkerApi } from '#worker/logic-api';
import { answerFor, type BenchKind, generateForm, random, surveyExpression } from './generate-form';

const ELEMENTS = Number(process.env.BENCH_ELEMENTS ?? 1000);
const RULES = Number(process.env.BENCH_RULES ?? 2000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 2000);
const WARMUP = Math.min(500, CHANGES);

const form = generateForm(ELEMENTS, RULES);
const kinds = new Map<string, BenchKind>(form.elements.map((e) => [e.id, e.kind]));
const byId = new Map(form.elements.map((e) => [e.id, e]));

// Start from a half-filled form, then change answers of elements that rules read.
const next = random(7);
const initial: Answers = {};
for (const element of form.elements) if (next() < 0.5) initial[element.id] = answerFor(element, next);
const read = [...new Set(form.rules.flatMap((r) => r.conditions.map((c) => c.elementId)))];
const changes: [string, AnswerValue][] = Array.from({ length: WARMUP + CHANGES }, () => {
  const id = read[Math.floor(next() * read.length)]!;
  return [id, answerFor(byId.get(id)!, next)];
});

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `step` for the changes (the first `warmup` untimed), timing each one; returns the median in microseconds. */
function measure(step: (id: string, value: AnswerValue) => void, count = CHANGES, warmup = WARMUP): number {
  const samples: number[] = [];
  changes.slice(0, warmup + count).forEach(([id, value], i) => {
    const start = performance.now();
    step(id, value);
    const took = performance.now() - start;
    if (i >= warmup) samples.push(took * 1000);
  });
  return median(samples);
}

/** The slow ways (a full re-run per change) get fewer samples, so the run ends in seconds. */
const SLOW_CHANGES = Number(process.env.BENCH_SLOW_CHANGES ?? 20);

// Ours: the logic worker's API, called directly (the worker thread adds only a postMessage hop).
const worker = createLogicApi();
let loadStart = performance.now();
worker.load(form.rules, initial);
const oursLoad = performance.now() - loadStart;
const ours = measure((id, value) => { worker.setAnswer(id, value); });

// Ours through a real worker thread and comlink, as the page calls it: the round trip included.
const thread = new Worker(new URL('./logic-thread-boot.mjs', import.meta.url));
const remote = wrap<LogicWorkerApi>(nodeEndpoint(thread));
await remote.load(form.rules, initial);
const threadSamples: number[] = [];
for (const [i, [id, value]] of changes.entries()) {
  const start = performance.now();
  await remote.setAnswer(id, value);
  if (i >= WARMUP) threadSamples.push((performance.now() - start) * 1000);
}
const oursThread = median(threadSamples);
await thread.terminate();

// Ours without the incremental index: a fresh engine on every change (what a full re-run costs us).
const oursAnswers: Answers = { ...initial };
const oursFull = measure((id, value) => {
  oursAnswers[id] = value;
  new LogicEngine(form.rules, oursAnswers).state();
}, SLOW_CHANGES, 3);

// survey-core: parsed once, then run (a) the rules that read the changed question, (b) all rules.
loadStart = performance.now();
const runners = form.rules.map((rule) => new ConditionRunner(surveyExpression(rule, kinds)));
const surveyLoad = performance.now() - loadStart;
const runnersOf = new Map<string, ConditionRunner[]>();
form.rules.forEach((rule, i) => {
  for (const id of new Set(rule.conditions.map((c) => c.elementId))) {
    const list = runnersOf.get(id) ?? [];
    list.push(runners[i]!);
    runnersOf.set(id, list);
  }
});
const values: Record<string, unknown> = { ...initial };
let sink = 0;
const surveyAffected = measure((id, value) => {
  values[id] = value;
  for (const runner of runnersOf.get(id) ?? []) if (runner.runValues(values)) sink++;
});
const surveyAll = measure((id, value) => {
  values[id] = value;
  for (const runner of runners) if (runner.runValues(values)) sink++;
}, SLOW_CHANGES, 1);

const us = (n: number) => `${n.toFixed(1)} µs`;
const rows: [string, number][] = [
  ['ours: LogicEngine.setAnswer via worker API (incremental, with show cascades)', ours],
  ['ours: the same in a worker thread through comlink (round trip included)', oursThread],
  ['ours: fresh LogicEngine on every change (no index)', oursFull],
  ['survey-core: ConditionRunner, rules reading the changed question', surveyAffected],
  ['survey-core: ConditionRunner, all rules', surveyAll],
];
console.log(`logic bench: ${ELEMENTS} elements, ${RULES} rules, median of ${CHANGES} single-answer changes (after ${WARMUP} warm-up)`);
const perElement = read.reduce((sum, id) => sum + (runnersOf.get(id)?.length ?? 0), 0) / read.length;
console.log(`rules read ${read.length} distinct elements, ${perElement.toFixed(1)} rules per read element on average; full re-runs: median of ${SLOW_CHANGES}`);
console.log(`load: ours ${oursLoad.toFixed(1)} ms (index + first evaluation), survey-core ${surveyLoad.toFixed(1)} ms (parse)`);
for (const [label, value] of rows) console.log(`  ${us(value).padStart(12)}  ${label}`);
console.log(`ratio survey-core (affected rules) / ours: ${(surveyAffected / ours).toFixed(2)}`);
console.log(`ratio survey-core (all rules) / ours:      ${(surveyAll / ours).toFixed(2)}`);
console.log(`ratio survey-core (affected rules) / ours in the worker thread: ${(surveyAffected / oursThread).toFixed(2)}`);
if (sink < 0) console.log(sink);
