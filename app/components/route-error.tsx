import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPageLater } from "./deferred";
import { Frame } from "./frame";

/** A route's error boundary: the error screen inside the site's frame. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Frame breadcrumb={false}>
      <ErrorPageLater status={status} error={error} />
    </Frame>
  );
}
