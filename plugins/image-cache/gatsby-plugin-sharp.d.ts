// The one function of gatsby-plugin-sharp this plugin calls (it has no types of its own for it).
declare module "gatsby-plugin-sharp" {
  export function setActions(actions: unknown): void;
}
