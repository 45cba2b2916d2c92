import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Below the md breakpoint lists show cards only and menus become bottom sheets (SPEC.md §2).
 * Read without waiting for a first render, so a phone never flashes the desktop layout.
 */
export const useSmallScreen = (): boolean => {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
};
