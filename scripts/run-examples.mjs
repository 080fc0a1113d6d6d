#!/usr/bin/env node
/**
 * Runs the examples in other languages against the built command (dist/cli/main.js):
 * the Python War at Sea landing, when python3 is present. It must play to the Allied win.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
if (python.status !== 0) {
  console.log('examples: python3 not found, the Python example was skipped');
} else {
  const out = execFileSync('python3', ['examples/war-at-sea-landing/play.py', process.execPath, 'dist/cli/main.js'], {
    encoding: 'utf8',
  });
  if (!out.includes('winners: Allies') || !out.includes('advance is refused')) {
    console.error(out);
    throw new Error('examples: the Python landing did not end in the Allied win');
  }
  console.log(`examples: the Python landing played ${out.trim().split('\n').length - 2} actions to the Allied win`);
}
