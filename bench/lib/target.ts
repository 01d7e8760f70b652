// Starts a bench target script in its own process and reads the JSON line it prints when ready. `npx tsx` puts
// two processes above the script: the target gets a process group of its own, and stop ends the whole group
// (killing npx alone left the script running, holding this process's pipe open).
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';

export async function startTarget<T>(script: string): Promise<{ info: T; stop: () => void }> {
  const child: ChildProcess = spawn('npx', ['tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const lines = readline.createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { info, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}
