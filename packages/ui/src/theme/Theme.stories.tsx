import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { MieuxDisantThemeProvider } from './ThemeProvider';
import { theme } from './theme';

/** The design tokens, for designers: colours, status tones, severities, spacing and type sizes. */
function Tokens() {
  const swatch = (name: string, background: string, color: string = theme.colors.text) => (
    <div
      key={name}
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        minHeight: theme.space[16],
        padding: theme.space[2],
        borderRadius: theme.radii.md,
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        background,
        color,
        fontSize: theme.typography.sizes.sm,
      }}
    >
      {name}
    </div>
  );
  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: theme.space[3],
  };
  return (
    <div style={{ display: 'grid', gap: theme.space[8] }}>
      <section>
        <h2>Couleurs</h2>
        <div style={grid}>
          {Object.entries(theme.colors)
            // The overlay is translucent: shown over white it says nothing about its use.
            .filter(([name]) => name !== 'overlay')
            .map(([name, value]) =>
              swatch(
                name,
                value,
                [
                  'primary',
                  'primaryHover',
                  'danger',
                  'dangerHover',
                  'success',
                  'warning',
                  'text',
                  'overlay',
                  'focus',
                  'borderStrong',
                  'textMuted',
                ].includes(name)
                  ? theme.colors.textInverse
                  : theme.colors.text,
              ),
            )}
        </div>
      </section>
      <section>
        <h2>Tons de statut</h2>
        <div style={grid}>
          {Object.entries(theme.tones).map(([name, tone]) => swatch(name, tone.background, tone.foreground))}
        </div>
      </section>
      <section>
        <h2>Sévérités des notifications</h2>
        <div style={grid}>
          {Object.entries(theme.severities).map(([name, s]) => swatch(name, s.background, s.foreground))}
        </div>
      </section>
      <section>
        <h2>Espacements</h2>
        {Object.entries(theme.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: theme.space[3] }}>
            <code style={{ width: theme.space[12] }}>{name}</code>
            <div style={{ width: value, height: theme.space[3], background: theme.colors.primary }} />
          </div>
        ))}
      </section>
      <section>
        <h2>Typographie</h2>
        {Object.entries(theme.typography.sizes).map(([name, size]) => (
          <p key={name} style={{ fontSize: size }}>
            {name} — Analyse comparative des offres
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = { title: 'Theme/Tokens', component: Tokens } satisfies Meta<typeof Tokens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Tons de statut' })).toBeVisible();
  },
};

/** A host's partial override, laid over the defaults: the tokens made from the primary colour follow it. */
export const Override: Story = {
  render: () => (
    <MieuxDisantThemeProvider theme={{ colors: { primary: '#6b21a8' } }} withGlobalStyle={false}>
      <Button>Lancer l'analyse</Button>
      <Button variant="secondary">Annuler</Button>
    </MieuxDisantThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = getComputedStyle(await canvas.findByRole('button', { name: "Lancer l'analyse" }));
    await expect(primary.backgroundColor).toBe('rgb(107, 33, 168)');
    const secondary = getComputedStyle(await canvas.findByRole('button', { name: 'Annuler' }));
    await expect(secondary.borderColor).toBe('rgb(107, 33, 168)');
    // What the override leaves out keeps its default: the surface colour.
    await expect(secondary.backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
