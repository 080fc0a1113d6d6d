#!/usr/bin/env node
/**
 * Checks the built package as a user gets it: publint (package.json and files) and
 * @arethetypeswrong/cli (types resolve under node16 for ESM and CJS). attw packs the
 * package, which runs `prepack`; the environment flag tells that run the build is done.
 */
import { execSync } from 'node:child_process';

const env = { ...process.env, NAVAL_RULES_PREPACK: '1' };
for (const command of ['publint --strict', 'attw --pack . --profile node16']) {
  execSync(command, { stdio: 'inherit', env });
}
