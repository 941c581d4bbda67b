// CSS modules in unit tests: every class name maps to itself (styles.visible === "visible").
module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? true : key) });
