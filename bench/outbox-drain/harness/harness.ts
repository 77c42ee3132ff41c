import '#core/zod-without-eval';
import type { Answers } from '#core/answers';
import { queueResponse } from '#offline/index';

/**
 * A page of the bench on the app's origin: it queues answers exactly as the answering page does
 * (`queueResponse`, src/app/features/answering/flow/use-answering.ts), so the outbox holds the
 * rows the app writes. Exposed as `window.queueBenchAnswers`.
 */
async function queueBenchAnswers(formId: number, title: string, count: number, parallel: number): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answers: Answers = { code: `B-${index}`, household: 1 + (index % 20), satisfaction: index % 2 ? 'yes' : 'no' };
      const item = await queueResponse({ responseId: crypto.randomUUID(), formId, answers, submittedAt: new Date().toISOString() }, title);
      ids.push(item.responseId);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}

(globalThis as { queueBenchAnswers?: typeof queueBenchAnswers }).queueBenchAnswers = queueBenchAnswers;
