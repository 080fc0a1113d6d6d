/** The explorer's script of the study panel's page code (`parts/study-panel.js`), loaded after the first result. */
import { provide } from '../chunks.js';
import { startStudyPanel } from '../study-panel.js';

provide('study-panel', { start: startStudyPanel });
