import { spawnSync } from 'node:child_process';

/**
 * Runs each npm-style step in order and stops at the first failure, naming it. Returns the failed
 * step ({ name, code }) or null, so the caller can still print what ran before it exits.
 */
export function runSteps(steps) {
  for (const [name, command, env] of steps) {
    console.log(`\n=== ${name}: ${command}`);
    const started = Date.now();
    const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\n✗ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
      return { name, code: result.status || 1 };
    }
    console.log(`✓ ${name} (${seconds}s)`);
  }
  return null;
}
