import { cartwheelModule } from '../cartwheel/cli.js';
import { diceModule } from '../dice/cli.js';
import { firepowerModule } from '../firepower/cli.js';
import { shoestringModule } from '../shoestring/cli.js';
import type { CliModule } from './registry.js';

/**
 * Every module the `naval-rules` command knows, in the order it lists them. A rule set
 * lands by adding its `cli.ts` module here; nothing else in the CLI changes.
 */
export const modules: readonly CliModule[] = [diceModule, firepowerModule, shoestringModule, cartwheelModule];
