import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthPage } from './AuthPage';

const meta = {
  title: 'Account/AuthPage',
  component: AuthPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Connexion',
    subtitle: 'Analysez vos appels d’offres et trouvez le candidat le mieux disant.',
    children: <p>Contenu du formulaire</p>,
  },
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Connexion' })).toBeVisible();
  },
};
