import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts server.ts with `env` and resolves once it prints 'BENCH READY' (its fixture is then written). */
export function startBenchServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'server.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('BENCH READY')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code}): ${out}`)));
  });
}
