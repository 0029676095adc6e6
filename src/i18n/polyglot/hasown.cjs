// node-polyglot's `hasown` dependency, resolved to the built-in (see ./objectEntries.cjs).
module.exports = (object, key) => Object.hasOwn(object, key);
