import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { PRECOMPRESS_PLUGIN } from '../build/precompress';

/** The catalogue is served as built, without the app's .br and .gz copies (its 1 MB chunk would take brotli seconds). */
const isPrecompress = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === PRECOMPRESS_PLUGIN;

/** The component catalogue of SPEC.md (/storybook, not in production): stories sit beside the shared components. */
const config: StorybookConfig = {
  stories: ['../src/components/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Served below /storybook by the API, so every asset address is relative.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './', plugins: (viteConfig.plugins ?? []).filter((plugin) => !isPrecompress(plugin)) }),
};

export default config;
