import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readDqe } from './read';

async function bill(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('DQE').addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const HEADER = ['N° de prix', 'Désignation', 'U', 'Qté', 'Prix unitaire HT', 'Montant HT'];

describe('rectified_price', () => {
  it('equals the global price when every amount agrees with quantity × unit price', async () => {
    const { offer } = await readDqe(
      await bill([HEADER, ['1', 'Fouilles', 'm3', 3, 33.333, 100], ['2', 'Remblai', 'm3', 2, 10, 20]]),
      'Juste',
    );
    // 3 × 33.333 = 99.999: within the cent of rounding, so the stated 100 stands.
    expect(offer).toMatchObject({ global_price: '120.00', rectified_price: '120.00' });
  });

  it('takes quantity × unit price where the amount is wrong, and leaves options out', async () => {
    const { offer, checks } = await readDqe(
      await bill([
        HEADER,
        ['1', 'Fouilles', 'm3', 12, 45.5, 500],
        ['2', 'Remblai', 'm3', 3.5, 10.1, 35.35],
        ['3', 'PSE 1 : clôture (option)', 'ml', 10, 20, 150],
      ]),
      'Erreur',
    );
    expect(offer.global_price).toBe('535.35');
    expect(offer.rectified_price).toBe('581.35');
    expect(checks.filter((c) => c.kind === 'arithmetic').map((c) => c.priceNumber)).toEqual(['1', '3']);
  });

  it('is null when no line is priced', async () => {
    const { offer } = await readDqe(await bill([HEADER, ['1', 'Fouilles', 'm3', 12, null, null]]), 'Vide');
    expect(offer.rectified_price).toBeNull();
  });
});
