/** The width to draw a chart at in `box`: its own, so the chart's text is not scaled down on a phone. */
export function chartWidth(box: HTMLElement): number {
  return Math.floor(box.clientWidth || document.documentElement.clientWidth - 32);
}
