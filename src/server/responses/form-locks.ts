/**
 * One writer at a time per form, for forms whose settings limit answers (maxAnswers, one answer
 * per person): the count and the insert must not interleave with another submission to the same
 * form. A queue per form id in this process; several ids are taken in ascending order so two
 * batches can never wait on each other. Several server processes on one PostgreSQL would need an
 * advisory lock as well (docs/decisions.md).
 */
const tails = new Map<number, Promise<void>>();

async function take(formId: number): Promise<() => void> {
  const before = tails.get(formId) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  tails.set(formId, tail);
  await before;
  return () => {
    release();
    if (tails.get(formId) === tail) tails.delete(formId);
  };
}

export async function withFormLocks<T>(formIds: readonly number[], run: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  try {
    for (const id of [...new Set(formIds)].sort((a, b) => a - b)) releases.push(await take(id));
    return await run();
  } finally {
    for (const release of releases.reverse()) release();
  }
}
