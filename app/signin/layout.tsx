// Rendered per request: the site's document around the page (app/request-layout.tsx).
export { default, generateMetadata } from "../request-layout";
