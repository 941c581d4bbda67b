// The three works slides (1200 × 800): a CRM pipeline, an online store's checkout and a team chat bot.
import crm from "./crm-development.mjs";
import ecommerce from "./ecommerce-website-development.mjs";
import slack from "./slack-integration.mjs";

export default {
  "crm-development": crm,
  "ecommerce-website-development": ecommerce,
  "slack-integration": slack,
};
