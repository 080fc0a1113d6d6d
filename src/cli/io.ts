/** Where the CLI writes; `main.ts` passes the process streams, tests pass collectors. */
export interface CliIo {
  /** Writes one chunk of normal output. */
  readonly out: (text: string) => void;
  /** Writes one chunk of error output. */
  readonly err: (text: string) => void;
}
