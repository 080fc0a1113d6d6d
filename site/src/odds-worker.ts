/**
 * The explorer's counting, off the page's thread: a case goes in as plain data (rule set,
 * roll, input, exact or estimate), its rows or its refusal come back as plain data. The
 * page runs it in a Web Worker made from its own script, so a big case never freezes the
 * page and can be cancelled; where no worker can be made, the page runs it itself.
 */
import { catalogues } from '../../src/cli/catalogues.js';
import { resolverEstimate, resolverExactOdds } from '../../src/cli/resolver-odds.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { formatFraction } from '../../src/odds/fraction.js';
import { outcomeLabels, readable } from './outcome-labels.js';
import { playStudy, type StudyReply, type StudyRequest } from './study-worker.js';

/** One case to count. */
export interface OddsRequest {
  readonly id: number;
  readonly set: string;
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

/** Counts one case. */
export function computeOdds(request: OddsRequest): OddsReply {
  const started = performance.now();
  try {
    const catalogue = catalogues.find((c) => c.name === request.set);
    const resolver = catalogue?.resolvers.find((r) => r.command === request.resolver);
    if (resolver === undefined) throw new Error(`no roll ${request.resolver} in ${request.set}`);
    const args = request.args as Record<string, unknown>;
    // Each outcome with its chance and what the table prints beside it: the exact fraction,
    // or an estimate's standard error.
    let heading: string;
    let outcomes: { outcome: unknown; exact: string; probability: number }[];
    if (request.estimate) {
      const odds = resolverEstimate(resolver, args, 20_000, 1);
      heading = `estimate from ${odds.samples} samples, seed ${odds.seed}`;
      outcomes = odds.outcomes.map((o) => ({ ...o, exact: `±${(o.standardError * 100).toFixed(2)}%` }));
    } else {
      const odds = resolverExactOdds(resolver, args);
      heading = odds.heading;
      outcomes = odds.outcomes.map((o) => ({ ...o, exact: formatFraction(o.fraction) }));
    }
    const labels = outcomeLabels(outcomes.map((o) => o.outcome));
    const rows = outcomes.map((o, i) => ({
      label: labels[i] as string,
      full: readable(o.outcome),
      exact: o.exact,
      probability: o.probability,
    }));
    return { id: request.id, ok: true, heading, rows, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return isRulesError(error)
      ? { id: request.id, ok: false, message, code: error.code, path: [...error.path] }
      : { id: request.id, ok: false, message, code: undefined, path: [] };
  }
}

/** Answers the page's cases (one message each) and studies (a message a shard), in this worker. */
export function serveOdds(): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: { data: OddsRequest | StudyRequest }) => void) | null;
    postMessage: (reply: OddsReply | StudyReply) => void;
  };
  scope.onmessage = (event) => {
    const request = event.data;
    if ('kind' in request && request.kind === 'study') playStudy(request, (reply) => scope.postMessage(reply));
    else scope.postMessage(computeOdds(request as OddsRequest));
  };
}
