/**
 * A throwaway Postgres server for the host's tests and bench: a new cluster (initdb) in a
 * temporary folder, started on a free local port with its socket in that folder, stopped
 * and deleted by `stop()`. Uses Debian's `postgresql` package (`/usr/lib/postgresql/<n>/bin`,
 * or `initdb` and `postgres` on the PATH); run as root, the server runs as the `postgres`
 * user the package makes (Postgres refuses root). `.ci/run` installs the package when absent.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './host-harness.mjs';

/** The folder of Postgres's programs, or undefined when Postgres is not installed. */
export function postgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir !== '' && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  return undefined;
}

/** Starts a new Postgres server; resolves with its connection URL, its process id and `stop()`. */
export async function startPostgres() {
  const bin = postgresBin();
  if (bin === undefined) throw new Error('Postgres is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'naval-postgres-'));
  const data = join(dir, 'data');
  const root = process.getuid?.() === 0;
  // Postgres will not run as root: as root, the package's `postgres` user runs it.
  const as = (program, args) => (root ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]);
  if (root) {
    chmodSync(dir, 0o777);
  }
  const [initdb, initArgs] = as(join(bin, 'initdb'), ['-D', data, '-U', 'naval', '--auth=trust', '-E', 'UTF8']);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [postgres, args] = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=on',
  ]);
  const server = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk) => {
    log += chunk;
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Postgres did not start:\n${log}`)), 30_000);
    server.once('exit', (code) => reject(new Error(`Postgres exited (${code}):\n${log}`)));
    const ready = () => {
      if (!log.includes('ready to accept connections')) return;
      clearTimeout(timer);
      server.stderr.off('data', ready);
      resolve();
    };
    server.stderr.on('data', ready);
  });
  return {
    url: `postgres://naval@127.0.0.1:${port}/postgres`,
    /** The server's process ids (the postmaster and its children), for memory figures. */
    pids() {
      const main = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = execFileSync('pgrep', ['-P', String(main)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
      return [main, ...children.map(Number)];
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // The postmaster itself is told (runuser, as root, passes no signal on): a fast shutdown.
        process.kill(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
