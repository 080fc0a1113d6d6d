#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';

// The rule sets load only when a command needs them: `--version` answers at once.
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  const { VERSION } = await import('./version.js');
  process.stdout.write(`${VERSION}\n`);
} else if (argv.length === 1 && argv[0] === 'serve') {
  const [{ catalogues }, { runServe }, { useHostedDice }] = await Promise.all([
    import('./catalogues.js'),
    import('./serve.js'),
    import('../dice/hosted-dice.js'),
  ]);
  // A state saved from a hosted match carries hosted dice.
  useHostedDice();
  await runServe(process.stdin, (line) => process.stdout.write(`${line}\n`), catalogues);
} else {
  // A command that names one rule set loads that one alone.
  const [{ runCliWith }, { cataloguesFor }, { parseArgv }, { useHostedDice }] = await Promise.all([
    import('./run-cli-with.js'),
    import('./catalogue-names.js'),
    import('./args.js'),
    import('../dice/hosted-dice.js'),
  ]);
  // A game file saved from a hosted match carries hosted dice (game replay, game view, …).
  useHostedDice();
  let positional: readonly string[] | undefined;
  let scoringPath: string | undefined;
  try {
    const parsed = parseArgv(argv);
    positional = parsed.positional;
    scoringPath = parsed.flags.scoring;
  } catch {
    positional = undefined; // runCliWith reports the usage error
  }
  const io = {
    out: (text: string) => process.stdout.write(`${text}\n`),
    err: (text: string) => process.stderr.write(`${text}\n`),
    read: (path: string) => readFileSync(path === '-' ? 0 : path, 'utf8'),
    write: (path: string, text: string) => writeFileSync(path, text),
    // A progress line only on a terminal: none when standard error is piped or a file.
    ...(process.stderr.isTTY ? { progress: (text: string) => process.stderr.write(`\r${text}\x1b[K`) } : {}),
  };
  let catalogues = await cataloguesFor(positional);
  // --scoring MODULE: the app's scoring, imported before the command runs (import is asynchronous).
  if (scoringPath !== undefined) {
    const { loadScoring, scoredCatalogues } = await import('./scoring-module.js');
    try {
      catalogues = scoredCatalogues(catalogues, await loadScoring(scoringPath));
    } catch (error) {
      io.err(`naval-rules: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    }
  }
  const workers = argv.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  if (positional?.[0] === 'simulate' && positional[1] !== 'merge' && workers >= 0) {
    // Worker threads: an asynchronous path of its own (every other command is synchronous).
    process.exitCode = await runSimulateInWorkers(argv, io, catalogues);
  } else {
    process.exitCode = runCliWith(argv, io, catalogues);
  }
}

/** `simulate … --workers N`: the command line read as in one thread, then played in N. */
async function runSimulateInWorkers(
  argv: readonly string[],
  io: Parameters<typeof import('./run-cli-with.js').runCliWith>[1],
  catalogues: Awaited<ReturnType<typeof import('./catalogue-names.js').cataloguesFor>>,
): Promise<number> {
  const [
    { parseArgv },
    { printSummary, simulateRequest },
    { progressReporter },
    { playInWorkers },
    { runCliWith },
    { studyOf },
  ] = await Promise.all([
    import('./args.js'),
    import('./commands/simulate.js'),
    import('./progress-line.js'),
    import('../threads/play-in-workers.js'),
    import('./run-cli-with.js'),
    import('../simulate/simulate.js'),
  ]);
  let request: ReturnType<typeof simulateRequest>;
  try {
    request = simulateRequest(parseArgv(argv), io, catalogues);
    studyOf(request.options); // the set-up, rules and bots checked here, before any thread starts
  } catch {
    return runCliWith(argv, io, catalogues); // the same line, for its usage or rules error
  }
  if (request.workers <= 1) return runCliWith(argv, io, catalogues);
  try {
    const summary = await playInWorkers(
      {
        ...request.options,
        bots: request.options.bots as never,
        workers: request.workers,
        ...(io.progress === undefined ? {} : { onProgress: progressReporter(io.progress) }),
      },
      // The library's simulation thread (dist/threads/worker.js).
      new URL('../threads/worker.js', import.meta.url),
    );
    printSummary(request, io, summary);
    return 0;
  } catch (error) {
    io.err(
      `naval-rules: internal error in a simulation thread: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 3;
  }
}
