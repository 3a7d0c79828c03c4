import { CV_MAX_BYTES } from '@launchpad/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CvPanel } from './cv-panel';
import { FakeXhr, stubApi, stubXhr } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';

const cvInfo = {
  fileName: 'jane-doe-cv.pdf',
  fileSize: 256 * 1024,
  uploadedAt: '2026-11-21T10:00:00.000Z',
  hasText: true,
  textLength: 1200,
  pageCount: 2,
};

const noCv = { status: 404, body: { success: false, message: 'No CV uploaded yet' } };
const profile = { status: 200, body: { success: true, data: {} } };

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('CV file'), { target: { files: [file] } });
}

function pdf(name: string, size?: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('CV Management', () => {
  beforeEach(stubXhr);

  it('treats a 404 as "no CV" and offers the drop zone', async () => {
    stubApi({ 'GET /api/user/cv': noCv });
    renderWithProviders(<CvPanel />);

    expect(await screen.findByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
    expect(screen.getByText('PDF files up to 10MB')).toBeInTheDocument();
    expect(screen.getByLabelText('CV file')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('CV file')).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(screen.queryByText('Failed to fetch CV information')).not.toBeInTheDocument();
  });

  it('checks the file before sending it and says what is wrong', async () => {
    stubApi({ 'GET /api/user/cv': noCv });
    renderWithProviders(<CvPanel />);
    await screen.findByRole('button', { name: 'Choose PDF' });

    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are allowed');

    pick(pdf('huge.pdf', CV_MAX_BYTES));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');

    fireEvent.drop(screen.getByText(/drag and drop your cv here/i), {
      dataTransfer: { files: [], types: [] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a CV file first');

    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads a PDF with a progress bar, then shows the new CV', async () => {
    stubApi({ 'GET /api/user/cv': noCv, 'GET /api/user/profile': profile });
    renderWithProviders(<CvPanel />);
    await screen.findByRole('button', { name: 'Choose PDF' });

    pick(pdf('jane-doe-cv.pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading CV' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    xhr.progress(40, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('40%')).toBeInTheDocument();

    xhr.respond(200, { success: true, message: 'CV uploaded successfully', data: cvInfo });
    expect(await screen.findByText('CV uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('jane-doe-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('256.0 KB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the file", async () => {
    stubApi({ 'GET /api/user/cv': noCv });
    renderWithProviders(<CvPanel />);
    await screen.findByRole('button', { name: 'Choose PDF' });

    pick(pdf('notes.pdf'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.respond(400, { success: false, message: 'Only PDF files are allowed' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are allowed');
    expect(screen.getByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
  });

  it('shows the CV on file, warns when it has no text, and deletes it after confirmation', async () => {
    const calls = stubApi({
      'GET /api/user/cv': { status: 200, body: { success: true, data: { ...cvInfo, hasText: false } } },
      'DELETE /api/user/cv': { status: 200, body: { success: true, message: 'CV deleted successfully' } },
      'GET /api/user/profile': profile,
    });
    renderWithProviders(<CvPanel />);

    expect(await screen.findByText('jane-doe-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(/could not read any text from this PDF/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete your CV?');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('CV deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'Failed to fetch CV information' when the CV cannot be loaded", async () => {
    stubApi({ 'GET /api/user/cv': { status: 500, body: { success: false, message: 'Boom' } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(<CvPanel />, { queryClient });
    expect(await screen.findByText('Failed to fetch CV information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows nothing alarming when the session has ended (401)', async () => {
    const calls = stubApi({
      'GET /api/user/cv': { status: 401, body: { success: false, message: 'Please log in' } },
    });
    renderWithProviders(<CvPanel />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to fetch CV information')).not.toBeInTheDocument();
  });
});
