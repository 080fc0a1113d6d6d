/**
 * The odds explorer's first script: on the page it keeps its own body (for workers) and
 * builds the page (page.ts); started again from that body as a Web Worker (no document
 * there), with the later scripts the page loaded, it counts the page's cases and plays its
 * studies (serve.ts).
 */
import { keepOwnSource } from './own-worker.js';
import { serveOdds } from './serve.js';

if (typeof document === 'undefined') serveOdds();
else {
  keepOwnSource();
  void import('./page.js');
}
