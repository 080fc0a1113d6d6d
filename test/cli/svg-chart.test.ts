import { describe, expect, it } from 'vitest';
import { svgBarChart } from '../../src/cli/svg-chart.js';

describe('svgBarChart', () => {
  const long = '{"flagship":"intercept","others":["engage","engage","retire"]}';
  const svg = svgBarChart(
    [
      { label: 'hit', exact: '1/3', probability: 1 / 3 },
      { label: long, full: 'flagship intercept; others engage, engage, retire', exact: '2/3', probability: 2 / 3 },
    ],
    { title: 'Example' },
  );

  it('draws each bar as a group whose tooltip holds the whole outcome and its figures', () => {
    expect(svg.match(/<g class="bar">/g)).toHaveLength(2);
    expect(svg).toContain('<title>hit: 1/3 · 33.33%</title>');
    expect(svg).toContain('<title>flagship intercept; others engage, engage, retire: 2/3 · 66.67%</title>');
  });

  it('cuts a long label to fit, the tooltip keeping it whole', () => {
    const shown = svg.match(/<text [^>]*text-anchor="end">([^<]*)<\/text>/g) ?? [];
    expect(shown[1]).toContain('{&quot;flagship&quot;:&quot;intercept&quot;,&quot;others&quot;:…</text>');
  });
});
