import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  /** VmRSS and VmHWM (peak) of the server process, in MB. */
  memory: () => { rssMb: number | null; peakMb: number | null };
  /** Starts the peak (VmHWM) again from the current RSS; false where the kernel does not allow it. */
  resetPeak: () => boolean;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What `npm start` sets in `root`'s package.json: its `KEY=value` words before `node` (MALLOC_ARENA_MAX=2)
 * and the flags between `node` and the script (V8's heap sizes), so the bench runs the server as it
 * runs on a shop's machine, for this checkout and for an older one (`--before`).
 */
function startCommand(root: string): { env: Record<string, string>; nodeFlags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const words = (pkg.scripts?.start ?? '').split(/\s+/).filter(Boolean);
  const node = words.indexOf('node');
  const script = words.findIndex((w) => w.endsWith('start.mjs'));
  if (node < 0 || script < node) throw new Error(`${root}/package.json: npm start does not run node … scripts/start.mjs`);
  const env: Record<string, string> = {};
  for (const w of words.slice(0, node)) {
    const eq = w.indexOf('=');
    if (eq > 0) env[w.slice(0, eq)] = w.slice(eq + 1);
  }
  return { env, nodeFlags: words.slice(node + 1, script) };
}

/**
 * Starts the server as `npm start` does (scripts/start.mjs: builds the web app if its build is missing
 * or stale, then runs src/server/main.ts in the same process, so the pid is the server's; with the
 * environment and node flags of its start script) on SQLite in dataDir, and waits for /api/ping.
 * Without a current build GET / would measure an error page.
 */
export async function startServer(
  root: string,
  dataDir: string,
  admin: { user: string; password: string },
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const start = startCommand(root);
  const child = spawn(process.execPath, [...start.nodeFlags, path.join('scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_USER: admin.user,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      WRITES_PER_MINUTE: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('Building the web app')) console.log('  (building the web app first: npm run build)');
    output = (output + text).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  // Generous: a first run builds the web app before listening.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (gone) throw new Error(`The server exited before answering /api/ping:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/ping within 300 s:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/ping`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid!,
    memory: () => readMemory(child.pid!),
    resetPeak: () => {
      try {
        // "5" resets the peak resident set size (proc(5), /proc/pid/clear_refs).
        fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function readMemory(pid: number): { rssMb: number | null; peakMb: number | null } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Math.round(Number(m[1]) / 102.4) / 10 : null;
    };
    return { rssMb: kb('VmRSS'), peakMb: kb('VmHWM') };
  } catch {
    // Not Linux, or the process is gone.
    return { rssMb: null, peakMb: null };
  }
}
