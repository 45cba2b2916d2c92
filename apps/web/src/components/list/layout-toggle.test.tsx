import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayoutToggle } from './layout-toggle';
import { DESKTOP_WIDTH, PHONE_WIDTH, setScreenWidth } from '@/test/screen-width.test-kit';
import { useEffectiveLayout } from './use-effective-layout';

describe('LayoutToggle', () => {
  it('switches between card and list view on medium and larger screens', async () => {
    setScreenWidth(DESKTOP_WIDTH);
    const onChange = vi.fn();
    render(<LayoutToggle value="card" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('list');
  });

  it('is not offered on a phone', () => {
    setScreenWidth(PHONE_WIDTH);
    render(<LayoutToggle value="list" onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'List view' })).not.toBeInTheDocument();
  });
});

describe('useEffectiveLayout', () => {
  it('forces cards below the md breakpoint whatever is stored', () => {
    setScreenWidth(PHONE_WIDTH);
    expect(renderHook(() => useEffectiveLayout('list')).result.current).toBe('card');
  });

  it('keeps the stored layout on medium and larger screens', () => {
    setScreenWidth(900);
    expect(renderHook(() => useEffectiveLayout('list')).result.current).toBe('list');
    setScreenWidth(899);
    expect(renderHook(() => useEffectiveLayout('list')).result.current).toBe('card');
  });
});
