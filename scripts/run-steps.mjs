import { spawnSync } from 'node:child_process';

/** Runs each npm-style step in order and stops at the first failure, naming it. */
export function runSteps(steps) {
  for (const [name, command, env] of steps) {
    console.log(`\n=== ${name}: ${command}`);
    const started = Date.now();
    const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (result.status !== 0) {
      console.error(`\n✗ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
    console.log(`✓ ${name} (${seconds}s)`);
  }
}
