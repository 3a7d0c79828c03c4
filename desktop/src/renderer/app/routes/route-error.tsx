import { UI_MESSAGES } from '@launchpad/shared';
import { TriangleExclamationPoint } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';

/** Last resort when a screen fails to render: say so and offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleExclamationPoint aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-lg font-semibold text-slate-900">{UI_MESSAGES.unexpectedError}</h1>
        {detail && <p className="mt-2 text-sm break-words text-slate-600">{detail}</p>}
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </div>
  );
}
