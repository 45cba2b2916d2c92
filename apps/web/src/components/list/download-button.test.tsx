import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadButton } from './download-button';
import { DESKTOP_WIDTH, PHONE_WIDTH, setScreenWidth } from '@/test/screen-width.test-kit';

describe('DownloadButton', () => {
  it('offers CSV and XLSX from a menu on desktop', async () => {
    setScreenWidth(DESKTOP_WIDTH);
    const onDownload = vi.fn();
    render(<DownloadButton onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'XLSX']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'XLSX' }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('xlsx');
  });

  it('offers them in a bottom sheet on a phone', async () => {
    setScreenWidth(PHONE_WIDTH);
    const onDownload = vi.fn();
    render(<DownloadButton onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const sheet = screen.getByRole('dialog', { name: 'Download' });
    await userEvent.click(within(sheet).getByRole('menuitem', { name: 'CSV' }));
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('csv');
  });

  it('downloads at once when there is one format', async () => {
    const onDownload = vi.fn();
    render(<DownloadButton onDownload={onDownload} formats={['csv']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('csv');
  });

  it('is disabled with the no-access tooltip without the privilege', async () => {
    render(<DownloadButton onDownload={vi.fn()} allowed={false} />);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toBeDisabled();
    await userEvent.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You do not have access to this action.');
  });

  it('waits while a download is under way', () => {
    render(<DownloadButton onDownload={vi.fn()} busy />);
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
