/**
 * Makes each bar of a chart the page drew (the library's SVG, a `<g class="bar">` a bar
 * with its whole outcome as tooltip) reachable by keyboard, read out by its whole value,
 * and shown whole in the figure's caption when focused, pointed at or tapped.
 */
export function focusableBars(figure: HTMLElement): void {
  const caption = document.createElement('figcaption');
  caption.className = 'hint';
  caption.setAttribute('aria-live', 'polite');
  caption.textContent = 'Focus, point at or tap a bar for its whole outcome.';
  for (const bar of figure.querySelectorAll<SVGGElement>('g.bar')) {
    const whole = bar.querySelector('title')?.textContent ?? '';
    bar.setAttribute('tabindex', '0');
    bar.setAttribute('role', 'img');
    bar.setAttribute('aria-label', whole);
    const show = () => {
      caption.textContent = whole;
    };
    for (const event of ['focus', 'mouseenter', 'click']) bar.addEventListener(event, show);
  }
  figure.append(caption);
}
