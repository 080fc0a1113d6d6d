/** The script's own text, wrapped by the build (scripts/build-site.mjs), to start a worker from. */
declare const navalExplorer: (() => void) | undefined;

/**
 * A Web Worker running this page's own script (which, with no document, serves the page's
 * cases and studies), its messages given to `onReply`; null where none can be made (the
 * script not built, or no workers), and the page then does the work itself.
 */
export function ownWorker<T>(onReply: (reply: T) => void): Worker | null {
  if (typeof navalExplorer !== 'function' || typeof Worker === 'undefined') return null;
  try {
    const source = new Blob([`(${navalExplorer.toString()})()`], { type: 'text/javascript' });
    const made = new Worker(URL.createObjectURL(source));
    made.onmessage = (event: MessageEvent<T>) => onReply(event.data);
    return made;
  } catch {
    return null;
  }
}
