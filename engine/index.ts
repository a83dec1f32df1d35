/**
 * The headless configurator engine: pure TypeScript, no React, DOM or I/O.
 * The React layer imports this index only.
 */
export * from './constants.ts';
