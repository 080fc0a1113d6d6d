import type { SopacMap } from './schemas.js';

/** The number of boundaries crossed from `from` to every zone it reaches, never past `limit`. Internal. */
export function zoneDistances(map: SopacMap, from: string, limit: number, through?: (zone: string) => boolean) {
  const byId = new Map(map.zones.map((z) => [z.id, z]));
  const distance = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  for (let step = 1; step <= limit && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const id of frontier) {
      if (step > 1 && through !== undefined && !through(id)) continue;
      for (const n of byId.get(id)?.neighbours ?? []) {
        if (!distance.has(n)) {
          distance.set(n, step);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return distance;
}

/** The boundary between two zones as the log sheet writes it, e.g. `'L21/L22'` (sorted). Internal. */
export function boundaryOf(a: string, b: string): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}
