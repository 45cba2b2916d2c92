import { vi } from 'vitest';

const MEDIA_FEATURE = /\((min|max)-width:\s*([\d.]+)px\)/g;

/**
 * Makes media queries answer as on a screen `width` px wide, for the rest of the test (the spy
 * is restored after each test). The setup's own matchMedia says "no" to every query.
 */
export const setScreenWidth = (width: number) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const features = [...query.matchAll(MEDIA_FEATURE)];
    const matches = features.length > 0 && features.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    } as MediaQueryList;
  });

/** The phone width the portal is checked at. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
