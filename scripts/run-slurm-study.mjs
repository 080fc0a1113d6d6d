// A study on a real batch scheduler: starts a one-node Slurm on this machine (munge, then
// slurmctld and slurmd under a minimal slurm.conf on localhost, in a folder of its own),
// submits examples/slurm-study as a 4-task array of a 20,000-landing study, then its merge
// job, and checks that the merged summary is byte for byte what one process prints.
// Needs Debian's slurm-wlm and munge (.ci/run installs them when missing) and a built
// checkout; run as root (CI is). Not part of npm test: about a minute and a half.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.SLURM_STUDY_RUNS ?? 20_000);
const TASKS = 4;
const cli = join(root, 'dist/cli/main.js');
const dir = mkdtempSync(join(tmpdir(), 'naval-rules-slurm-'));
const env = { ...process.env, SLURM_CONF: join(dir, 'slurm.conf') };
const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', env, cwd: dir, ...options }).trim();
const daemons = [];
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);

/** Waits until `ready()` is true, polling; fails after `limit` seconds with `what`. */
async function until(ready, limit, what) {
  const end = Date.now() + limit * 1000;
  while (Date.now() < end) {
    try {
      if (ready()) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`slurm: ${what} within ${limit} s`);
}

try {
  // munge: the authentication every Slurm message carries.
  try {
    run('munge', ['-n']);
  } catch {
    execFileSync('install', ['-d', '-o', 'munge', '-g', 'munge', '/run/munge']);
    execFileSync('runuser', ['-u', 'munge', '--', '/usr/sbin/munged']);
  }
  await until(() => run('bash', ['-c', 'munge -n | unmunge']).includes('Success'), 20, 'munge did not answer');

  // This machine as the one node: its CPUs and memory as slurmd reads them.
  const node = run('slurmd', ['-C']).split('\n')[0];
  const host = /NodeName=(\S+)/.exec(node)?.[1] ?? 'localhost';
  writeFileSync(
    env.SLURM_CONF,
    [
      'ClusterName=naval-rules',
      `SlurmctldHost=${host}(127.0.0.1)`,
      'SlurmUser=root',
      'SlurmdUser=root',
      'AuthType=auth/munge',
      `StateSaveLocation=${dir}/state`,
      `SlurmdSpoolDir=${dir}/spool`,
      `SlurmctldPidFile=${dir}/slurmctld.pid`,
      `SlurmdPidFile=${dir}/slurmd.pid`,
      `SlurmctldLogFile=${dir}/slurmctld.log`,
      `SlurmdLogFile=${dir}/slurmd.log`,
      'ProctrackType=proctrack/linuxproc',
      'TaskPlugin=task/none',
      'JobAcctGatherType=jobacct_gather/none',
      'SwitchType=switch/none',
      'MpiDefault=none',
      'ReturnToService=2',
      'SchedulerType=sched/backfill',
      'SelectType=select/cons_tres',
      'SelectTypeParameters=CR_Core',
      `NodeName=${host} NodeAddr=127.0.0.1 ${node.replace(/^NodeName=\S+\s*/, '')} State=UNKNOWN`,
      'PartitionName=study Nodes=ALL Default=YES MaxTime=INFINITE State=UP',
      '',
    ].join('\n'),
  );
  for (const [daemon, args] of [
    ['slurmctld', ['-D', '-i']],
    ['slurmd', ['-D']],
  ]) {
    const child = spawn(daemon, args, { env, cwd: dir, stdio: 'ignore' });
    child.on('error', (error) => console.error(`slurm: ${daemon}: ${error.message}`));
    daemons.push(child);
  }
  await until(() => /^idle/.test(run('sinfo', ['-h', '-o', '%T'])), 60, 'the node did not come up idle');

  // The example's two job scripts, as a user submits them.
  const example = join(root, 'examples/slurm-study');
  const jobEnv = {
    ...env,
    NAVAL_RULES: `${process.execPath} ${cli}`,
    SET: 'war-at-sea',
    SETUP: join(root, 'examples/war-at-sea-landing/setup.json'),
    RUNS: String(RUNS),
    BOTS: 'random,random',
    SEED: '7',
    OUT: join(dir, 'shards'),
    SUMMARY: join(dir, 'summary.json'),
  };
  const array = run('sbatch', ['--parsable', `--array=0-${TASKS - 1}`, join(example, 'study.sbatch')], {
    env: jobEnv,
  });
  run('sbatch', ['--wait', '--parsable', `--dependency=afterok:${array}`, join(example, 'merge.sbatch')], {
    env: jobEnv,
  });
  const merged = readFileSync(jobEnv.SUMMARY, 'utf8');
  const one = execFileSync(
    process.execPath,
    [
      cli,
      'simulate',
      'war-at-sea',
      '--input',
      jobEnv.SETUP,
      '--runs',
      String(RUNS),
      '--bots',
      'random,random',
      '--seed',
      '7',
      '--workers',
      '2',
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (merged.trimEnd() !== one.trimEnd()) {
    throw new Error('slurm: the merged summary differs from one process');
  }
  const summary = JSON.parse(merged);
  if (summary.partial !== false || summary.runs.to !== RUNS)
    throw new Error('slurm: the merge did not cover the study');
  console.log(
    `slurm: examples/slurm-study as a ${TASKS}-task array (job ${array}) of ${RUNS.toLocaleString('en-US')} landings on a one-node Slurm, ` +
      `merged by its dependent job: byte for byte one process's summary (${seconds()} s in all)`,
  );
} catch (error) {
  for (const log of ['slurmctld.log', 'slurmd.log']) {
    try {
      console.error(`--- ${log}\n${readFileSync(join(dir, log), 'utf8').split('\n').slice(-15).join('\n')}`);
    } catch {}
  }
  throw error;
} finally {
  try {
    run('scancel', ['--user', 'root']);
  } catch {}
  for (const child of daemons) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
