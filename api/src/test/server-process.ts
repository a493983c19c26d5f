import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now: other agents run servers on this machine too. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? res(address.port) : rej(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** signals the server (SIGTERM unless told) and waits for it to exit */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts a server entry (`src/main.ts`, `server/main.ts`...) in a process of its own on a free
 * loopback port and waits until its health check answers. Node itself with tsx as a loader: the
 * tsx CLI would run the server in a grandchild that a SIGKILL of the child leaves running.
 */
export async function startServerProcess(options: {
  cwd: string;
  entry: string;
  env: Record<string, string>;
  port?: number;
  /** where stderr goes unless `output` takes both streams */
  stdio?: 'inherit' | 'ignore';
  /** receives everything the server writes, stdout and stderr */
  output?: (text: string) => void;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      ...options.env,
    },
    stdio: [
      'ignore',
      options.output ? 'pipe' : 'ignore',
      options.output ? 'pipe' : (options.stdio ?? 'inherit'),
    ],
  });
  if (options.output) {
    child.stdout?.on('data', (chunk) => options.output?.(String(chunk)));
    child.stderr?.on('data', (chunk) => options.output?.(String(chunk)));
  }
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((res) => {
      if (child.exitCode !== null || child.signalCode !== null) return res();
      child.once('exit', () => res());
      child.kill(signal);
    });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`${options.entry} exited with ${child.exitCode}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { url, child, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop('SIGKILL');
  throw new Error(`${options.entry} did not start in 60 s`);
}
