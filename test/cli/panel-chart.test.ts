import { describe, expect, it } from 'vitest';
import { svgPanelChart } from '../../src/cli/panel-chart.js';

const spread = { label: 'r', min: 0, p05: 1, p25: 2, p50: 3, p75: 4, p95: 5, max: 10, mean: 3.5, text: 'mean 3.5' };

describe('svgPanelChart', () => {
  it('draws an interval on its section scale, a zero line where the scale crosses 0, and escapes every text', () => {
    const svg = svgPanelChart(
      [
        {
          heading: 'B − A <diff>',
          kind: 'interval',
          scale: [-1, 1],
          rows: [{ label: 'x & <y>', value: 0.5, low: 0, high: 1, text: '+0.5 (0 to 1)' }],
        },
      ],
      { title: 'A "chart"' },
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="760"/);
    expect(svg).toContain('<title>A &quot;chart&quot;</title>');
    expect(svg).toContain('B − A &lt;diff&gt;');
    expect(svg).toContain('<title>x &amp; &lt;y&gt;: +0.5 (0 to 1)</title>');
    // The plot runs from x 250 to 490: 0 is at 370, 0.5 at 430, 1 at 490.
    expect(svg).toMatch(/<line x1="370" y1="\d+" x2="370" y2="\d+" stroke="#888888" stroke-dasharray="3 3"\/>/);
    expect(svg).toContain('<circle cx="430"');
    expect(svg).toMatch(/<line x1="370" y1="\d+" x2="490"/);
    expect(svg).not.toMatch(/<y>|<diff>/);
  });

  it('draws a spread on its own range, or on the range given, so two rows read against each other', () => {
    const own = svgPanelChart([{ heading: 's', kind: 'spread', rows: [spread] }], { title: 't' });
    // Median 3 of 0–10 at 250 + 72.
    expect(own).toMatch(/<line x1="322" y1="\d+" x2="322"/);
    const shared = svgPanelChart([{ heading: 's', kind: 'spread', rows: [{ ...spread, range: [0, 20] }] }], {
      title: 't',
    });
    expect(shared).toMatch(/<line x1="286" y1="\d+" x2="286"/);
  });

  it('is the same bytes for the same sections, and says so when a section is empty', () => {
    const sections = [{ heading: 'h', kind: 'spread' as const, rows: [] }];
    expect(svgPanelChart(sections, { title: 't' })).toBe(svgPanelChart(sections, { title: 't' }));
    expect(svgPanelChart(sections, { title: 't' })).toContain('>none</text>');
  });
});
