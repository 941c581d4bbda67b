// A webpack loader that changes nothing but declares that the stylesheet depends on every file under src/.
// gatsby-plugin-purgecss keeps the rules whose classes the components use, so its output depends on the
// components; without this, webpack's cache reuses the trimmed stylesheet after a component starts using
// a new class, and a warm build publishes CSS without that class's rules.
const path = require("node:path");

module.exports = function dependOnSources(source) {
  this.addContextDependency(path.join(this.rootContext, "src"));
  return source;
};
