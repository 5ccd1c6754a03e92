/** Stylesheets imported by route modules resolve to their built URL (classic compiler). */
declare module "*.css" {
  const href: string;
  export default href;
}
