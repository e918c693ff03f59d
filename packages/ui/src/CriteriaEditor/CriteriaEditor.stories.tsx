import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TENDER_SUMMARY, tenderCriteria } from '../analysisFixtures/analysisFixtures';
import { CriteriaEditor } from './CriteriaEditor';

const meta = {
  title: 'Analysis/CriteriaEditor',
  component: CriteriaEditor,
  args: { summary: TENDER_SUMMARY, defaultCriteria: tenderCriteria, onContinue: fn() },
} satisfies Meta<typeof CriteriaEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ValidCriteriaContinue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Total des pondérations : 100 / 100 %');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(args.onContinue).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ name: 'Financier', weight: 40 })]),
    );
  },
};

export const LiveWeightTotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = await canvas.findByRole('group', { name: 'Critère 3' });
    const weight = within(third).getByLabelText('Pondération (%)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '25');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total des pondérations : 115 / 100 %');
  },
};

export const TotalMustBe100: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const weight = within(await canvas.findByRole('group', { name: 'Critère 4' })).getByLabelText(
      'Pondération (%)',
    );
    await userEvent.clear(weight);
    await userEvent.type(weight, 'abc');
    await expect(weight).toHaveValue('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La somme des pondérations doit être égale à 100%.',
    );
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** After a refused 'Continuer', the message follows the values: it changes, then goes once they are right. */
export const ValidationFollowsCorrections: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const weight = within(await canvas.findByRole('group', { name: 'Critère 4' })).getByLabelText(
      'Pondération (%)',
    );
    await userEvent.clear(weight);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La somme des pondérations doit être égale à 100%.',
    );
    await userEvent.type(weight, '10');
    await expect(canvas.queryByRole('alert')).toBeNull();
    const sub = within(canvas.getByRole('group', { name: 'Sous-critère 2.2' })).getByLabelText(
      'Pondération (%)',
    );
    await userEvent.clear(sub);
    await userEvent.type(sub, '15');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La somme des pondérations des sous-critères de "Technique" doit être égale à 40%.',
    );
    await userEvent.clear(sub);
    await userEvent.type(sub, '20');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SubCriteriaMustSumToParent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sub = await canvas.findByRole('group', { name: 'Sous-critère 2.2' });
    const weight = within(sub).getByLabelText('Pondération (%)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '15');
    await expect(canvas.getByText('Sous-critères : 35 / 40 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'La somme des pondérations des sous-critères de "Technique" doit être égale à 40%.',
    );
  },
};

export const AtLeastOneCriterion: Story = {
  args: { defaultCriteria: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Veuillez ajouter au moins un critère d'évaluation.",
    );
  },
};

export const AddAndDeleteCriteria: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter un critère' }));
    const fifth = await canvas.findByRole('group', { name: 'Critère 5' });
    await expect(within(fifth).getByLabelText('Nom du critère 5')).toHaveValue('Technique');
    await userEvent.click(within(fifth).getByRole('button', { name: 'Supprimer le critère 5' }));
    await expect(canvas.queryByRole('group', { name: 'Critère 5' })).toBeNull();
  },
};

export const AddSubCriterion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quality = await canvas.findByRole('group', { name: 'Critère 3' });
    await userEvent.click(within(quality).getByRole('button', { name: 'Ajouter un sous-critère' }));
    const sub = await within(quality).findByRole('group', { name: 'Sous-critère 3.1' });
    await expect(within(sub).getByLabelText('Nom du sous-critère 3.1')).toHaveValue('Qualité');
    // With sub-criteria the parent no longer has its own formula and text.
    await expect(within(sub).getByRole('button', { name: 'Formule' })).toBeVisible();
    await expect(canvas.getByText('Sous-critères : 0 / 10 %')).toBeVisible();
  },
};

export const CollapseAndExpand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Replier le critère 1' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const first = canvas.getByRole('group', { name: 'Critère 1' });
    await expect(within(first).queryByLabelText('Libellé')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Déplier le critère 1' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const FormulaDetectsVariables: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const environment = await canvas.findByRole('group', { name: 'Critère 4' });
    await userEvent.click(within(environment).getByRole('button', { name: 'Formule' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Formule — Environnement' });
    await userEvent.type(
      within(dialog).getByLabelText('Formule'),
      'Note = 10 * Bilan_CO2 / Émissions if Émissions > 0',
    );
    await expect(within(dialog).getByLabelText('Description de Note')).toBeVisible();
    await expect(within(dialog).getByLabelText('Description de Bilan_CO2')).toBeVisible();
    await expect(within(dialog).getByLabelText('Description de Émissions')).toBeVisible();
    // 'if' is a keyword, and 'Émissions' appears once.
    await expect(within(dialog).getAllByLabelText(/^Description de /)).toHaveLength(3);
  },
};

export const FormulaKeepsDescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const financial = await canvas.findByRole('group', { name: 'Critère 1' });
    await userEvent.click(within(financial).getByRole('button', { name: 'Modifier' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Formule — Financier' });
    const formula = within(dialog).getByLabelText('Formule');
    await userEvent.type(formula, ' + Bonus');
    await expect(within(dialog).getByLabelText('Description de Pmin')).toHaveValue(
      "Prix de l'offre la moins disante",
    );
    await expect(within(dialog).getByLabelText('Description de Bonus')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Description de Bonus'), 'Bonus pour variante');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await expect(within(financial).getByText('Note = 40 * Pmin / Poffre + Bonus')).toBeVisible();
  },
};

export const FormulaCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const environment = await canvas.findByRole('group', { name: 'Critère 4' });
    await userEvent.click(within(environment).getByRole('button', { name: 'Formule' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Formule — Environnement' });
    await userEvent.type(within(dialog).getByLabelText('Formule'), 'Note = 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(within(environment).getByRole('button', { name: 'Formule' })).toBeVisible();
    await expect(within(environment).queryByText('Note = 10')).toBeNull();
    // Opened again, the dialog starts from the saved (empty) formula, not from what was typed.
    await userEvent.click(within(environment).getByRole('button', { name: 'Formule' }));
    const reopened = await body(canvasElement).findByRole('dialog', { name: 'Formule — Environnement' });
    await expect(within(reopened).getByLabelText('Formule')).toHaveValue('');
  },
};

export const TextSavedReadsModifier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const environment = await canvas.findByRole('group', { name: 'Critère 4' });
    await userEvent.click(within(environment).getByRole('button', { name: 'Texte' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Texte — Environnement' });
    await userEvent.type(
      within(dialog).getByLabelText("Texte d'évaluation"),
      'Bilan carbone du transport et de la fabrication.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await expect(await within(environment).findByRole('button', { name: 'Modifier' })).toBeVisible();
    await expect(
      within(environment).getByText('Bilan carbone du transport et de la fabrication.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement des critères...')).toBeVisible();
  },
};

export const SaveError: Story = {
  args: { error: "Une erreur interne s'est produite." },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Une erreur interne s'est produite.",
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Continuer' })).toBeDisabled();
  },
};

export const LongFrenchText: Story = {
  args: {
    summary: `${TENDER_SUMMARY}\n\n${TENDER_SUMMARY}`,
    defaultCriteria: tenderCriteria.map((criterion) => ({
      ...criterion,
      label: `${criterion.label} — appréciée au regard du mémoire technique, des fiches produits, des attestations de formation du personnel et des engagements chiffrés du candidat`,
    })),
  },
};

/** The legal checks follow the edited criteria: removing the environmental one is flagged at once. */
export const LegalChecksFollowTheCriteria: Story = {
  args: { legal: { launchDate: '2026-09-01', onLaunchDateChange: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Contrôles de légalité des critères' }));
    await expect(panel.getByLabelText('Date de lancement de la consultation')).toHaveValue('2026-09-01');
    await expect(panel.queryByText(/caractéristiques environnementales/)).toBeNull();
    // The fourth criterion is the RC's environmental one.
    const environment = within(canvas.getByRole('group', { name: 'Critère 4' }));
    await userEvent.click(environment.getByRole('button', { name: 'Supprimer le critère 4' }));
    await expect(await panel.findByText(/caractéristiques environnementales/)).toBeVisible();
  },
};
