import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The parts of the served OpenAPI document the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
}
interface Parameter { name: string; in: string; required?: boolean; schema?: JsonSchema }
interface OperationObject { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
export interface OpenApiDocument { paths: Record<string, Record<string, OperationObject>> }

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for each path parameter */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** the JSON body's schema, when the call takes one */
  body: JsonSchema | null;
}

export interface FuzzCase {
  /** what is malformed, for the failure message */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** malformed beyond doubt: only a 4xx may answer */
  mustRefuse: boolean;
  /** text the reply must not echo back */
  echo?: string;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
    queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
    body: op.requestBody?.content?.['application/json']?.schema ?? null,
  })));
}

const digitsOnly = /^[1-9]\d*$/;
const isNumberText = (schema: JsonSchema | undefined) => schema?.pattern?.includes('\\d') === true && schema.pattern.startsWith('^(?:0|[1-9]');
const isUuid = (schema: JsonSchema | undefined) => schema?.pattern?.includes('[0-9a-fA-F]{8}') === true || schema?.format === 'uuid';

/** A number spelled any way but plain decimal digits: what Number() would read, and worse. */
const malformedNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0x1', '0x10', '1e0', '+1', '1.0', '%201%20', '%091', '01', '-1', '1%00', '2147483648', '99999999999999999999',
    'NaN', 'Infinity', '1,2', '1;2', '%E2%80%AE1', '%EF%BC%91', '1_000', '0b1', '0o7', 'true', 'null', '%27%20or%201%3D1--'),
  fc.nat().map((n) => `0x${n.toString(16)}`),
  fc.nat().map((n) => `${n}.0`),
  fc.nat().map((n) => `0${n}`),
  fc.integer({ min: -1_000_000, max: -1 }).map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
).filter((text) => !digitsOnly.test(text) && !digitsOnly.test(safeDecode(text)));

/** Text no parameter should ever take kindly: broken encodings, control bytes, traversal, floods. */
const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%zz', '%ED%A0%80', '%C0%AF', '%00', '%0d%0aX-Injected:%201', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '__proto__', 'constructor',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%F0%9F%98%80'.repeat(30), 'k'.repeat(101), 'x'.repeat(5000), '%E2%80%AE'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A value the parameter accepts, so a case malforms exactly one thing. */
function plausible(param: Parameter, realId: string): string {
  const schema = param.schema;
  if (isNumberText(schema)) return realId;
  if (isUuid(schema)) return randomUUID();
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (param.name === 'shortUrl') return 'abcdef';
  return 'q1';
}

function urlOf(op: Operation, path: Record<string, string>, query: string[]): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x');
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

function plausiblePath(op: Operation, realId: string): Record<string, string> {
  return Object.fromEntries(op.pathParams.map((p) => [p.name, plausible(p, realId)]));
}

function requiredQuery(op: Operation, except: string | null): string[] {
  return op.queryParams.filter((p) => p.required && p.name !== except).map((p) => `${p.name}=${plausible(p, '1')}`);
}

const jsonHeaders = { 'content-type': 'application/json' };
/** `{}` to a call that takes a JSON body, so a case is about its one malformed part */
const withEmptyBody = (op: Operation) => (op.body ? { headers: jsonHeaders, payload: '{}' } : { headers: {} });

function pathCases(op: Operation, sample: <T>(arb: fc.Arbitrary<T>) => T[]): FuzzCase[] {
  if (op.pathParams.length === 0) return [];
  return sample(fc.tuple(fc.constantFrom(...op.pathParams), fc.oneof(malformedNumber, junkText))).map(([param, bad]) => ({
    label: `path ${param.name}=${bad.slice(0, 80)}`,
    method: op.method,
    url: urlOf(op, { ...plausiblePath(op, '999999'), [param.name]: bad }, requiredQuery(op, null)),
    ...withEmptyBody(op),
    mustRefuse: true,
    ...(bad.length >= 4 ? { echo: safeDecode(bad) } : {}),
  }));
}

function malformedQueryValue(param: Parameter): fc.Arbitrary<{ text: string; certain: boolean }> {
  const schema = param.schema;
  const repeated = fc.constant({ text: `${param.name}=1&${param.name}=2`, certain: true });
  if (isNumberText(schema)) return fc.oneof(malformedNumber.map((v) => ({ text: `${param.name}=${v}`, certain: true })), repeated);
  if (schema?.enum?.length) {
    const outside = fc.oneof(junkText, fc.string({ maxLength: 8 })).filter((v) => !schema.enum?.includes(safeDecode(v)));
    return fc.oneof(outside.map((v) => ({ text: `${param.name}=${encodeURIComponent(v)}`, certain: true })), repeated);
  }
  if (isUuid(schema)) return junkText.map((v) => ({ text: `${param.name}=${v}`, certain: true }));
  return fc.oneof(junkText.map((v) => ({ text: `${param.name}=${v}`, certain: false })), repeated);
}

/** Keys that would pollute prototypes if a parser merged them naively. */
const pollutingQuery = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1', 'a[b][c][d]=1'];

function queryCases(op: Operation, sample: <T>(arb: fc.Arbitrary<T>) => T[]): FuzzCase[] {
  const path = plausiblePath(op, '999999');
  // a read with an unknown (polluting) key is still a valid read: only reads get one
  const extras = op.method !== 'GET' ? [] : sample(fc.constantFrom(...pollutingQuery)).slice(0, 1).map((text) => ({
    label: `query ${text}`, method: op.method, url: urlOf(op, path, [...requiredQuery(op, null), text]), headers: {}, mustRefuse: false,
  }));
  if (op.queryParams.length === 0) return extras;
  const malformed = sample(fc.constantFrom(...op.queryParams).chain((param) => malformedQueryValue(param).map((value) => ({ param, value }))));
  return [...extras, ...malformed.map(({ param, value }) => ({
    label: `query ${value.text.slice(0, 80)}`,
    method: op.method,
    url: urlOf(op, path, [...requiredQuery(op, param.name), value.text]),
    ...withEmptyBody(op),
    mustRefuse: value.certain,
  }))];
}

/** A JSON value of another type than the one the schema names (null, depth and overflow included), or unstorable text. */
function wrongTypeFor(type: string): fc.Arbitrary<string> {
  const deep = '['.repeat(3000) + ']'.repeat(3000);
  const byType: Record<string, string[]> = {
    // and text no column stores: a NUL, a lone surrogate
    string: ['12345', '{}', '[]', 'true', 'null', deep, '"\\u0000"', '"\\ud800"'],
    integer: ['"1"', '1.5', '1e400', '9007199254740993', '{}', 'true', 'null', '"0x1"'],
    number: ['"1"', '{}', '[]', 'true', 'null', '1e400'],
    boolean: ['"true"', '1', '{}', 'null'],
    array: ['{}', '"x"', '1', 'null'],
    object: ['[]', '"x"', '1', 'null'],
  };
  return fc.constantFrom(...(byType[type] ?? ['null']));
}

function bodyCases(op: Operation, sample: <T>(arb: fc.Arbitrary<T>) => T[]): FuzzCase[] {
  const schema = op.body;
  if (!schema || schema.type !== 'object') return [];
  const typed = Object.entries(schema.properties ?? {}).filter(([, s]) => typeof s.type === 'string');
  const nonObject = fc.oneof(fc.constantFrom('[]', 'null', '"x"', '1', 'true', '[{}]'), fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map((v) => JSON.stringify(v)));
  const polluted = fc.constantFrom('{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}');
  const wrongProperty = typed.length === 0 ? nonObject : fc.constantFrom(...typed).chain(([name, s]) => wrongTypeFor(String(s.type)).map((value) => `{"${name}":${value}}`));
  const missing = (schema.required?.length ?? 0) > 0 ? [fc.constant('{}')] : [];
  const path = plausiblePath(op, '1');
  return sample(fc.oneof(nonObject, polluted, wrongProperty, wrongProperty, ...missing)).map((payload) => ({
    label: `body ${payload.slice(0, 80)}`, method: op.method, url: urlOf(op, path, requiredQuery(op, null)), headers: jsonHeaders, payload, mustRefuse: true,
  }));
}

const cutShortFile = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n' + 'x'.repeat(300);
/** Bodies no call takes: every one must be refused before it reaches a handler (or by it). */
const badBodies: { type: string | null; payload: string }[] = [
  { type: 'multipart/form-data', payload: 'x' },
  { type: 'multipart/form-data; boundary=zz', payload: 'garbage without any boundary' },
  { type: 'multipart/form-data; boundary=zz', payload: cutShortFile },
  { type: 'multipart/form-data; boundary="', payload: '--\r\n' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '{}{}' },
  { type: 'application/json', payload: '\u0000' },
  { type: 'text/plain', payload: 'x' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__[polluted]=1' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/octet-stream', payload: '\x00\x01' },
  { type: null, payload: 'x' },
];

function contentTypeCases(op: Operation, sample: <T>(arb: fc.Arbitrary<T>) => T[]): FuzzCase[] {
  if (op.method === 'GET' || op.method === 'HEAD') return [];
  const path = plausiblePath(op, '999999');
  return sample(fc.constantFrom(...badBodies)).map(({ type, payload }) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    return { label: `content-type ${type ?? '(none)'} ${JSON.stringify(payload.slice(0, 30))}`, method: op.method, url: urlOf(op, path, requiredQuery(op, null)), headers, payload, mustRefuse: true };
  });
}

/** Headers every call reads: the tenant, the session cookie, a bearer token, the language. */
const badHeaders: Record<string, string>[] = [
  { 'x-company-id': '0x1' },
  { 'x-company-id': '1 or 1=1' },
  { 'x-company-id': '9'.repeat(40) },
  { 'x-company-id': '' },
  { cookie: 'sid=%zz' },
  { cookie: `sid=${'a'.repeat(4000)}` },
  { cookie: 'sid="unterminated; sid=2' },
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'%00'.repeat(100)}` },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { 'accept-language': '\u0000;q=x,'.repeat(50) },
];

function headerCases(op: Operation, sample: <T>(arb: fc.Arbitrary<T>) => T[]): FuzzCase[] {
  // a change that takes no body would be a valid call with only an odd language: reads and bodies only
  if (op.method !== 'GET' && !op.body) return [];
  const path = plausiblePath(op, '999999');
  return sample(fc.constantFrom(...badHeaders)).slice(0, 2).map((headers) => ({
    label: `header ${JSON.stringify(headers).slice(0, 60)}`,
    method: op.method,
    url: urlOf(op, path, requiredQuery(op, null)),
    ...(op.body ? { payload: '[]' } : {}),
    headers: { ...(op.body ? jsonHeaders : {}), ...headers },
    // a bad tenant or credential is refused; a call that needs neither may still answer
    mustRefuse: Boolean(op.body),
  }));
}

/** A method the path does not have. */
function methodCase(op: Operation): FuzzCase[] {
  if (op.method !== 'GET') return [];
  return [{ label: 'method PROPFIND', method: 'PROPFIND', url: urlOf(op, plausiblePath(op, '999999'), []), headers: {}, mustRefuse: true }];
}

/** The malformed requests of one call: a fixed number of each kind, drawn from `seed`. */
export function casesFor(op: Operation, seed: number, runs: number): FuzzCase[] {
  let n = 0;
  const sample = <T>(arb: fc.Arbitrary<T>): T[] => fc.sample(arb, { seed: seed + n++, numRuns: runs });
  return [...pathCases(op, sample), ...queryCases(op, sample), ...bodyCases(op, sample), ...contentTypeCases(op, sample), ...headerCases(op, sample), ...methodCase(op)];
}
