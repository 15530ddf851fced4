/**
 * Whether this run is CI's (CI set, and not to 0 or false): every test must run there, and nothing is kept
 * for a later run. CommonJS so next.config.js, the scripts and the tests read one rule.
 */
function onCi(env = process.env) {
  return Boolean(env.CI) && !['0', 'false'].includes(String(env.CI).toLowerCase());
}

module.exports = { onCi };
