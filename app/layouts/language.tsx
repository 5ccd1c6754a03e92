import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/route-error";

/** Layout "language": a bare centred page for choosing the language. */
export default function LanguageLayout() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-green-50 to-gray-50 px-4">
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
