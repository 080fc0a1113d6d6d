import fc from 'fast-check';

/** Sea zones for tests: the five the variant names and two MADE-UP ones. */
export const zoneArb = fc.constantFrom(
  'The Slot',
  'Northwest Coral Sea',
  'Eastern Solomons',
  'Northeast Coral Sea',
  'N. Guadalcanal',
  'MADE-UP ZONE',
  'MADE-UP ZONE 2',
);

/** A valid patrol group: one side, one zone, 1–5 ships of mixed types (no transports). */
export const patrolGroupArb = fc
  .record(
    {
      side: fc.constantFrom('US' as const, 'Japanese' as const),
      zone: zoneArb,
      ships: fc.array(
        fc.record(
          { type: fc.constantFrom('BB', 'CA', 'CL', 'DD', 'CV'), damaged: fc.boolean() },
          { noNullPrototype: true },
        ),
        { minLength: 1, maxLength: 5 },
      ),
    },
    { noNullPrototype: true },
  )
  .map(({ side, zone, ships }) => ({
    side,
    ships: ships.map((s, i) => ({ id: `ship-${i}`, type: s.type, damaged: s.damaged, zone })),
  }));

/** A valid transport attack input. */
export const transportAttackArb = fc.record(
  {
    escorted: fc.boolean(),
    henderson: fc.constantFrom('attacker' as const, 'transporter' as const, 'neither' as const),
    transporterHasMoreShipsInNorthGuadalcanal: fc.boolean(),
  },
  { noNullPrototype: true },
);
