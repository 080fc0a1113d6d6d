/**
 * The study form's numbers, read as a person typed them: a whole number of games from 10
 * to 100,000 and a 32-bit whole seed, or a message saying what is wrong with which box.
 * Nothing is changed silently: a value out of range is refused, never clamped.
 */

/** The fewest and most games a study on the page plays. */
export const STUDY_RUNS = { min: 10, max: 100_000 } as const;
/** The seeds a study takes: the library's 32-bit whole numbers. */
export const STUDY_SEEDS = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;

/** The study's numbers, or what is wrong and in which box. */
export type StudyInputs =
  | { readonly ok: true; readonly runs: number; readonly seed: number }
  | { readonly ok: false; readonly field: 'runs' | 'seed'; readonly message: string };

const whole = (text: string): number | undefined => (/^\s*[-+]?\d+\s*$/.test(text) ? Number(text) : undefined);

/** Reads the two boxes' text. */
export function readStudyInputs(runsText: string, seedText: string): StudyInputs {
  const runs = whole(runsText);
  if (runs === undefined || runs < STUDY_RUNS.min || runs > STUDY_RUNS.max) {
    return {
      ok: false,
      field: 'runs',
      message: `Games to play must be a whole number from ${STUDY_RUNS.min} to ${STUDY_RUNS.max.toLocaleString('en-US')}; got "${runsText.trim()}".`,
    };
  }
  const seed = whole(seedText);
  if (seed === undefined || seed < STUDY_SEEDS.min || seed > STUDY_SEEDS.max) {
    return {
      ok: false,
      field: 'seed',
      message: `The seed must be a whole number from ${STUDY_SEEDS.min.toLocaleString('en-US')} to ${STUDY_SEEDS.max.toLocaleString('en-US')}; got "${seedText.trim()}".`,
    };
  }
  return { ok: true, runs, seed };
}
