import type { ReactNode } from "react";
import { Breadcrumb } from "./breadcrumb";
import { Footer } from "./footer";
import { Header } from "./header";

/** The page frame shared by the default and nobreadcrumb layouts. */
export function Frame({ breadcrumb, children }: { breadcrumb: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {breadcrumb ? <Breadcrumb /> : null}
      <div className="flex-1">{children}</div>
      <Footer />
    </div>
  );
}
