/**
 * naval-rules/compiled: an opt-in for servers and simulations. After
 * `useCompiledParsers()`, every input and game state the library validates is parsed by
 * zod's compiled parser of its schema (zod's `compile`): the same values accepted, the same
 * errors, in less time on large inputs. It costs a bundle zod's compiler (about 7.6 KB
 * gzipped), so browser apps leave it out unless they want it.
 * @packageDocumentation
 */
export { useCompiledParsers } from './use-compiled-parsers.js';
