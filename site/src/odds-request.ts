/** The explorer's cases as they travel between the page and a rule set's script (or its worker): plain data. */

/** One case to count. */
export interface OddsRequest {
  readonly id: number;
  /** The script counting the roll (`firepower-gunnery`), as the index names it. */
  readonly part: string;
  readonly resolver: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly estimate: boolean;
}

/** One row of the answer: a short label for the chart, the outcome whole, its chance. */
export interface OddsRow {
  readonly label: string;
  readonly full: string;
  readonly exact: string;
  readonly probability: number;
}

/** The answer to a case: its rows, or the refusal (a RulesError's message, code and path). */
export type OddsReply =
  | { readonly id: number; readonly ok: true; readonly heading: string; readonly rows: OddsRow[]; readonly ms: number }
  | {
      readonly id: number;
      readonly ok: false;
      readonly message: string;
      readonly code: string | undefined;
      readonly path: readonly (string | number)[];
    };
