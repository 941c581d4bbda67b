// The six project pictures (1200 × 800): each a stylised screen of the product its project names.
import aiSupport from "./ai-support-products.mjs";
import vehicles from "./vehicle-management.mjs";
import workforce from "./workforce-products.mjs";
import health from "./health-management.mjs";
import vendors from "./vendor-management.mjs";
import integrations from "./custom-integrations.mjs";

export default {
  "ai-support-products": aiSupport,
  "vehicle-management": vehicles,
  "workforce-products": workforce,
  "health-management": health,
  "vendor-management": vendors,
  "custom-integrations": integrations,
};
