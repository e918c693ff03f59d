import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILLS, NEEDS_SHARED_CORPUS, corpusBytes, inCorpus } from '../../test/corpus';
import { DocumentError } from '../errors';
import { buildPricedBill } from '../fixtures/priced-bill';
import { readDqe } from './read';

/** The two DPGF templates are not public buyers' documents: they are in the shared corpus only. */
const itOnDpgf = it.skipIf(!inCorpus(BILLS.sixColumns, BILLS.eightSheets));

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A cell's number read the plain way: a number value or the cached result of a formula. */
function plainNumber(cell: ExcelJS.Cell): number | null {
  const v = cell.value;
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'result' in v && typeof v.result === 'number') return v.result;
  return null;
}

describe('readDqe on the blank corpus bills', () => {
  itOnDpgf(
    `reads the 6-column DPGF: 23 lines (hand-counted), 20 without price, no global price ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const { offer, checks } = await readDqe(await corpusBytes(BILLS.sixColumns), 'Témoin');
      expect(offer.items).toHaveLength(23);
      expect(offer.items.map((i) => i.priceNumber).slice(0, 3)).toEqual(['3.1.1-1', '3.1.1-2', '3.1.2']);
      expect(offer.items.find((i) => i.priceNumber === '3.2.1')?.unit).toBe('PM');
      expect(offer.global_price).toBeNull();
      expect(checks.filter((c) => c.kind === 'missing_price')).toHaveLength(20);
    },
  );

  it('reads the France Travail BPU: one line per row with a designation under the header', async () => {
    const bytes = await corpusBytes(BILLS.bpu);
    const sheet = (await workbookOf(bytes)).worksheets[0]!;
    let expected = 0;
    for (let r = 14; r <= sheet.rowCount; r += 1) {
      const unit = sheet.getRow(r).getCell(6).value;
      if (typeof unit === 'string' && unit.trim()) expected += 1;
    }
    const { offer } = await readDqe(bytes, 'Témoin');
    expect(expected).toBe(86);
    expect(offer.items).toHaveLength(expected);
    expect(offer.items[0]).toMatchObject({ priceNumber: 'UO1.1', unit: 'Prix unitaire', unitPrice: null });
  });

  itOnDpgf(
    `reads the 8-sheet DPGF without its recap sheet: every row with a quantity is a line ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const bytes = await corpusBytes(BILLS.eightSheets);
      const workbook = await workbookOf(bytes);
      let expected = 0;
      for (const sheet of workbook.worksheets.filter((s) => s.name !== 'RECAP')) {
        sheet.eachRow((row) => {
          const qty = row.getCell(2).value;
          if (typeof qty === 'number' || (typeof qty === 'string' && /^\s*compris/i.test(qty))) expected += 1;
        });
      }
      const { offer } = await readDqe(bytes, 'Témoin');
      expect(expected).toBe(1039);
      expect(offer.items).toHaveLength(expected);
      expect(offer.items.some((i) => i.priceNumber.startsWith('RECAP'))).toBe(false);
      expect(offer.items.find((i) => i.description === 'Clapet type EA – DN 40')?.priceNumber).toBe(
        'BAT A · 3.1.4-1',
      );
    },
  );

  it('reads the Grenoble INP price schedule: base offer and PSE lines, not the recap block', async () => {
    const bytes = await corpusBytes(BILLS.crf);
    const sheet = (await workbookOf(bytes)).worksheets[0]!;
    let expected = 0;
    sheet.eachRow((row) => {
      if (row.getCell(3).value === 'Forfait') expected += 1;
    });
    const { offer } = await readDqe(bytes, 'Témoin');
    expect(expected).toBe(28);
    expect(offer.items).toHaveLength(expected);
    expect(offer.items.filter((i) => i.priceNumber.startsWith('PSE 6'))).toHaveLength(10);
  });
});

describe('readDqe on priced bills built from the corpus', () => {
  let sixColumns: Uint8Array;
  let eightSheets: Uint8Array;
  beforeAll(async () => {
    if (!inCorpus(BILLS.sixColumns, BILLS.eightSheets)) return;
    sixColumns = await corpusBytes(BILLS.sixColumns);
    eightSheets = await corpusBytes(BILLS.eightSheets);
  });

  itOnDpgf(`totals the 6-column DPGF to the cent, variantes left out ${NEEDS_SHARED_CORPUS}`, async () => {
    const priced = await buildPricedBill(sixColumns, { seed: 3 });
    const sheet = (await workbookOf(priced)).worksheets[0]!;
    let expected = new Decimal(0);
    for (let r = 14; r <= 45; r += 1) {
      if (r === 37 || r === 38) continue; // the two (VARIANTE) lines
      const qty = plainNumber(sheet.getRow(r).getCell(5));
      const pu = plainNumber(sheet.getRow(r).getCell(6));
      if (qty !== null && pu !== null) expected = expected.plus(new Decimal(qty).times(pu));
    }
    const { offer, checks } = await readDqe(priced, 'Alpha');
    expect(offer.global_price).toBe(expected.toFixed(2));
    expect(checks).toEqual([]);
  });

  itOnDpgf(
    `totals the 8-sheet DPGF to the cent over its seven buildings ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const priced = await buildPricedBill(eightSheets, { seed: 5 });
      let expected = new Decimal(0);
      for (const sheet of (await workbookOf(priced)).worksheets.filter((s) => s.name !== 'RECAP')) {
        sheet.eachRow((row) => {
          const qty = plainNumber(row.getCell(2));
          const pu = plainNumber(row.getCell(4));
          if (qty !== null && pu !== null) expected = expected.plus(new Decimal(qty).times(pu));
        });
      }
      const { offer, checks } = await readDqe(priced, 'Bêta');
      expect(offer.global_price).toBe(expected.toFixed(2));
      expect(checks).toEqual([]);
    },
  );

  itOnDpgf(
    `catches every seeded error: wrong amount, missing price, #REF!, wrong total; a subtotal is not a line ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const priced = await buildPricedBill(sixColumns, {
        arithmeticError: { line: 3, delta: 10 },
        missingPrices: [5],
        refErrors: [9],
        missingLines: [12],
        extraSubtotal: true,
        totalOffset: 7,
      });
      const { offer, checks } = await readDqe(priced, 'Gamma');
      expect(offer.items).toHaveLength(22);
      expect(offer.items.some((i) => /sous-total/i.test(i.description))).toBe(false);
      const byKind = (kind: string) => checks.filter((c) => c.kind === kind).map((c) => c.priceNumber);
      expect(byKind('arithmetic')).toEqual(['3.1.3']);
      expect(byKind('missing_price')).toEqual(['3.1.5', '3.2.3']);
      expect(byKind('total_mismatch')).toHaveLength(1);
      expect(checks.find((c) => c.kind === 'arithmetic')?.message).toMatch(
        /Erreur de calcul à la ligne 3\.1\.3/,
      );
    },
  );

  itOnDpgf(`reads numbers written as French text the same as numbers ${NEEDS_SHARED_CORPUS}`, async () => {
    const asNumbers = await readDqe(await buildPricedBill(sixColumns, { seed: 9 }), 'Delta');
    const asText = await readDqe(await buildPricedBill(sixColumns, { seed: 9, frenchText: true }), 'Delta');
    expect(asText.offer.global_price).toBe(asNumbers.offer.global_price);
    expect(asText.offer.items.map((i) => i.unitPrice)).toEqual(asNumbers.offer.items.map((i) => i.unitPrice));
  });

  it('reads every unit price of a priced BPU (no quantities, so no global price)', async () => {
    const priced = await buildPricedBill(await corpusBytes(BILLS.bpu), { seed: 6, priceFactor: 1.1 });
    const sheet = (await workbookOf(priced)).worksheets[0]!;
    const written: string[] = [];
    for (let r = 14; r <= 99; r += 1)
      written.push(new Decimal(plainNumber(sheet.getRow(r).getCell(8)) ?? NaN).toFixed(2));
    const { offer, checks } = await readDqe(priced, 'Zêta');
    expect(offer.items.map((i) => i.unitPrice)).toEqual(written);
    expect(offer.global_price).toBeNull();
    expect(checks).toEqual([]);
  });

  it('counts the base offer only in the Grenoble INP global price (PSE are options)', async () => {
    const priced = await buildPricedBill(await corpusBytes(BILLS.crf), { seed: 2 });
    const sheet = (await workbookOf(priced)).worksheets[0]!;
    const base = plainNumber(sheet.getRow(19).getCell(4));
    const { offer } = await readDqe(priced, 'Epsilon');
    expect(offer.global_price).toBe(new Decimal(base ?? 0).toFixed(2));
  });
});

describe('readDqe on unusable files', () => {
  it('refuses bytes that are not a workbook', async () => {
    await expect(readDqe(new TextEncoder().encode('pas un classeur'), 'Zeta')).rejects.toThrow(DocumentError);
  });

  it('asks for .xlsx instead of an Excel 97-2003 workbook', async () => {
    const xls = readFileSync(new URL('../../test/fixtures/dqe-excel-97-2003.xls', import.meta.url));
    await expect(readDqe(xls, 'Zeta')).rejects.toThrow(
      new DocumentError(
        'Le fichier DQE est au format Excel 97-2003 (.xls), qui n’est pas lu : enregistrez-le au format .xlsx (Fichier > Enregistrer sous) et déposez-le à nouveau.',
      ),
    );
  });

  it('refuses a workbook with no price lines, with a French message', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['Bonjour', 'rien à chiffrer']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    await expect(readDqe(bytes, 'Zeta')).rejects.toThrow(/Le DQE de Zeta ne contient aucune ligne de prix/);
  });

  it('reads a hand-made bill with section titles, a subtotal and a total', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('DQE');
    sheet.addRows([
      ['Bordereau'],
      ['N° de prix', 'Libellé', 'U', 'Qté', 'Prix unitaire HT', 'Prix total HT'],
      ['1', 'TERRASSEMENT'],
      ['1.1', 'Fouilles', 'm3', 12, '45,50 €', { formula: 'D4*E4', result: 546 }],
      ['1.2', 'Remblai', 'm3', '3,5', 10.1, 35.35],
      ['', 'Sous-total terrassement', '', '', '', 581.35],
      ['2.1', 'Clôture', 'ml', 10, null, null],
      ['2.2', 'Portail', 'u', 1, 1000, { error: '#REF!' }],
      ['', 'TOTAL HT', '', '', '', 1581.35],
      ['', 'TVA 20 %', '', '', '', 316.27],
    ]);
    const { offer, checks } = await readDqe(new Uint8Array(await workbook.xlsx.writeBuffer()), 'Eta');
    expect(offer.items.map((i) => i.priceNumber)).toEqual(['1.1', '1.2', '2.1', '2.2']);
    expect(offer.items[1]).toMatchObject({
      estimatedQuantity: '3.5',
      unitPrice: '10.10',
      totalPrice: '35.35',
    });
    expect(offer.global_price).toBe('1581.35');
    expect(checks.map((c) => [c.kind, c.priceNumber])).toEqual([
      ['missing_price', '2.1'],
      ['missing_price', '2.2'],
    ]);
    expect(checks[1]?.message).toMatch(/#REF!/);
  });

  it('reads a header on two rows and ignores the price written in letters', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BPU');
    sheet.addRows([
      ['Art.', 'Désignation des ouvrages', 'U', 'Qté', 'Prix HT', '', 'Prix unitaire en lettres'],
      ['', '', '', '', 'Unitaire', 'Total', ''],
      ['A1', 'Fourniture de bornes', 'u', 4, '1 200,00', '4 800,00', 'mille deux cents euros'],
      ['A2', 'Pose', 'forfait', 1, 350.5, 350.5, 'trois cent cinquante euros et cinquante centimes'],
    ]);
    sheet.mergeCells('E1:F1');
    const { offer, checks } = await readDqe(new Uint8Array(await workbook.xlsx.writeBuffer()), 'Theta');
    expect(offer.items).toEqual([
      {
        priceNumber: 'A1',
        description: 'Fourniture de bornes',
        unit: 'u',
        estimatedQuantity: '4',
        unitPrice: '1200.00',
        totalPrice: '4800.00',
      },
      {
        priceNumber: 'A2',
        description: 'Pose',
        unit: 'forfait',
        estimatedQuantity: '1',
        unitPrice: '350.50',
        totalPrice: '350.50',
      },
    ]);
    expect(offer.global_price).toBe('5150.50');
    expect(checks).toEqual([]);
  });

  it('leaves out a recap sheet of bare amounts and a hidden helper sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const lot = workbook.addWorksheet('Lot 1');
    lot.addRows([
      ['N°', 'Désignation', 'U', 'Qté', 'PU HT', 'Montant HT'],
      ['1.1', 'Béton', 'm3', 10, 100, 1000],
      ['1.2', 'Acier', 'kg', 200, 2.5, 500],
    ]);
    const synthesis = workbook.addWorksheet('Bilan');
    synthesis.addRows([
      ['Désignation', 'Montant HT'],
      ['Lot 1', 1500],
    ]);
    const helper = workbook.addWorksheet('Calculs');
    helper.state = 'hidden';
    helper.addRows([
      ['N°', 'Désignation', 'U', 'Qté', 'PU HT', 'Montant HT'],
      ['1.1', 'Béton', 'm3', 10, 100, 1000],
    ]);
    const { offer } = await readDqe(new Uint8Array(await workbook.xlsx.writeBuffer()), 'Iota');
    expect(offer.items.map((i) => i.priceNumber)).toEqual(['1.1', '1.2']);
    expect(offer.global_price).toBe('1500.00');
  });
});
