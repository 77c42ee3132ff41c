import { spawn } from 'node:child_process';

/** One step: spawns its command; `quiet` keeps its output to print in one piece when it ends. */
function runStep([name, command, env], quiet) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(`\n=== ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) {
        console.error(`\n✗ ${name} failed after ${seconds}s (exit ${code ?? signal}).`);
        resolve({ name, code: code || 1 });
      } else {
        console.log(`✓ ${name} (${seconds}s)`);
        resolve(null);
      }
    });
  });
}

/**
 * Runs each npm-style step in order and stops at the first failure, naming it. A group of steps (an
 * array of steps in place of one) runs at once, each step's output printed whole when it ends: two
 * single-threaded checks on a 2-core machine take the time of the longer one. Returns the failed step
 * ({ name, code }) or null, so the caller can still print what ran before it exits.
 */
export async function runSteps(steps) {
  for (const step of steps) {
    let results;
    if (Array.isArray(step[0])) {
      console.log(`\n=== at once: ${step.map(([name]) => name).join(', ')}`);
      results = await Promise.all(step.map((one) => runStep(one, true)));
    } else {
      console.log(`\n=== ${step[0]}: ${step[1]}`);
      results = [await runStep(step, false)];
    }
    const failed = results.find((result) => result !== null);
    if (failed) return failed;
  }
  return null;
}
