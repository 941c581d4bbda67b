// CSS modules export their class names (camelCased by Gatsby's css-loader); the global sheet exports nothing.
declare module "*.module.scss" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module "*.scss";
declare module "*.css";
