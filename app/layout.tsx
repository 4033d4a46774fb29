import type { ReactNode } from "react";

// Only passes its children through: the document (<html>, the header) comes from the layout of each
// top-level folder, which is app/request-layout.tsx for pages rendered per request and
// app/cached/[version]/[locale]/[theme]/layout.tsx for the pages served from the cache. A root
// layout that read the request (cookies, the session, the CSP nonce) would make every page below
// it dynamic, the cached ones included.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
