import type { Preview } from '@storybook/react-vite';
import { MieuxDisantThemeProvider } from '../packages/ui/src/theme';

const preview: Preview = {
  // Every story renders inside the library's theme and global styles, as a host app would.
  decorators: [
    (Story) => (
      <MieuxDisantThemeProvider>
        <Story />
      </MieuxDisantThemeProvider>
    ),
  ],
  parameters: {
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
