/**
 * The explorer's later scripts under `parts/`: a rule set's rolls (`parts/sopac.js`), its
 * tables (`parts/sopac-tables.js`), the study panel and the games it plays, each loaded
 * with a script element the first time the page needs it, so the first result waits only
 * for the first script and one script of rolls. Each script, as the build wraps it, keeps
 * its own body (to start it again inside a worker) and provides one value under its name;
 * the first script keeps its own body as `explorer`.
 */

/** What every explorer script shares, on the global object: each later script's body and value. */
interface Chunks {
  readonly run: Map<string, () => void>;
  readonly value: Map<string, unknown>;
}

/** The shared table, made by whichever script runs first. */
function chunks(): Chunks {
  const scope = globalThis as { navalChunks?: Chunks };
  scope.navalChunks ??= { run: new Map(), value: new Map() };
  return scope.navalChunks;
}

/** Called by a later script's body: its value, under its name. */
export function provide(name: string, value: unknown): void {
  chunks().value.set(name, value);
}

/** The value a loaded script provided, or undefined. */
export function provided<T>(name: string): T | undefined {
  return chunks().value.get(name) as T | undefined;
}

const loading = new Map<string, Promise<unknown>>();

/** Loads `parts/<name>.js` once (a name the page itself chose, never one from a link) and gives its value. */
export function loadChunk<T>(name: string): Promise<T> {
  const ready = provided<T>(name);
  if (ready !== undefined) return Promise.resolve(ready);
  let promise = loading.get(name);
  if (promise === undefined) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `parts/${name}.js`;
      script.onload = () => {
        const value = provided(name);
        if (value === undefined) reject(new Error(`parts/${name}.js provided nothing`));
        else resolve(value);
      };
      script.onerror = () => {
        loading.delete(name);
        reject(new Error(`parts/${name}.js could not be loaded`));
      };
      document.head.append(script);
    });
    loading.set(name, promise);
  }
  return promise as Promise<T>;
}

/** Keeps a script's body under `name`, to start it again inside a worker. */
export function keepSource(name: string, body: () => void): void {
  chunks().run.set(name, body);
}

/** The bodies of loaded scripts, as text that runs them again (inside a worker). */
export function chunkSources(names: readonly string[]): string | undefined {
  const run = chunks().run;
  const bodies = names.map((name) => run.get(name));
  if (bodies.some((body) => body === undefined)) return undefined;
  return bodies.map((body) => `(${String(body)})();`).join('\n');
}
