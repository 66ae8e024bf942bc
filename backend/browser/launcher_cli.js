// Written by Reprise (backend/browser/launcher.go, launcher_cli.js).
//
// playwright-go asks "cli.js --version" before each start of the driver;
// Reprise has checked the driver this file hands everything else to
// (driverCLI), so it answers at once instead of loading
// Playwright for it.
//
// The lines above this comment define driverCLI, driverVersion and
// codeCacheDir.
//
// Everything else runs the driver with a code cache: Node.js compiles
// Playwright's 7 MB of JavaScript at each start of the driver, a quarter
// of a second of its start on a two-core machine. V8 can save what it
// compiled and take it back next time (Node.js 22 does this itself with
// module.enableCompileCache; Node.js 20 does not). The cache is one file
// in codeCacheDir: a JSON index (file name, source length, where its
// code lies), then the code. V8 checks each piece against its own version
// and flags and the source's length, and compiles afresh what it rejects.
// Nothing here may stop the driver: any failure of the cache falls back
// to Node.js's own compile.
if (process.argv.length === 3 && process.argv[2] === '--version') {
  process.stdout.write('Version ' + driverVersion + '\n');
} else {
  codeCache();
  require(driverCLI);
}

function codeCache() {
  const Module = require('module');
  const fs = require('fs');
  const path = require('path');
  if (typeof Module.enableCompileCache === 'function') {
    try {
      Module.enableCompileCache(codeCacheDir);
    } catch {}
    return;
  }
  const vm = require('vm');
  const file = path.join(codeCacheDir, 'node-' + process.version + '-' + process.arch + '.cache');
  const old = read(file);
  const kept = new Map(); // file name -> [source length, code] taken from old
  const made = []; // [file name, source length, vm.Script] compiled afresh
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    let script;
    let cached;
    try {
      const e = old.index[filename];
      if (e && e.len === content.length) cached = old.code.subarray(e.off, e.off + e.size);
      script = new vm.Script(Module.wrap(content), {
        filename,
        cachedData: cached,
        importModuleDynamically: vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
    } catch {
      return compile.call(this, content, filename);
    }
    if (cached && !script.cachedDataRejected) kept.set(filename, [content.length, cached]);
    else made.push([filename, content.length, script]);
    const mod = this;
    const require = (id) => mod.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
    require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
    require.main = process.mainModule;
    require.extensions = Module._extensions;
    require.cache = Module._cache;
    const fn = script.runInThisContext({ displayErrors: true });
    return fn.call(mod.exports, mod.exports, require, mod, filename, path.dirname(filename));
  };
  // At exit the scripts have run, so their code includes the functions
  // they called, not only what V8 compiled up front. The file is written
  // only when something was compiled afresh, aside and then renamed: a
  // driver starting meanwhile reads the old file or the new one. Reprise
  // made codeCacheDir; if it is gone (the cache was deleted while the
  // driver ran), nothing is written and nothing made again.
  process.once('exit', () => {
    if (made.length === 0) return;
    try {
      const index = {};
      const parts = [];
      let off = 0;
      const add = (name, len, code) => {
        index[name] = { len, off, size: code.length };
        parts.push(code);
        off += code.length;
      };
      // Keep what this run did not load (a driver loads some modules
      // only for some commands).
      const fresh = new Set(made.map((m) => m[0]));
      for (const [name, e] of Object.entries(old.index)) {
        if (!kept.has(name) && !fresh.has(name)) kept.set(name, [e.len, old.code.subarray(e.off, e.off + e.size)]);
      }
      for (const [name, [len, code]] of kept) add(name, len, code);
      for (const [name, len, script] of made) add(name, len, script.createCachedData());
      const head = Buffer.from(JSON.stringify(index));
      const size = Buffer.alloc(4);
      size.writeUInt32LE(head.length);
      const tmp = file + '.' + process.pid + '.tmp';
      fs.writeFileSync(tmp, Buffer.concat([size, head, ...parts]));
      fs.renameSync(tmp, file);
    } catch {}
  });
}

// read returns the cache file's index and code, or empty ones when the
// file is missing or damaged.
function read(file) {
  const none = { index: {}, code: Buffer.alloc(0) };
  try {
    const b = require('fs').readFileSync(file);
    const n = b.readUInt32LE(0);
    const index = JSON.parse(b.subarray(4, 4 + n).toString('utf8'));
    const code = b.subarray(4 + n);
    for (const e of Object.values(index)) {
      if (!(e.off >= 0 && e.size > 0 && e.off + e.size <= code.length)) return none;
    }
    return { index, code };
  } catch {
    return none;
  }
}
