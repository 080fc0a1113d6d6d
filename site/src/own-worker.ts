import { chunkSources, keepSource } from './chunks.js';

/** The first script's own body, wrapped by the build (scripts/build-site.mjs), to start a worker from. */
declare const navalExplorer: (() => void) | undefined;

/** Keeps the first script's body (when built) for the workers any later script starts. */
export function keepOwnSource(): void {
  if (typeof navalExplorer === 'function') keepSource('explorer', navalExplorer);
}

/**
 * A Web Worker running the explorer's first script and the later ones named in `chunks`
 * (loaded already), which, with no document, serves the page's cases and studies; its
 * messages go to `onReply`. Null where none can be made (the scripts not built, or no
 * workers), and the page then does the work itself.
 */
export function ownWorker<T>(onReply: (reply: T) => void, chunks: readonly string[]): Worker | null {
  if (typeof Worker === 'undefined') return null;
  const source = chunkSources(['explorer', ...chunks]);
  if (source === undefined) return null;
  try {
    const made = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    made.onmessage = (event: MessageEvent<T>) => onReply(event.data);
    return made;
  } catch {
    return null;
  }
}
