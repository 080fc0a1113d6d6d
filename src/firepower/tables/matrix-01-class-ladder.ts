import { deepFreeze } from '../../core/deep-freeze.js';
import { CLASS_LADDER, type LadderClass } from '../schemas/enums.js';

/**
 * Matrix 1 notes, the class ladder, highest first. "x up-class" (x+cl) moves x rungs
 * toward SB, "x down-class" (x−cl) x rungs toward DE: a BC is 2 up-class of a CL. Damage
 * lowers battery and armour classes along it.
 */
export const MATRIX_1_CLASS_LADDER: readonly LadderClass[] = /* @__PURE__ */ deepFreeze(CLASS_LADDER);
