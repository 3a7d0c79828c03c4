import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Where the contract is served; the same document every client can read. */
const OPENAPI_URL = '/api/openapi.json';

/**
 * /api-reference (web build): the API's OpenAPI document rendered by Swagger UI. The renderer and its
 * styles are loaded only on this page (about 400 KB), never with the app's other screens.
 */
export function ApiReferenceRoute() {
  useDocumentTitle('API reference');
  const mount = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let gone = false;
    Promise.all([import('swagger-ui-dist/swagger-ui-es-bundle.js'), import('swagger-ui-dist/swagger-ui.css')])
      .then(([{ default: SwaggerUI }]) => {
        if (gone || !mount.current) return;
        SwaggerUI({ url: OPENAPI_URL, domNode: mount.current, deepLinking: true, tryItOutEnabled: false });
        setState('ready');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
    };
  }, []);

  return (
    <main className="min-h-dvh bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-6 py-4">
        <h1 className="text-lg font-semibold text-slate-900">Launchpad API reference</h1>
        <nav className="flex gap-4 text-sm">
          <a className="text-indigo-700 underline" href={OPENAPI_URL}>
            OpenAPI document (JSON)
          </a>
          <Link className="text-indigo-700 underline" to={paths.login}>
            Back to Launchpad
          </Link>
        </nav>
      </header>
      {state === 'loading' && <p className="px-6 py-4 text-sm text-slate-500">Loading the reference…</p>}
      {state === 'failed' && (
        <p role="alert" className="px-6 py-4 text-sm text-red-700">
          The reference viewer could not be loaded. The document itself is at{' '}
          <a className="underline" href={OPENAPI_URL}>
            {OPENAPI_URL}
          </a>
          .
        </p>
      )}
      <div ref={mount} />
    </main>
  );
}
