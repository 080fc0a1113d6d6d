#!/usr/bin/env node
/** `npm pack` and `npm publish` run this last: package.json gets its `prepare` script back (see pack-manifest.mjs). */
import { restorePrepare } from './pack-manifest.mjs';

restorePrepare();
