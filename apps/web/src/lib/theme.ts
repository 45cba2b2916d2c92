import { createTheme, type PaletteColorOptions } from '@mui/material/styles';
import type { StatusColour } from '@portal/domain/deals/statuses';

declare module '@mui/material/styles' {
  interface Palette {
    teal: Palette['primary'];
    blue: Palette['primary'];
    purple: Palette['primary'];
    status: Record<StatusColour, string>;
  }
  interface PaletteOptions {
    teal?: PaletteColorOptions;
    blue?: PaletteColorOptions;
    purple?: PaletteColorOptions;
    status?: Record<StatusColour, string>;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    teal: true;
    blue: true;
    purple: true;
  }
}

/** Status colours of SPEC.md §4, dark enough for white text (WCAG AA). */
export const STATUS_COLOUR_VALUES: Record<StatusColour, string> = {
  green: '#1b7a36',
  blue: '#0b5cab',
  teal: '#00727a',
  orange: '#b04500',
  default: '#5b6675',
};

const PRIMARY = '#0b5cab';

/**
 * The keyboard focus ring: 3 px of the primary colour (6.6:1 against white, 6.1:1 against the page
 * background, so well above the 3:1 WCAG asks of a focus indicator). MUI marks keyboard focus with
 * `Mui-focusVisible` on its buttons whether or not they ripple; a mouse click sets neither class nor
 * `:focus-visible`, so it shows no ring.
 */
const focusRing = (offset: number) => ({ outline: `3px solid ${PRIMARY}`, outlineOffset: offset });
/** Controls that fill a clipping container (menus, tabs, cards, list rows) draw the ring inside themselves. */
const INSET_RING = { '&.Mui-focusVisible': focusRing(-3) } as const;

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#00727a' },
    success: { main: STATUS_COLOUR_VALUES.green },
    info: { main: '#1565c0' },
    warning: { main: STATUS_COLOUR_VALUES.orange },
    error: { main: '#c62828' },
    teal: { main: STATUS_COLOUR_VALUES.teal, contrastText: '#fff' },
    blue: { main: STATUS_COLOUR_VALUES.blue, contrastText: '#fff' },
    purple: { main: '#6a3d9a', contrastText: '#fff' },
    status: STATUS_COLOUR_VALUES,
    background: { default: '#f3f5f8' },
    text: { primary: '#1b1f24', secondary: '#4a5462' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    h3: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Native elements (plain links, inputs, the skip link) get the same ring as MUI's buttons.
        ':focus-visible': focusRing(2),
        // Who asks the system for less motion gets none (WCAG 2.3.3): spinners, skeletons, ripples and
        // the drawers' slides end at once. Headless browsers in the tests ask for it too, so they
        // spend no CPU painting frames nobody watches.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing(2) } },
    },
    MuiMenuItem: { styleOverrides: { root: INSET_RING } },
    MuiTab: { styleOverrides: { root: INSET_RING } },
    MuiCardActionArea: { styleOverrides: { root: INSET_RING } },
    MuiListItemButton: { styleOverrides: { root: INSET_RING } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing(2) } } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid #d5dae1' } } },
  },
});
