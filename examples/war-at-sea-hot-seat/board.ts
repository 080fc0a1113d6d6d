/**
 * The board as an SVG picture: one band a sector (the Axis deployment area at the top, the
 * Allied one at the bottom, the others between in name order), each island a circle with its
 * value and troop counters, each unit a chip in its side's colour (struck through once
 * destroyed). It scales to the page's width; its text alternative lists the same.
 */
// In your app: import type { WarAtSeaView } from 'naval-rules/war-at-sea'.
import type { WarAtSeaView } from '../../src/war-at-sea/index.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 360;
const CHIP = { width: 64, height: 22, gap: 6 };
const COLOUR = { Allies: '#1f5f8b', Axis: '#8b2f1f' } as const;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) e.setAttribute(key, String(value));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The sectors in board order: the Axis area, the sectors between, the Allied area. */
export function sectorsOf(view: WarAtSeaView): string[] {
  const { Allies, Axis } = view.deployment;
  const between = new Set<string>();
  for (const island of view.islands) between.add(island.sector);
  for (const unit of view.units) between.add(unit.sector);
  between.delete(Allies);
  between.delete(Axis);
  return [Axis, ...[...between].sort(), Allies];
}

/** The board of `view` as an SVG element, with a text alternative. */
export function drawBoard(view: WarAtSeaView): SVGSVGElement {
  const rows: SVGGElement[] = [];
  const summary: string[] = [];
  let y = 0;
  for (const sector of sectorsOf(view)) {
    const islands = view.islands.filter((i) => i.sector === sector);
    const units = view.units.filter((u) => u.sector === sector);
    const perLine = Math.floor((WIDTH - 16) / (CHIP.width + CHIP.gap));
    const unitLines = Math.max(1, Math.ceil(units.length / perLine));
    const height = 28 + islands.length * 34 + unitLines * (CHIP.height + CHIP.gap) + 6;
    const g = svg('g', { transform: `translate(0 ${y})` });
    const owner = sector === view.deployment.Allies ? 'Allies' : sector === view.deployment.Axis ? 'Axis' : null;
    g.append(
      svg('rect', {
        x: 1,
        y: 1,
        width: WIDTH - 2,
        height: height - 2,
        rx: 6,
        fill: owner === null ? '#eef4f8' : owner === 'Allies' ? '#e3eef6' : '#f6e6e3',
        stroke: '#5b7083',
      }),
      svg(
        'text',
        { x: 8, y: 18, 'font-size': 13, 'font-weight': 700, fill: '#1b2631' },
        owner === null ? sector : `${sector} (${owner} deployment area)`,
      ),
    );
    let line = 28;
    for (const island of islands) {
      const held = island.claimedBy === null ? 'held by nobody' : `held by the ${island.claimedBy}`;
      g.append(
        svg('circle', { cx: 20, cy: line + 14, r: 12, fill: '#d9c89e', stroke: '#6b5a2f' }),
        svg(
          'text',
          { x: 38, y: line + 11, 'font-size': 12, 'font-weight': 600, fill: '#1b2631' },
          `${island.id}, ${island.value} points, ${held}`,
        ),
        svg(
          'text',
          { x: 38, y: line + 26, 'font-size': 12, fill: '#1b2631' },
          `troop counters: Allies ${island.troops.Allies.length}, Axis ${island.troops.Axis.length}`,
        ),
      );
      summary.push(
        `${island.id} in ${sector}, worth ${island.value}: Allied counters ${island.troops.Allies.length}, Axis ${island.troops.Axis.length}, ${held}`,
      );
      line += 34;
    }
    units.forEach((unit, index) => {
      const x = 8 + (index % perLine) * (CHIP.width + CHIP.gap);
      const top = line + Math.floor(index / perLine) * (CHIP.height + CHIP.gap);
      const chip = svg('g', { 'data-unit': unit.id, opacity: unit.destroyed ? 0.45 : 1 });
      chip.append(
        svg('rect', { x, y: top, width: CHIP.width, height: CHIP.height, rx: 4, fill: COLOUR[unit.side] }),
        svg(
          'text',
          { x: x + CHIP.width / 2, y: top + 15, 'font-size': 11, 'text-anchor': 'middle', fill: '#fff' },
          unit.troopsAboard > 0 ? `${unit.id} ⚑${unit.troopsAboard}` : unit.id,
        ),
      );
      if (unit.destroyed) {
        chip.append(
          svg('line', {
            x1: x + 2,
            y1: top + 2,
            x2: x + CHIP.width - 2,
            y2: top + CHIP.height - 2,
            stroke: '#000',
            'stroke-width': 2,
          }),
        );
      }
      g.append(chip);
      summary.push(`${unit.id} (${unit.side}) in ${sector}${unit.destroyed ? ', destroyed' : ''}`);
    });
    rows.push(g);
    y += height + 6;
  }
  const board = svg('svg', { viewBox: `0 0 ${WIDTH} ${y}`, role: 'img', width: '100%', class: 'board' });
  board.append(svg('title', {}, `The board: ${summary.join('; ')}.`), ...rows);
  return board;
}
