import type { StorybookConfig } from '@storybook/react-vite';

/** The component catalogue of SPEC.md (/storybook, not in production): stories sit beside the shared components. */
const config: StorybookConfig = {
  stories: ['../src/components/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Served below /storybook by the API, so every asset address is relative.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './' }),
};

export default config;
