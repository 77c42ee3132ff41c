import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../e2e/support/app-server';

/**
 * The server runs with the same heap sizes wherever it is started: `npm start`, the systemd unit
 * docs/deploy.md gives, and the built server the e2e tests and benchmarks start (AppServer).
 */
describe('the server\'s node flags', () => {
  it('are the same in npm start, the deployment guide and the e2e server', () => {
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const deploy = readFileSync('docs/deploy.md', 'utf8');
    const execStart = deploy.split('\n').find((line) => line.trim().startsWith('ExecStart='));
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=32');
    for (const flag of SERVER_NODE_FLAGS) {
      expect(packageJson.scripts.start).toContain(flag);
      expect(execStart).toContain(flag);
    }
  });
});
