import { vi } from 'vitest';

const MEDIA_FEATURE = /\((min|max)-width:\s*([\d.]+)px\)/g;

/** The phone width the portal is checked at. */
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** jsdom has no screen: until a test sets a width, no media query matches. */
let screenWidth: number | undefined;

const holdsOnScreen = (query: string) => {
  if (screenWidth === undefined) return false;
  const width = screenWidth;
  const features = [...query.matchAll(MEDIA_FEATURE)];
  return features.length > 0 && features.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
};

/** jsdom lacks matchMedia, which MUI's useMediaQuery and x-charts need; the setup installs this one. */
export const fakeMatchMedia = (query: string) =>
  ({
    matches: holdsOnScreen(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }) as MediaQueryList;

/** Makes media queries answer as on a screen `width` px wide, for the rest of the test. */
export const setScreenWidth = (width: number) => {
  screenWidth = width;
};

/** The setup calls it after each test. */
export const forgetScreenWidth = () => {
  screenWidth = undefined;
};
