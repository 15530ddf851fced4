/**
 * The production server (server.mjs, unchanged) under its own command line. On a machine shared
 * with other work, a `pkill -f server.mjs` meant for someone else's server would otherwise stop the
 * one being measured.
 */
process.title = 'nswjcl-bench-site';
await import('../../server.mjs');
