import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { supportEmail: 'support@mieux-disant.fr', year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('© 2025 Mieux-Disant')).toBeVisible();
    await expect(await canvas.findByText('Version 1.0.1')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Contacter le Support' })).toHaveAttribute(
      'href',
      'mailto:support@mieux-disant.fr',
    );
  },
};

/** The clock is fixed at 15 June 2031 for this story, so the year shown is read from it, not restated. */
export const CurrentYear: Story = {
  args: { year: undefined },
  beforeEach: () => {
    const RealDate = Date;
    const fixed = '2031-06-15T12:00:00Z';
    class FixedDate extends RealDate {
      constructor(...args: [] | [number | string | Date]) {
        if (args.length === 0) super(fixed);
        else super(args[0]);
      }
      static override now() {
        return new RealDate(fixed).getTime();
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('© 2031 Mieux-Disant')).toBeVisible();
  },
};
