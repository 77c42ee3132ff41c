import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariableNames, parseEnv } from '#server/env/env-schema';
import { serverConfig } from '#server/env/server-config';

const problems = (env: Record<string, string>) => {
  const result = parseEnv(env);
  return result.ok ? [] : result.problems;
};

describe('the environment, checked at start against one schema', () => {
  it('accepts an empty environment and gives the documented defaults', () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const config = serverConfig(result.env);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', trustProxyHops: 0, shutdownTimeoutMs: 10_000, metricsToken: null, production: false });
    expect(config.database.kind).toBe('pglite');
    expect(config.housekeeping.actionLogRetentionDays).toBeNull();
  });

  it('names the variable of each bad value, never the value itself', () => {
    const found = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud', SMTP_URL: 'secret-not-a-url', METRICS_TOKEN: 'short' });
    expect(found.map((p) => p.split(':')[0])).toEqual(['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'METRICS_TOKEN']);
    expect(found.join(' ')).not.toContain('secret-not-a-url');
  });

  it('takes ACCESS_LOG_SAMPLE as a share of requests from 0 to 1, none by default', () => {
    expect(problems({ ACCESS_LOG_SAMPLE: '1.5' })[0]).toMatch(/^ACCESS_LOG_SAMPLE/);
    expect(problems({ ACCESS_LOG_SAMPLE: 'often' })[0]).toMatch(/^ACCESS_LOG_SAMPLE/);
    const sampled = parseEnv({ ACCESS_LOG_SAMPLE: '0.01' });
    expect(sampled.ok && serverConfig(sampled.env).accessLogSample).toBe(0.01);
    const unset = parseEnv({});
    expect(unset.ok && serverConfig(unset.env).accessLogSample).toBe(0);
  });

  it('reads an empty value as not set (environment files often leave them empty)', () => {
    expect(problems({ DATABASE_URL: '', PORT: ' ', TRUST_PROXY: '' })).toEqual([]);
  });

  it('takes TRUST_PROXY as a number of hops, true meaning one, and never "every hop"', () => {
    const hops = (value: string) => {
      const result = parseEnv({ TRUST_PROXY: value });
      return result.ok ? serverConfig(result.env).trustProxyHops : 'refused';
    };
    expect([hops('1'), hops('true'), hops('2'), hops('0'), hops('false')]).toEqual([1, 1, 2, 0, 0]);
    expect([hops('all'), hops('10.0.0.0/8'), hops('-1'), hops('99')]).toEqual(['refused', 'refused', 'refused', 'refused']);
  });

  it('takes a captcha difficulty from 1 to 8, and refuses an ADMIN_PASSWORD that breaks the password rule', () => {
    expect(problems({ CAPTCHA_DIFFICULTY: '5' })).toEqual([]);
    expect(problems({ CAPTCHA_DIFFICULTY: '0' })).toEqual(['CAPTCHA_DIFFICULTY: expected a whole number from 1 to 8']);
    expect(problems({ ADMIN_PASSWORD: 'password' })[0]).toMatch(/^ADMIN_PASSWORD: does not meet the password rule/);
    expect(problems({ ADMIN_PASSWORD: 'Str0ng-Admin' })).toEqual([]);
  });

  it('keeps files on local disk unless S3_BUCKET names a bucket, and checks the S3 settings together', () => {
    const storage = (env: Record<string, string>) => {
      const result = parseEnv(env);
      return result.ok ? serverConfig(result.env).storage : result.problems;
    };
    expect(storage({ DATA_DIR: '/srv/survey' })).toEqual({ kind: 'local', folder: '/srv/survey/files' });
    expect(storage({ S3_BUCKET: 'survey-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })).toEqual({
      kind: 's3',
      settings: { endpoint: 'http://127.0.0.1:9000', bucket: 'survey-files', region: 'us-east-1', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true },
    });
    expect(storage({ S3_BUCKET: 'survey-files', S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-1' })).toMatchObject({ settings: { forcePathStyle: false, credentials: null, endpoint: null } });
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual(['S3_BUCKET: is needed with S3_ENDPOINT (files go to object storage only when a bucket is named)']);
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }).map((p) => p.split(':')[0])).toEqual(['S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
    expect(problems({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' })).toEqual(['S3_FORCE_PATH_STYLE: expected true or false']);
  });

  it('uses only the origin of PUBLIC_URL for links', () => {
    const result = parseEnv({ PUBLIC_URL: 'https://khaosat.example.gov.vn/' });
    expect(result.ok && serverConfig(result.env).settings.publicUrl).toBe('https://khaosat.example.gov.vn');
    expect(problems({ PUBLIC_URL: 'khaosat.example.gov.vn' })[0]).toMatch(/^PUBLIC_URL:/);
  });

  it('is the list of README.md: every variable of the schema is in its table and no other', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const documented = rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    // the table also lists the client's build-time VITE_ variables; the server reads VITE_COMPANY_ID too
    const serverReads = (name: string | undefined) => name !== undefined && (!name.startsWith('VITE_') || (envVariableNames as readonly string[]).includes(name));
    expect(documented.filter(serverReads).sort()).toEqual([...envVariableNames].sort());
  });
});
