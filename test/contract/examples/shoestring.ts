/** Valid examples of `naval-rules/shoestring` for the contract fuzz test (the rest are recorded from the docs). */
import { scriptedDice } from '../../../src/index.js';
import type * as api from '../../../src/shoestring/index.js';
import { MADE_UP_RULES } from '../../shoestring/made-up.js';
import type { SubpathExamples } from '../contract-examples.js';

export const shoestring: SubpathExamples<typeof api> = {
  examples: {
    airSearchOdds: () => [
      [{ side: 'US', zone: 'The Slot', bombers: [{ type: 'CV BMB', strength: 'full' }] }, MADE_UP_RULES],
    ],
    guadalcanalAntiAircraftOdds: () => [[{ survivingBombardUnits: 1 }, MADE_UP_RULES]],
    ptSearchOdds: () => [[{}, MADE_UP_RULES]],
    ptAttackOdds: () => [[{}, MADE_UP_RULES]],
    ptReplyOdds: () => [[{ japaneseDdClCombatValue: 4 }, MADE_UP_RULES]],
    resolvePtSearch: () => [[{}, scriptedDice([5]), MADE_UP_RULES]],
    resolvePtAttack: () => [[{}, scriptedDice([2]), MADE_UP_RULES]],
    resolvePtReply: () => [[{ japaneseDdClCombatValue: 4 }, scriptedDice([3]), MADE_UP_RULES]],
  },
  exempt: {},
  pending: ['lookupColumnTable'],
};
