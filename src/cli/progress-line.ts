/** The least time between two redraws of the progress line: at most 10 a second. */
const REDRAW_MS = 100;

/** A duration as a person reads it: `<1 s`, `42 s`, `3 min 05 s`, `1 h 02 min`. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 1) return '<1 s';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * A study's progress line for a terminal: `done / total games`, the rate so far and the
 * time left (or, at the end, the time taken). Returns what to call after each game: it
 * draws at most 10 times a second, and always the last game (with a line end).
 * `now` is the clock in milliseconds (a test gives its own).
 */
export function progressReporter(
  draw: (text: string) => void,
  now: () => number = () => performance.now(),
): (done: number, total: number) => void {
  const started = now();
  let drawn = Number.NEGATIVE_INFINITY;
  return (done, total) => {
    const at = now();
    const last = done >= total;
    if (!last && at - drawn < REDRAW_MS) return;
    drawn = at;
    const elapsed = at - started;
    const rate = elapsed > 0 ? (done * 1000) / elapsed : 0;
    const count = `${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} games`;
    const speed = rate > 0 ? `${Math.round(rate).toLocaleString('en-US')} games/s` : '… games/s';
    if (last) return draw(`${count} · ${speed} · took ${duration(elapsed)}\n`);
    const left = rate > 0 ? `${duration(((total - done) * 1000) / rate)} left` : 'time left unknown';
    draw(`${count} · ${speed} · ${left}`);
  };
}
