import { describe, expect, it } from 'vitest';
import { mergeSummaries, parseSummaryAnswer } from './summary';
import type { PdfSummary } from './summary';

function summary(overrides: Partial<PdfSummary>): PdfSummary {
  return {
    title: '',
    summary: '',
    keyPoints: [],
    metadata: { type: '', date: '', author: '' },
    ...overrides,
  };
}

describe('mergeSummaries', () => {
  it('keeps the first title, joins the summaries and the first metadata of each kind', () => {
    const merged = mergeSummaries([
      summary({ title: 'CCTP', summary: 'Partie 1.', metadata: { type: 'CCTP', date: '', author: '' } }),
      summary({
        title: 'Autre',
        summary: 'Partie 2.',
        metadata: { type: 'Autre', date: '2025', author: 'Ville' },
      }),
    ]);
    expect(merged).toEqual({
      title: 'CCTP',
      summary: 'Partie 1.\n\nPartie 2.',
      keyPoints: [],
      metadata: { type: 'CCTP', date: '2025', author: 'Ville' },
    });
  });

  it('keeps at most 3 unique key points', () => {
    const merged = mergeSummaries([
      summary({ keyPoints: ['Délai 6 mois', 'Prix 40 %'] }),
      summary({ keyPoints: [' Délai 6 mois ', '', 'Visite obligatoire', 'Lot unique'] }),
    ]);
    expect(merged.keyPoints).toEqual(['Délai 6 mois', 'Prix 40 %', 'Visite obligatoire']);
  });

  it('takes the first non-empty title and skips empty summaries', () => {
    const merged = mergeSummaries([summary({ summary: '  ' }), summary({ title: 'RC', summary: 'Texte.' })]);
    expect(merged).toMatchObject({ title: 'RC', summary: 'Texte.' });
  });

  it('gives an untitled empty summary for no parts', () => {
    expect(mergeSummaries([])).toEqual(summary({ title: 'Document sans titre' }));
  });
});

describe('parseSummaryAnswer', () => {
  const answer = {
    title: 'Règlement de consultation',
    summary: 'Marché de fournitures.',
    keyPoints: ['Prix 40 %', 'Technique 40 %'],
    metadata: { type: 'RC', date: '2026-01-15', author: 'Grenoble INP' },
  };

  it('reads a plain JSON answer', () => {
    expect(parseSummaryAnswer(JSON.stringify(answer))).toEqual(answer);
  });

  it('reads JSON inside a fenced block or prose', () => {
    expect(parseSummaryAnswer(`Voici le résumé :\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``)).toEqual(
      answer,
    );
  });

  it('falls back on "Document sans titre" and "Erreur lors de l\'analyse" for unreadable output', () => {
    const failed = {
      title: 'Document sans titre',
      summary: "Erreur lors de l'analyse",
      keyPoints: [],
      metadata: { type: '', date: '', author: '' },
    };
    expect(parseSummaryAnswer('pas du JSON')).toEqual(failed);
    expect(parseSummaryAnswer('{ "title": ')).toEqual(failed);
    expect(parseSummaryAnswer('} {')).toEqual(failed);
    expect(parseSummaryAnswer('[1, 2]')).toEqual(failed);
  });

  it('fills missing or mistyped fields with their fallbacks', () => {
    expect(
      parseSummaryAnswer('{"title": 3, "keyPoints": ["a", 2, "b", "a", "c", "d"], "metadata": null}'),
    ).toEqual({
      title: 'Document sans titre',
      summary: "Erreur lors de l'analyse",
      keyPoints: ['a', 'b', 'c'],
      metadata: { type: '', date: '', author: '' },
    });
  });

  it('does not share the fallback between calls', () => {
    const first = parseSummaryAnswer('x');
    first.metadata.type = 'changed';
    expect(parseSummaryAnswer('x').metadata.type).toBe('');
  });
});

describe('mergeSummaries with failed chunks', () => {
  const failed = parseSummaryAnswer('not json');

  it('passes over chunks whose answer could not be read', () => {
    const merged = mergeSummaries([failed, summary({ title: 'CCTP', summary: 'Texte.' }), failed]);
    expect(merged).toMatchObject({ title: 'CCTP', summary: 'Texte.' });
  });

  it('keeps the fallbacks when every chunk failed', () => {
    expect(mergeSummaries([failed, failed])).toMatchObject({
      title: 'Document sans titre',
      summary: "Erreur lors de l'analyse",
    });
  });
});

describe('parseSummaryAnswer with French keys', () => {
  it('reads titre, résumé, points_clés and auteur', () => {
    const raw = JSON.stringify({
      titre: 'CCTP',
      résumé: 'Travaux de plomberie.',
      points_clés: ['Lot 2'],
      métadonnées: { type: 'CCTP', date: '2025', auteur: 'Mairie' },
    });
    expect(parseSummaryAnswer(raw)).toEqual({
      title: 'CCTP',
      summary: 'Travaux de plomberie.',
      keyPoints: ['Lot 2'],
      metadata: { type: 'CCTP', date: '2025', author: 'Mairie' },
    });
  });
});
