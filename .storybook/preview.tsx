import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
