import { Outlet } from "@remix-run/react";
import { Frame } from "~/components/frame";
import { RouteErrorBoundary } from "~/components/route-error";

/** Layout "nobreadcrumb": header, page, footer (home, checkout, payment). */
export default function NoBreadcrumbLayout() {
  return (
    <Frame breadcrumb={false}>
      <Outlet />
    </Frame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
