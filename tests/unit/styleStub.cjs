// CSS modules in unit tests: every class name is its own key, so markup can be checked by class.
module.exports = new Proxy({}, {get: (_target, key) => (key === '__esModule' ? false : String(key))});
