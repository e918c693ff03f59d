import { afterAll, describe, expect, it } from 'vitest';
import { corpusBytes } from '../../test/corpus';
import { DocumentError } from '../errors';
import { closeTextWorkers } from '../text';
import { createEngine, engineFromEnv } from '.';

afterAll(() => closeTextWorkers());

describe('engine choice', () => {
  it('is built-in without a provider', () => {
    expect(createEngine().name).toBe('built-in');
    expect(engineFromEnv({}).name).toBe('built-in');
    expect(engineFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k' }).name).toBe('built-in');
  });

  it('uses the language model when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set', () => {
    const env = { LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' };
    expect(engineFromEnv(env).name).toBe('llm');
  });
});

describe('built-in engine, phase 1', () => {
  it('reads the Grenoble INP RC into a ponderation with its four weighted criteria', async () => {
    const folder = 'rc/grenoble-inp-2026FCSSA0025/';
    const documents = [
      { path: 'RC_2026FCSSA0025.pdf', bytes: await corpusBytes(`${folder}RC_2026FCSSA0025.pdf`) },
      { path: 'CCAP_2026FCSSA0025.pdf', bytes: await corpusBytes(`${folder}CCAP_2026FCSSA0025.pdf`) },
    ];
    const steps: string[] = [];
    const ponderation = await createEngine().analyseTender(
      { documents, rcPath: 'RC_2026FCSSA0025.pdf' },
      (step) => steps.push(step),
    );
    const weights = Object.values(ponderation['Critères']).map((c) => c['Pondération']);
    expect(weights.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(100);
    expect(Object.keys(ponderation['Critères'])).toContain('Financier');
    expect(steps[0]).toBe('Lecture de RC_2026FCSSA0025.pdf');
  });

  it('refuses a tender whose RC is not among the documents', async () => {
    await expect(createEngine().analyseTender({ documents: [], rcPath: 'RC.pdf' })).rejects.toThrow(
      DocumentError,
    );
  });

  it('summarises a text in the PDF summary shape', async () => {
    const summary = await createEngine().summarise(
      'Le présent marché porte sur la maintenance des bornes de recharge. Les prestations comprennent la fourniture et la pose. La durée du marché est de quatre ans à compter de la notification.',
    );
    expect(summary.summary.length).toBeGreaterThan(0);
    expect(summary.metadata).toEqual(expect.objectContaining({ type: expect.any(String) }));
  });
});
