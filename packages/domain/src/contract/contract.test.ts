import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT } from '../passwords/strength';
import { authAnswer } from './auth';
import { signupBody } from './passwordBodies';
import { adminUser } from './admin';
import { ponderation, tenderSummary, uploadedFile } from './tenders';

const criterion = (subs?: Record<string, unknown>) => ({
  Détails: '',
  Pondération: 10,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
  ...(subs ? { 'Sous-critères': subs } : {}),
});

/** A criterion with `depth` levels of sub-criteria under it. */
const nested = (depth: number): Record<string, unknown> =>
  depth === 0 ? criterion() : criterion({ Sous: nested(depth - 1) });

describe('the API contract', () => {
  it('refuses a weak password at sign-up with the domain French message', () => {
    const body = {
      firstname: 'Zoé',
      lastname: 'Quintard',
      company: 'Électricité 100%',
      email: 'zoe@exemple.fr',
      password: 'court',
      confirmPassword: 'court',
    };
    const result = signupBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(PASSWORD_TOO_SHORT);
    expect(signupBody.safeParse({ ...body, firstname: '<b>Zoé</b>' }).error?.issues[0]?.message).toBe(
      'Les caractères < et > ne sont pas autorisés.',
    );
  });

  it('keeps admin_validated to 1 or 0 and the role to the three roles', () => {
    const answer = {
      token: 't',
      id: '6f1c0c1e-8f0e-4a4f-9d7e-2f4b8f3f9a11',
      firstname: 'Zoé',
      lastname: 'Quintard',
      status: true,
      admin_validated: 1,
      subscription: 'Standard',
      role: 'user_admin',
      credits: 700,
    };
    expect(authAnswer.safeParse(answer).success).toBe(true);
    expect(authAnswer.safeParse({ ...answer, admin_validated: 2 }).success).toBe(false);
    expect(authAnswer.safeParse({ ...answer, role: 'root' }).success).toBe(false);
    expect(
      adminUser.safeParse({ ...answer, email: 'z@x.fr', company: 'C', admin_validated: true }).success,
    ).toBe(true);
  });

  it('accepts four levels of criteria and refuses a fifth', () => {
    const at = (depth: number) => ({ Constantes: {}, Résumé: '', Critères: { Technique: nested(depth) } });
    expect(ponderation.safeParse(at(3)).success).toBe(true);
    const deeper = ponderation.safeParse(at(4));
    expect(deeper.success).toBe(false);
    expect(deeper.error?.issues.map((i) => i.message).join(' ')).toContain(
      'Trop de niveaux de sous-critères',
    );
  });

  it("keeps a sub-criterion's own name (Nom) through the schema", () => {
    const parsed = ponderation.parse({
      Constantes: {},
      Résumé: '',
      Critères: { Technique: criterion({ Délais: { ...criterion(), Nom: 'Délais' } }) },
    });
    expect(parsed.Critères.Technique?.['Sous-critères']?.Délais?.Nom).toBe('Délais');
  });

  it('reads a file without a type as an empty type, and a tender without progress as none', () => {
    expect(uploadedFile.parse({ filename: 'RC.pdf', filecontent: '' }).filetype).toBe('');
    const tender = { id: '6f1c0c1e-8f0e-4a4f-9d7e-2f4b8f3f9a11', title: 'T', status: 's', created_at: 'd' };
    expect(tenderSummary.parse({ ...tender, extra: 1 })).toEqual(tender);
  });
});
