/**
 * The explorer's counting off the page's thread: the page starts a Web Worker from the
 * text of its first script and of the later scripts it loaded (a rule set's, the
 * studies'); there, with no document, this answers each case (one message) and each study
 * (a message a shard) with the loaded script's own code. A worker cannot be interrupted,
 * so the page cancels by letting it go.
 */
import { provided } from './chunks.js';
import type { OddsReply, OddsRequest } from './odds-request.js';
import type { RollsChunk } from './rolls-chunk.js';
import type { StudyReply, StudyRequest } from './study-worker.js';

/** What the studies' script provides. */
export interface StudyChunk {
  readonly playStudy: (request: StudyRequest, send: (reply: StudyReply) => void) => void;
}

/** Answers the page's cases and studies, in this worker. */
export function serveOdds(): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: { data: OddsRequest | StudyRequest }) => void) | null;
    postMessage: (reply: OddsReply | StudyReply) => void;
  };
  scope.onmessage = (event) => {
    const request = event.data;
    if ('kind' in request && request.kind === 'study') {
      const study = provided<StudyChunk>('study');
      if (study === undefined) {
        scope.postMessage({ kind: 'study', id: request.id, ok: false, message: 'the studies script is not loaded' });
      } else study.playStudy(request, (reply) => scope.postMessage(reply));
      return;
    }
    const odds = request as OddsRequest;
    const rolls = provided<RollsChunk>(odds.part);
    scope.postMessage(
      rolls === undefined
        ? { id: odds.id, ok: false, message: `the ${odds.part} script is not loaded`, code: undefined, path: [] }
        : rolls.count(odds),
    );
  };
}
