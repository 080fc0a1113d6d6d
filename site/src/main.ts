/**
 * The odds explorer's script: on the page it builds the page (page.ts); started again from
 * its own text as a Web Worker (no document there), it counts the page's cases
 * (odds-worker.ts).
 */
import { serveOdds } from './odds-worker.js';

if (typeof document === 'undefined') serveOdds();
else void import('./page.js');
