import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render.test-kit';
import { ToastProvider } from '../toast/toast-provider';
import { FILE_DOWNLOADED, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { EXPORT_DOWNLOADING, useExportDownload } from './use-export-download';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={testQueryClient()}>
    <ToastProvider>{children}</ToastProvider>
  </QueryClientProvider>
);

let saved: HTMLAnchorElement[];
beforeEach(() => {
  // jsdom has no object URLs and does not follow download links.
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
});

describe('useExportDownload', () => {
  it("shows the 'downloading' toast, saves the file under the server's name, then the success toast", async () => {
    let finish: (file: { blob: Blob; fileName: string }) => void = () => undefined;
    const fetchFile = vi.fn(() => new Promise<{ blob: Blob; fileName: string }>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useExportDownload({ report: 'AssignedList', fetchFile }), { wrapper });
    act(() => result.current.download('xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_DOWNLOADING);
    expect(screen.getByRole('alert')).toHaveAttribute('data-toast-type', 'neutral');
    expect(fetchFile).toHaveBeenCalledWith('xlsx');
    await waitFor(() => expect(result.current.busy).toBe(true));
    act(() => finish({ blob: new Blob(['x']), fileName: 'ClientPortal_AssignedList_20261122_101010.xlsx' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FILE_DOWNLOADED));
    expect(saved.map((link) => link.download)).toEqual(['ClientPortal_AssignedList_20261122_101010.xlsx']);
    expect(result.current.busy).toBe(false);
  });

  it('builds a file name when the server gives none', async () => {
    const { result } = renderHook(() => useExportDownload({ report: 'StartsAndStopsList', fetchFile: async () => ({ blob: new Blob(['x']) }) }), { wrapper });
    act(() => result.current.download('csv'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FILE_DOWNLOADED));
    expect(saved[0]?.download).toMatch(/^ClientPortal_StartsAndStopsList_\d{8}_\d{6}\.csv$/);
  });

  it('treats an empty file as a failure, reported and toasted', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useExportDownload({ report: 'AssignedList', fetchFile: async () => ({ blob: new Blob([]) }) }), { wrapper });
    act(() => result.current.download('csv'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SOMETHING_WENT_WRONG));
    expect(screen.getByRole('alert')).toHaveAttribute('data-toast-type', 'error');
    expect(saved).toEqual([]);
    expect(report).toHaveBeenCalled();
  });

  it('shows the failure toast when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useExportDownload({ report: 'AssignedList', fetchFile: () => Promise.reject(new Error('500')) }), { wrapper });
    act(() => result.current.download('csv'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SOMETHING_WENT_WRONG));
    expect(saved).toEqual([]);
  });
});
