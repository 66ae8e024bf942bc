// A wrapper of @playwright/test that records what an exported spec does
// while it runs for real: the page fixture and expect() are wrapped in
// proxies that log each call that acts or asserts (locator builders only
// extend the chain), in the normalised form of the Python stand-in
// (testdata/pyplaywright). The log is written to REPRISE_CALL_LOG when the
// worker exits, as an object keyed by spec file name (without .spec.ts). REPRISE_REAL_PLAYWRIGHT_TEST is the real package's path.
const fs = require('fs');
const real = require(process.env.REPRISE_REAL_PLAYWRIGHT_TEST);

const CHAIN = Symbol('chain');
const TARGET = Symbol('target');
const makers = new Set(['locator', 'frameLocator', 'getByRole', 'getByText', 'getByLabel',
  'getByPlaceholder', 'getByAltText', 'getByTitle', 'getByTestId']);
const calls = {}; // spec file name (without .spec.ts) → its calls
let current = [];

const name = (n) => n.replace(/_/g, '').toLowerCase();
const unwrap = (v) => (v && v[TARGET]) || v;
function norm(v) {
  if (v && v[TARGET]) return { locator: v[CHAIN] };
  if (v instanceof RegExp) return { regex: v.source.replace(/\\([^0-9A-Za-z])/g, '$1') };
  if (typeof v === 'string') {
    const base = process.env.BASE_URL || '';
    return base ? v.split(base).join('') : v;
  }
  if (Array.isArray(v)) return v.map(norm);
  if (v && typeof v === 'object') {
    const o = {};
    for (const k of Object.keys(v).sort()) o[name(k)] = norm(v[k]);
    return o;
  }
  return v;
}

function wrap(target, chain) {
  return new Proxy(target, {
    get(t, prop) {
      if (prop === CHAIN) return chain;
      if (prop === TARGET) return t;
      if (prop === 'keyboard' || prop === 'mouse') return wrap(t[prop], chain.concat([[prop]]));
      const v = t[prop];
      if (typeof v !== 'function' || typeof prop !== 'string') return v;
      return (...args) => {
        const call = [name(prop), ...args.map(norm)];
        if (makers.has(prop)) return wrap(v.apply(t, args.map(unwrap)), chain.concat([call]));
        current.push({ chain, call });
        return v.apply(t, args.map(unwrap));
      };
    },
  });
}

function expect(actual, ...rest) {
  const m = real.expect(unwrap(actual), ...rest);
  const chain = (actual && actual[CHAIN]) || [];
  return new Proxy(m, {
    get(t, prop) {
      const v = t[prop];
      if (typeof v !== 'function' || typeof prop !== 'string') return v;
      return (...args) => {
        current.push({ expect: true, chain, call: [name(prop), ...args.map(norm)] });
        return v.apply(t, args.map(unwrap));
      };
    },
  });
}

const test = real.test.extend({
  page: async ({ page }, use, testInfo) => {
    const file = require('path').basename(testInfo.file).replace(/\.spec\.ts$/, '');
    current = calls[file] = [];
    await use(wrap(page, []));
  },
});

process.on('exit', () => {
  if (process.env.REPRISE_CALL_LOG && Object.keys(calls).length) {
    fs.writeFileSync(process.env.REPRISE_CALL_LOG, JSON.stringify(calls, null, 1));
  }
});

module.exports = { ...real, test, expect };
