/**
 * A wide table in a box of its own that scrolls sideways, so the page never does; the box
 * is reachable by keyboard, to scroll it, and named by `label`.
 */
export function scrolling(table: HTMLElement, label: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'scroll';
  box.tabIndex = 0;
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', label);
  box.append(table);
  return box;
}
