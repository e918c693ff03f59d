import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: "Texte d'évaluation", onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: "Texte d'évaluation" });
    await userEvent.type(area, 'Méthodologie claire{Enter}Planning réaliste');
    await expect(area).toHaveValue('Méthodologie claire\nPlanning réaliste');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: "Texte d'évaluation" }),
    ).toBeRequired();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Formule',
    monospace: true,
    height: 'compact',
    hint: 'Les variables sont les mots commençant par une majuscule.',
  },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: 'Formule' });
    await expect(area).toHaveAccessibleDescription(
      'Les variables sont les mots commençant par une majuscule.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Le texte est obligatoire', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: "Texte d'évaluation" });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Le texte est obligatoire');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Texte figé pendant l’analyse' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: "Texte d'évaluation" }),
    ).toBeDisabled();
  },
};

export const LongFrenchText: Story = {
  args: {
    defaultValue:
      "Le candidat présente une méthodologie détaillée couvrant la préparation du chantier, la gestion des interfaces entre corps d'état, le phasage des travaux en site occupé et les mesures de réduction des nuisances sonores pour les riverains. ".repeat(
        4,
      ),
  },
  play: async ({ canvasElement }) => {
    const area = await within(canvasElement).findByRole('textbox', { name: "Texte d'évaluation" });
    await expect((area as HTMLTextAreaElement).value.length).toBeGreaterThan(500);
  },
};
