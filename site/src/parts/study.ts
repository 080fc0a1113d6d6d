/** The explorer's script of whole-game studies (`parts/study.js`): the five games, their bots and `simulate`. */
import { provide } from '../chunks.js';
import { playStudy } from '../study-worker.js';

provide('study', { playStudy });
