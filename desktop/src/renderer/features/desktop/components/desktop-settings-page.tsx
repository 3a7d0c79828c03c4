import type { ReactNode } from 'react';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { errorMessage } from '../../../lib/api-client';
import { useDesktopSettings } from '../api/desktop-settings';
import { ModelPanel } from './model-panel';
import { ModelSourceForm } from './model-source-form';
import { ServerUrlForm } from './server-url-form';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${title}-heading`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${title}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

/** /desktop-settings: the desktop app's own settings (server, offline transcription model). */
export function DesktopSettingsPage({ reload }: { reload?: () => void }) {
  const settings = useDesktopSettings();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Desktop Settings</h1>
      {settings.isPending ? (
        <PanelLoading label="Loading the settings" />
      ) : settings.isError ? (
        <LoadError
          message={errorMessage(settings.error, 'Could not load the settings')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Section title="Server" description="The Launchpad server this app talks to.">
            <ServerUrlForm initial={settings.data.apiUrl} reload={reload} />
          </Section>
          <Section
            title="Offline transcription"
            description="With a whisper.cpp model on this computer, interview answers are transcribed without sending audio to the server."
          >
            <ModelPanel />
            <div className="mt-6 border-t border-slate-100 pt-6">
              <ModelSourceForm settings={settings.data} />
            </div>
          </Section>
        </>
      )}
    </div>
  );
}
