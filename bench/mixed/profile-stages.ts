/**
 * A server request's stages, for a CPU profile's samples: each sample goes to the innermost frame
 * of its stack that belongs to a stage "owner" (our code or a library), so the socket write under
 * postgres.js counts as the driver's and a zod parse inside a Fastify hook as validation. Samples
 * with no owner on their stack go to the first infrastructure stage found (Node's HTTP, streams).
 */
interface Frame { functionName: string; url: string }

const owners: [string, RegExp][] = [
  ['logging (pino, Fastify child loggers)', /node_modules\/(pino|sonic-boom|fast-redact|thread-stream)\/|fastify\/lib\/logger/],
  ['schema validation (zod, type provider)', /node_modules\/(zod|fastify-type-provider-zod)\//],
  ['reply serialisation (fast-json-stringify)', /node_modules\/(fast-json-stringify|@fastify\/fast-json-stringify-compiler)\//],
  ['body parsing (JSON)', /node_modules\/(secure-json-parse)\/|fastify\/lib\/content-type-parser/],
  ['core: answer checks, logic', /\/src\/core\//],
  ['statistics', /\/src\/server\/statistics\//],
  ['responses: prepare, group commit, statement', /\/src\/server\/responses\//],
  ['hooks: tenant, session, actor, origin, overload, headers, metrics', /\/src\/server\/(http|auth|observability)\/|node_modules\/(helmet|prom-client|@fastify\/under-pressure)\//],
  ['SQL building (drizzle)', /node_modules\/drizzle-orm\//],
  ['database driver (postgres.js, PGlite)', /node_modules\/(postgres|@electric-sql\/pglite)\//],
  ['Fastify routing, hooks, reply', /node_modules\/(fastify|find-my-way|avvio|@fastify\/[^/]+)\//],
  ['other server code', /\/src\/server\//],
  ['module loading (start)', /node:internal\/modules|node_modules\/(tsx|esbuild)\/|cjs-module-lexer/],
];
const infrastructure: [string, RegExp][] = [
  ['HTTP and sockets (node)', /node:(_http|net|internal\/stream|internal\/streams|stream)/],
  ['timers and promises (node)', /node:internal\/(process\/task_queues|timers)/],
];
const byName: Record<string, string> = { '(garbage collector)': 'garbage collection', '(idle)': 'idle', '(program)': 'V8 and native, unattributed' };

/** The stage of a sample, given its stack from the leaf to the root. */
export function stageOf(stack: readonly Frame[]): string {
  const leaf = stack[0];
  const named = leaf ? byName[leaf.functionName] : undefined;
  if (named) return named;
  let fallback: string | undefined;
  for (const frame of stack) {
    const owner = owners.find(([, pattern]) => pattern.test(frame.url));
    if (owner) return owner[0];
    fallback ??= infrastructure.find(([, pattern]) => pattern.test(frame.url))?.[0];
  }
  return fallback ?? 'other (native, node)';
}
