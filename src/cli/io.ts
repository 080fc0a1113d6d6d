/** Where the CLI reads and writes; `main.ts` passes the process, tests pass collectors. */
export interface CliIo {
  /** Writes one chunk of normal output. */
  readonly out: (text: string) => void;
  /** Writes one chunk of error output. */
  readonly err: (text: string) => void;
  /** Reads a whole text file; `-` is standard input. Throws when it cannot. */
  readonly read: (path: string) => string;
  /** Writes a whole text file (for `--svg FILE`). Throws when it cannot. */
  readonly write: (path: string, text: string) => void;
  /** Redraws a progress line on a terminal's standard error; absent when standard error is not a terminal. */
  readonly progress?: (text: string) => void;
}
