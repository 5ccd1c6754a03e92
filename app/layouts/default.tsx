import { Outlet } from "@remix-run/react";
import { Frame } from "~/components/frame";
import { RouteErrorBoundary } from "~/components/route-error";

/** Layout "default": header, breadcrumb, page, footer. */
export default function DefaultLayout() {
  return (
    <Frame breadcrumb>
      <Outlet />
    </Frame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
