import type { GameEvent } from '../../game/game.js';
import type { GameForces, ShoestringGameState } from './game-state.js';
import { isPt, parityOf, writableForces } from './game-units.js';

/**
 * The Naval and Air Return Phase (V.B), one step at a time as the game enters it:
 * V.B.1 air units home (searchers included, N19.3); V.B.2 transports home; V.B.3 naval
 * units that did not extend home (N18.7); V.B.4 on an even turn, units that extended go
 * to the 1 wk box of the Naval Repair Track, damaged ones to the track "as normal" (the
 * base game places them; the game records the box `normal repair` until the app reports
 * it in I.A.2). The O5.0 PT unit stays in the Guadalcanal area. The `to-repair-track`
 * event goes to both sides: the extension was the owner's note (N18.7) until now, and the
 * Naval Repair Track, like every repair box, is in both views. Internal.
 */
export function returnStep(state: ShoestringGameState, events: GameEvent[]): void {
  const even = parityOf(state.turn) === 'even';
  for (const side of ['US', 'Japanese'] as const) {
    // The side's forces are copied only at the steps that change them.
    const forces = (): GameForces => writableForces(state, side);
    switch (state.step) {
      case 'V.B.1':
        for (const unit of forces().air) {
          if (unit.status === 'search') {
            unit.status = 'base';
            unit.zone = null;
          }
        }
        break;
      case 'V.B.2':
        forces().transportPoints.zones = [];
        break;
      case 'V.B.3':
        for (const unit of forces().naval) {
          if (isPt(unit)) continue;
          if (!(unit.extended && !even)) unit.zone = null;
        }
        break;
      case 'V.B.4':
        if (!even) break;
        for (const unit of forces().naval) {
          if (!unit.extended) continue;
          unit.repair = unit.damaged ? 'normal repair' : '1 wk';
          unit.extended = false;
          unit.assignedTo = null;
          events.push(event(side, unit.id, unit.repair));
        }
        break;
      default:
        return;
    }
  }
}

function event(side: string, unit: string, box: string): GameEvent {
  return { type: 'to-repair-track', rule: 'V.B.4', data: { side, unit, box } };
}
