import { PROFILE_MESSAGES, type TCvInfo, ANALYSIS_MESSAGES } from '@launchpad/shared';
import { ArrowRight, Download, FileText, RefreshCw, Trash, TriangleAlert, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FileDrop, HiddenFileInput } from '../../../components/ui/file-drop';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCv } from '../../../lib/use-cv';
import { downloadCv, useDeleteCv } from '../api/cv';
import { shouldShowLoadError } from '../../../lib/load-errors';
import { isAbortError, useUploadCv } from '../api/upload-cv';
import { CV_ACCEPT, cvFileProblem, formatFileSize } from '../../../lib/cv-file';
import { formatDateTime } from '../../../lib/format';
import { PROFILE_TOAST_IDS } from '../toast-ids';
import { LoadError, PanelLoading } from '../../../components/ui/load-state';
import { Panel } from './panel';

const CV_INPUT_LABEL = 'CV file';

/**
 * Profile settings > CV Management: the CV on file (download, replace, delete after confirmation)
 * or, when there is none, a drop zone. Files are checked here first (PDF, under 10MB) and again by
 * the server; the upload shows its progress.
 */
export function CvPanel() {
  const cv = useCv();
  const upload = useUploadCv();
  const remove = useDeleteCv();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadingName, setUploadingName] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const startUpload = (file: File | undefined) => {
    const issue = cvFileProblem(file);
    if (issue !== null || !file) {
      setProblem(issue);
      return;
    }
    setProblem(null);
    setUploadingName(file.name);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.cvUploaded, { id: PROFILE_TOAST_IDS.cvUpload });
      },
      onError: (error) => {
        if (isAbortError(error)) {
          toast.info(PROFILE_MESSAGES.cvUploadCancelled, { id: PROFILE_TOAST_IDS.cvUpload });
          return;
        }
        // A 401 ends the session (handled by the upload hook); nothing to say here.
        if (error instanceof ApiError && error.status === 401) return;
        setProblem(errorMessage(error, PROFILE_MESSAGES.uploadCvFailed));
      },
      onSettled: () => setUploadingName(null),
    });
  };

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false);
        setProblem(null);
        toast.success(PROFILE_MESSAGES.cvDeleted, { id: PROFILE_TOAST_IDS.cvDelete });
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toast.error(errorMessage(error, PROFILE_MESSAGES.deleteCvFailed), { id: PROFILE_TOAST_IDS.cvDelete });
      },
    });

  let body;
  if (upload.isPending) {
    body = (
      <UploadProgress fileName={uploadingName ?? ''} percent={upload.progress} onCancel={upload.cancel} />
    );
  } else if (cv.isPending) {
    body = <PanelLoading label="Checking for your CV" />;
  } else if (cv.isError) {
    body = shouldShowLoadError(cv.error) ? (
      <LoadError message={PROFILE_MESSAGES.fetchCvFailed} onRetry={() => void cv.refetch()} />
    ) : null;
  } else if (cv.data) {
    body = <CvCard cv={cv.data} onReplace={startUpload} onDelete={() => setConfirmingDelete(true)} />;
  } else {
    body = (
      <FileDrop
        inputLabel={CV_INPUT_LABEL}
        accept={CV_ACCEPT}
        buttonLabel="Choose PDF"
        title="Drag and drop your CV here, or choose a file"
        hint={ANALYSIS_MESSAGES.pdfHint}
        onFile={startUpload}
      />
    );
  }

  return (
    <Panel
      title="CV Management"
      description="The CV on your profile. The CV analyzer uses it by default, so you do not have to upload it each time."
    >
      <div className="space-y-4">
        {problem && <ErrorBanner message={problem} onDismiss={() => setProblem(null)} />}
        {body}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete CV"
        message={PROFILE_MESSAGES.cvDeleteConfirm}
        detail={cv.data ? <span className="font-medium">{cv.data.fileName}</span> : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        busyText="Deleting..."
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Panel>
  );
}

function UploadProgress({
  fileName,
  percent,
  onCancel,
}: {
  fileName: string;
  percent: number;
  onCancel: () => void;
}) {
  const sent = percent >= 100;
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-all text-slate-900">{fileName}</p>
          <p aria-live="polite" className="mt-0.5 text-xs text-slate-500">
            {sent ? 'Reading your CV…' : 'Uploading…'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={sent} className="-mt-1 -mr-1">
          <X aria-hidden="true" className="size-4" />
          Cancel
        </Button>
      </div>
      <ProgressBar value={percent} label="Uploading CV" className="mt-4" />
    </div>
  );
}

function CvCard({
  cv,
  onReplace,
  onDelete,
}: {
  cv: TCvInfo;
  onReplace: (file: File | undefined) => void;
  onDelete: () => void;
}) {
  const replaceInput = useRef<HTMLInputElement>(null);
  const [downloading, setDownloading] = useState(false);

  const download = () => {
    setDownloading(true);
    downloadCv(cv.fileName)
      .catch((error: unknown) => {
        toast.error(errorMessage(error, PROFILE_MESSAGES.cvDownloadFailed), {
          id: PROFILE_TOAST_IDS.cvDownload,
        });
      })
      .finally(() => setDownloading(false));
  };

  return (
    <div className="space-y-4">
      <article
        aria-label="Current CV"
        className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:p-5"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
          <FileText aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-all text-slate-900">{cv.fileName}</p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt className="text-slate-500">Size</dt>
              <dd className="font-medium text-slate-700">{formatFileSize(cv.fileSize)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-slate-500">Uploaded</dt>
              <dd className="font-medium text-slate-700">
                <time dateTime={cv.uploadedAt}>{formatDateTime(cv.uploadedAt)}</time>
              </dd>
            </div>
            {cv.pageCount > 0 && (
              <div className="flex gap-1">
                <dt className="text-slate-500">Pages</dt>
                <dd className="font-medium text-slate-700">{cv.pageCount}</dd>
              </div>
            )}
          </dl>
        </div>
      </article>

      {!cv.hasText && (
        <p className="flex gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {PROFILE_MESSAGES.cvNoText}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="secondary" onClick={download} busy={downloading} busyText="Downloading...">
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button variant="secondary" onClick={() => replaceInput.current?.click()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Replace
        </Button>
        <Button variant="secondary" onClick={onDelete} className="text-red-700 ring-red-200 hover:bg-red-50">
          <Trash aria-hidden="true" className="size-4" />
          Delete
        </Button>
        <Link
          to={paths.cvAnalyzer}
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:ml-auto"
        >
          Analyze this CV
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <HiddenFileInput ref={replaceInput} label={CV_INPUT_LABEL} accept={CV_ACCEPT} onFile={onReplace} />
      </div>
      <p className="text-xs text-slate-500">
        Replace with a new PDF at any time. {ANALYSIS_MESSAGES.pdfHint}.
      </p>
    </div>
  );
}
