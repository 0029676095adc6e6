// node-polyglot requires the `object.entries` polyfill, which pulls about 35 KB of ES5 shims
// (get-intrinsic, call-bind…) into the first load. Every browser this console supports has
// Object.entries, so the build resolves `object.entries` here instead (vite.config.ts).
module.exports = Object.entries;
