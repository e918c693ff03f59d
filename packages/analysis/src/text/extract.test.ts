import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '../../test/corpus';
import { onePagePdf } from '../../test/pdf';
import { closeTextWorkers, extractText, pdfPageCount } from '.';
import { docxHtmlText, odtContentText } from './office';

const read = (relative: string) => ({
  path: relative.split('/').pop()!,
  bytes: readFileSync(corpusPath(relative)),
});

/** A test on corpus files: skipped, and named so, when the repository's fixtures and ../shared lack one. */
function onCorpus(name: string, relatives: string[], test: () => Promise<void>) {
  const present = inCorpus(...relatives);
  it.skipIf(!present)(present ? name : `${name} ${NEEDS_SHARED_CORPUS}`, test);
}

function pdfinfoPages(relative: string): number {
  const info = execFileSync('pdfinfo', [corpusPath(relative)], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Words of one page as poppler reads it, to compare page by page. */
function popplerWords(relative: string, page: number): string[] {
  const text = execFileSync(
    'pdftotext',
    ['-f', String(page), '-l', String(page), corpusPath(relative), '-'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return text.split(/\s+/).filter((word) => /^[\p{L}]{6,}$/u.test(word));
}

const words = (text: string) => new Set(text.split(/[^\p{L}\p{N}]+/u));

afterAll(() => closeTextWorkers());

describe('extractText on PDF', () => {
  const pdfs = [
    'rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf',
    'rc/ifpra-2026-moteur-agri/RC.pdf',
    'cctp/cuzieu/Lot-03-Platrerie-Peinture-Plafond.pdf',
    'cctp/coupvray/COUPVRAY-CCTP-LOT-00-Generalites-Indice-B.pdf',
    'cctp/camp-des-milles/BPU-gardiennage.pdf',
  ];

  for (const relative of pdfs)
    onCorpus(`reads every page of ${relative} with its number, as pdftotext does`, [relative], async () => {
      const result = await extractText(read(relative));
      const expected = pdfinfoPages(relative);
      expect(result.error).toBeUndefined();
      expect(result.pageCount).toBe(expected);
      expect(result.pages.map((p) => p.page)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
      // Pages with a text layer are never drawn nor read by OCR.
      expect(result.pages.filter((p) => p.ocr)).toEqual([]);
      for (const page of [1, Math.ceil(expected / 2), expected]) {
        const ours = words(result.pages[page - 1]!.text);
        const theirs = popplerWords(relative, page);
        const found = theirs.filter((word) => ours.has(word)).length;
        expect(found).toBeGreaterThanOrEqual(Math.floor(theirs.length * 0.9));
      }
    });

  for (const relative of pdfs)
    onCorpus(
      `counts the pages of ${relative} without reading their text, as pdfinfo does`,
      [relative],
      async () => {
        expect(await pdfPageCount(read(relative).bytes)).toBe(pdfinfoPages(relative));
      },
    );

  onCorpus('counts no pages of a file PDFium cannot open', ['rc/ifpra-2026-moteur-agri/RC.pdf'], async () => {
    const truncated = read('rc/ifpra-2026-moteur-agri/RC.pdf').bytes.slice(0, 2000);
    expect(await pdfPageCount(truncated)).toBeNull();
    expect(await pdfPageCount(new TextEncoder().encode('ceci n’est pas un PDF'))).toBeNull();
  });

  onCorpus(
    'finds the award criteria table of the Grenoble RC on its page 11',
    ['rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'],
    async () => {
      const result = await extractText(read('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'));
      expect(result.pages[10]!.text).toMatch(/Pond[ée]ration/);
      expect(result.pages[10]!.file).toBe('RC_2026FCSSA0025.pdf');
    },
  );

  onCorpus(
    'keeps a table row on one line, its columns apart by a tab (Grenoble RC, page 2)',
    ['rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'],
    async () => {
      const result = await extractText(read('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'));
      const lines = result.pages[1]!.text.split('\n');
      expect(lines).toContain('Mode de passation\tProcédure adaptée ouverte');
      expect(lines).toContain('Type de contrat\tMarché public');
      expect(lines).toContain('Durée / Délai\t6 mois');
    },
  );

  onCorpus(
    'reads three blocks side by side on one line, left to right (Guyane CCTP, page 1)',
    ['cctp/guyane-prefecture/CCTP-surveillance-gardiennage.pdf'],
    async () => {
      const result = await extractText(read('cctp/guyane-prefecture/CCTP-surveillance-gardiennage.pdf'));
      expect(result.pages[0]!.text).toContain(
        'Monsieur Eric MENZLI\tTél :0594 39-45-48\tMail :budget-fonctionnement@guyane.pref.gouv.fr\n',
      );
    },
  );

  onCorpus(
    'keeps the hyphen of a word cut at the end of a line (IFPRA RC, page 4)',
    ['rc/ifpra-2026-moteur-agri/RC.pdf'],
    async () => {
      const result = await extractText(read('rc/ifpra-2026-moteur-agri/RC.pdf'));
      expect(result.pages[3]!.text).toContain('devra indiquer tous les sous-\ntraitants connus');
    },
  );

  onCorpus(
    'reports a corrupt PDF by name and goes on with the other files',
    ['rc/ifpra-2026-moteur-agri/RC.pdf'],
    async () => {
      const good = read('rc/ifpra-2026-moteur-agri/RC.pdf');
      const corrupt = { path: 'annexes/abîmé.pdf', bytes: good.bytes.slice(0, 2000) };
      const garbage = { path: 'faux.pdf', bytes: new TextEncoder().encode('ceci n’est pas un PDF') };
      const [bad, worse, fine] = await Promise.all([
        extractText(corrupt),
        extractText(garbage),
        extractText(good),
      ]);
      expect(bad).toEqual({
        pages: [],
        pageCount: 0,
        error: "Impossible d'extraire le texte du PDF: annexes/abîmé.pdf",
      });
      expect(worse.error).toBe("Impossible d'extraire le texte du PDF: faux.pdf");
      expect(fine.error).toBeUndefined();
      expect(fine.pageCount).toBe(7);
    },
  );
});

describe('extractText on the layout of a PDF page', () => {
  const textOf = async (content: string) =>
    (await extractText({ path: 'page.pdf', bytes: onePagePdf(content) })).pages[0]!.text;

  it('writes ligatures as their letters and no-break spaces as spaces', async () => {
    // \256 and \257: the fi and fl glyphs; font F2 maps them to the characters ﬁ and ﬂ, \240 to U+00A0.
    const text = await textOf(
      [
        'BT /F1 12 Tf 40 780 Td (Le \\256nancement et le re\\257et) Tj ET',
        'BT /F2 12 Tf 40 760 Td (Le \\256nancement et le re\\257et\\240: 5 %) Tj ET',
      ].join('\n'),
    );
    expect(text).toBe('Le financement et le reflet\nLe financement et le reflet : 5 %');
  });

  it('puts a table written column by column back in rows, columns apart by a tab', async () => {
    const text = await textOf(
      [
        'BT /F1 10 Tf 300 700 Td (60 %) Tj 0 -15 Td (40 %) Tj ET',
        'BT /F1 10 Tf 40 700 Td (Prix des prestations) Tj 0 -15 Td (Valeur technique) Tj ET',
      ].join('\n'),
    );
    expect(text).toBe('Prix des prestations\t60 %\nValeur technique\t40 %');
  });

  it('reads two columns of prose column by column, a title across both first (ASCII: the test font has no accents)', async () => {
    const left = [
      'Les offres sont jugees selon les criteres',
      'suivants, avec leur ponderation :',
      '- Valeur technique : 60 %',
      '- Prix des prestations : 40 %',
      'La valeur technique est appreciee au vu',
      'du memoire technique remis par le candidat.',
    ];
    const right = [
      'Le prix est note selon la formule suivante :',
      'Note = 40 x Pmin / P, ou Pmin est le prix',
      'de l offre la moins disante et P le prix',
      'de l offre examinee. Une offre anormalement',
      'basse est rejetee apres demande ecrite de',
      'precisions adressee au candidat concerne.',
    ];
    const lines = (x: number, column: string[]) =>
      column.map((line, i) => `BT /F1 10 Tf ${x} ${680 - 14 * i} Td (${line}) Tj ET`);
    const text = await textOf(
      [
        'BT /F1 14 Tf 40 720 Td (ARTICLE 6 - JUGEMENT DES OFFRES ET NOTATION DU PRIX) Tj ET',
        ...lines(40, left),
        ...lines(310, right),
      ].join('\n'),
    );
    expect(text).toBe(['ARTICLE 6 - JUGEMENT DES OFFRES ET NOTATION DU PRIX', ...left, ...right].join('\n'));
  });

  it('reads two columns of prose set close together (a gutter of 1.6 font sizes) column by column, the shorter one first', async () => {
    // Courier, 10 points: each line justified to 40 characters spans 240 points; the left column
    // ends at 280, the right one starts at 296.
    const justified = (text: string) => {
      const lines: string[][] = [];
      for (const word of text.split(' ')) {
        const last = lines.at(-1);
        if (last && [...last, word].join(' ').length <= 40) last.push(word);
        else lines.push([word]);
      }
      return lines.map((words) => {
        const gaps = words.length - 1;
        const extra = 40 - words.join(' ').length;
        return words
          .map((word, k) =>
            k < gaps ? word + ' '.repeat(1 + Math.floor(extra / gaps) + (k < extra % gaps ? 1 : 0)) : word,
          )
          .join('');
      });
    };
    const left = justified(
      'Les offres sont jugees selon les criteres ponderes suivants : la valeur technique pour soixante pour cent et le prix des prestations pour quarante pour cent, selon la formule du present article.',
    );
    const right = justified(
      'Les candidats evinces sont informes du rejet de leur offre et des motifs de ce rejet, ainsi que du nom de l attributaire et des avantages relatifs de son offre. Un delai de onze jours est respecte entre cette information et la signature du marche. Les questions des candidats sont posees sur le profil d acheteur au plus tard dix jours avant la date limite de remise des offres, et les reponses sont publiees pour tous les candidats sur ce meme profil, sans delai.',
    );
    const lines = (x: number, column: string[]) =>
      column.map((line, i) => `BT /F3 10 Tf ${x} ${680 - 14 * i} Td (${line}) Tj ET`);
    const text = await textOf([...lines(40, left), ...lines(296, right)].join('\n'));
    expect(left.length * 2).toBeLessThan(right.length);
    // Read words are spaced by their positions, one space between them.
    expect(text).toBe([...left, ...right].map((line) => line.replace(/ +/g, ' ')).join('\n'));
  });

  it('keeps the hyphen that ends a line and spaces words by their positions', async () => {
    const text = await textOf(
      'BT /F1 10 Tf 40 700 Td (Le recours a la sous-) Tj 0 -12 Td (traitance) Tj 60 0 Td (est admis.) Tj ET',
    );
    expect(text).toBe('Le recours a la sous-\ntraitance est admis.');
  });

  it("writes the bullets Word draws in the Symbol font (U+F0B7 in the font's own codes) as '•'", async () => {
    const path = 'cctp/grand-chambery/CCTP-surveillance-equipements-sportifs.pdf';
    const { pages } = await extractText({ path, bytes: readFileSync(corpusPath(path)) });
    const text = pages.map((page) => page.text).join('\n');
    expect(text).not.toMatch(/[\uF020-\uF0FF]/);
    expect(text).toContain('• 1 agent de surveillance et prévention le mercredi de 10h à 18h');
  });

  it('reads text drawn twice a fraction of a point aside (fake bold) once', async () => {
    const text = await textOf(
      'BT /F1 10 Tf 40 700 Td (Article 5) Tj ET BT /F1 10 Tf 40.4 700 Td (Article 5) Tj ET',
    );
    expect(text).toBe('Article 5');
  });
});

describe('extractText on pages without text', () => {
  it('counts a page with no text layer and reports it as not read', async () => {
    const result = await extractText({ path: 'scan.pdf', bytes: onePagePdf() });
    expect(result.error).toBeUndefined();
    expect(result.pageCount).toBe(1);
    expect(result.notRead).toEqual([1]);
  });

  it('reads a PDF asked for twice once, and the same bytes under another name again', async () => {
    const bytes = onePagePdf();
    const pages: number[] = [];
    const first = await extractText({ path: 'scan.pdf', bytes }, (p) => pages.push(p.done));
    const again = await extractText({ path: 'scan.pdf', bytes }, (p) => pages.push(p.done));
    expect(again).toBe(first);
    expect(pages).toEqual([1]);
    const renamed = await extractText({ path: 'autre.pdf', bytes }, (p) => pages.push(p.done));
    expect(renamed.pages[0]!.file).toBe('autre.pdf');
    expect(pages).toEqual([1, 1]);
  });

  it('reads by OCR only the scanned pages of a PDF that mixes them with pages of text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mixed-'));
    try {
      const line =
        'Article 1 - Objet de la consultation : fourniture de materiel agricole pour les lycees agricoles de Normandie.';
      writeFileSync(join(dir, 'texte.pdf'), onePagePdf(`BT /F1 10 Tf 40 780 Td (${line}) Tj ET`));
      const scanned = fileURLToPath(new URL('../../test/fixtures/rc-scanne-ifpra.pdf', import.meta.url));
      execFileSync('pdfseparate', ['-f', '2', '-l', '2', scanned, join(dir, 'scan.pdf')]);
      execFileSync('pdfunite', [join(dir, 'texte.pdf'), join(dir, 'scan.pdf'), join(dir, 'mixte.pdf')]);
      const result = await extractText({ path: 'mixte.pdf', bytes: readFileSync(join(dir, 'mixte.pdf')) });
      expect(result.pages.map((p) => [p.page, p.ocr === true])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect(result.pages[0]!.text).toBe(line);
      expect(result.pages[1]!.text).toMatch(/Critères et pondération/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  onCorpus('starts new workers after closeTextWorkers', ['rc/ifpra-2026-moteur-agri/RC.pdf'], async () => {
    await closeTextWorkers();
    const result = await extractText(read('rc/ifpra-2026-moteur-agri/RC.pdf'));
    expect(result.pageCount).toBe(7);
  });
});

describe('extractText on other formats', () => {
  onCorpus('reads the DC1 form (DOCX)', ['rc/grenoble-inp-2026FCSSA0025/DC1.docx'], async () => {
    const result = await extractText(read('rc/grenoble-inp-2026FCSSA0025/DC1.docx'));
    expect(result.error).toBeUndefined();
    expect(result.pages[0]!.text).toContain('Lettre de candidature');
    expect(result.pages[0]!.text).toMatch(/DC1/i);
  });

  onCorpus('reads an ODT form page by page', ['candidate/aquareel/BPU_Aquareel_2025_vd.odt'], async () => {
    const result = await extractText(read('candidate/aquareel/BPU_Aquareel_2025_vd.odt'));
    expect(result.error).toBeUndefined();
    expect(result.pageCount).toBeGreaterThan(1);
    expect(result.pages[0]!.text).toContain('PRIX UNITAIRES');
  });

  onCorpus(
    'reads each sheet of a spreadsheet as a page, merged cells once',
    ['bills/dpgf-cvc-plomberie-8-feuilles.xlsx'],
    async () => {
      const result = await extractText(read('bills/dpgf-cvc-plomberie-8-feuilles.xlsx'));
      expect(result.error).toBeUndefined();
      expect(result.pageCount).toBe(8);
      const first = result.pages[1]!.text.split('\n')[1] ?? '';
      expect(new Set(first.split('\t')).size).toBe(first.split('\t').length);
    },
  );

  onCorpus('reads Markdown as text', ['candidate/aquareel/memoire/01.md'], async () => {
    const result = await extractText(read('candidate/aquareel/memoire/01.md'));
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]!.text.length).toBeGreaterThan(100);
  });

  /** An excerpt of IFPRA Normandie's RC saved by LibreOffice as Word 97-2003 and as RTF (test/fixtures). */
  const fixture = (name: string) => ({
    path: name,
    bytes: readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url)),
  });

  it('reads a Word 97-2003 document (.doc), table cells as tabs and typographic apostrophes kept', async () => {
    const result = await extractText(fixture('rc-extrait-ifpra.doc'));
    expect(result.error).toBeUndefined();
    expect(result.pageCount).toBe(1);
    const text = result.pages[0]!.text;
    expect(text).toMatch(/^RC - RÈGLEMENT DE CONSULTATION\n/);
    expect(text).toContain(
      'Critère\tPondération\nPrix des prestations\t50 points\nCritères techniques\t40 points\n',
    );
    expect(text).toContain('(montant de l’offre la moins chère / montant de l’offre à noter) x 50');
  });

  it('reads an RTF document page by page', async () => {
    const result = await extractText(fixture('rc-extrait-ifpra.rtf'));
    expect(result.error).toBeUndefined();
    expect(result.pages.map((p) => p.page)).toEqual([1, 2]);
    expect(result.pages[0]!.text).toContain(
      'Délais de livraison\t5 points\nNormes environnementales - RSE (voir détail dans le CCAP)\t5 points',
    );
    expect(result.pages[1]!.text).toMatch(/^SUITES À DONNER À LA CONSULTATION\nL’offre la mieux classée/);
  });

  it('reads RTF saved under a .doc name as RTF', async () => {
    const result = await extractText({ ...fixture('rc-extrait-ifpra.rtf'), path: 'RC.doc' });
    expect(result.pages[0]!.text).toContain('Prix des prestations\t50 points');
  });

  it('asks for .xlsx instead of an Excel 97-2003 workbook', async () => {
    const result = await extractText({ ...fixture('dqe-excel-97-2003.xls'), path: 'DQE.xls' });
    expect(result).toEqual({
      pages: [],
      pageCount: 0,
      error:
        'Le classeur DQE.xls est au format Excel 97-2003 (.xls), qui n’est pas lu : enregistrez-le au format .xlsx (Fichier > Enregistrer sous) et déposez-le à nouveau.',
    });
  });

  it('counts an image as one page not read', async () => {
    const result = await extractText({ path: 'scan.JPG', bytes: new Uint8Array([0xff, 0xd8, 0xff]) });
    expect(result).toEqual({ pages: [], pageCount: 1, notRead: [1] });
  });

  it('says which files it cannot read', async () => {
    const docx = await extractText({ path: 'cassé.docx', bytes: new Uint8Array([1, 2, 3]) });
    expect(docx.error).toBe("Impossible d'extraire le texte du document: cassé.docx");
    const doc = await extractText({ path: 'cassé.doc', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1]) });
    expect(doc.error).toBe("Impossible d'extraire le texte du document: cassé.doc");
    const other = await extractText({ path: 'plan.dwg', bytes: new Uint8Array([1]) });
    expect(other.error).toBe('Format de fichier non pris en charge: plan.dwg');
  });
});

describe('docxHtmlText', () => {
  it('keeps the tabs of a paragraph and reads a table row by row, a cell merged down left empty below', () => {
    const html =
      '<h3>Critères</h3><p>Prix\t40 %</p><table>' +
      '<tr><td rowspan="2"><p>Valeur technique</p><p>de l&apos;offre</p></td><td><p>Méthodologie :<br />- phasage</p></td><td><p>30 %</p></td></tr>' +
      '<tr><td><p>Moyens</p></td><td><p>20 %</p></td></tr></table><p>Fin</p>';
    expect(docxHtmlText(html)).toBe(
      "Critères\n\nPrix\t40 %\n\nValeur technique de l'offre\tMéthodologie :\n- phasage\t30 %\n\tMoyens\t20 %\n\nFin\n\n",
    );
  });
});

describe('odtContentText', () => {
  const content = (body: string) =>
    '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="o" xmlns:text="t" xmlns:table="ta">' +
    `<office:automatic-styles><text:p>Style, pas du texte</text:p></office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`;

  it('writes the number or the bullet each list item gets from its list style, by level', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="o" xmlns:text="t" xmlns:style="s">' +
      '<office:automatic-styles><text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-format="1"/>' +
      '<text:list-level-style-bullet text:level="2" text:bullet-char="–"/></text:list-style></office:automatic-styles>' +
      '<office:body><office:text><text:list text:style-name="L1"><text:list-item><text:p>Prix : 40 %</text:p></text:list-item>' +
      '<text:list-item><text:p>Valeur technique : 60 %</text:p><text:list><text:list-item><text:p>Méthodologie</text:p></text:list-item>' +
      '</text:list></text:list-item></text:list></office:text></office:body></office:document-content>';
    expect(odtContentText(xml)).toEqual(['1. Prix : 40 %\n2. Valeur technique : 60 %\n– Méthodologie\n']);
  });

  it('reads paragraphs and headings as lines, soft page breaks as pages', () => {
    expect(
      odtContentText(
        content(
          '<text:h>Article 1</text:h><text:p>Prix</text:p><text:soft-page-break/><text:p>Suite</text:p>',
        ),
      ),
    ).toEqual(['Article 1\nPrix\n', 'Suite\n']);
  });

  it('writes spaces, tabs, line breaks and table cells, entities decoded', () => {
    const body =
      '<text:p>A<text:s/>B<text:s text:c="3"/>C<text:tab/>D<text:line-break/>R&amp;D &#233;t&#xE9; &lt;1&gt;</text:p>' +
      '<table:table><table:table-row><table:table-cell><text:p>1.1</text:p></table:table-cell>' +
      '<table:table-cell><text:p>Enrobé</text:p></table:table-cell></table:table-row></table:table>';
    expect(odtContentText(content(body))).toEqual(['A B   C\tD\nR&D été <1>\n1.1\tEnrobé\n']);
  });

  it("reads a table row by row: a cell's paragraphs on one line, a list item apart, a covered cell empty", () => {
    const cell = (...paragraphs: string[]) =>
      `<table:table-cell>${paragraphs.map((p) => `<text:p>${p}</text:p>`).join('')}</table:table-cell>`;
    const body =
      '<table:table><table:table-row>' +
      cell('Valeur technique de', "l'offre") +
      cell('Méthodologie :', '- phasage', '- sécurité') +
      cell('30 %') +
      '</table:table-row><table:table-row><table:covered-table-cell/>' +
      cell('Moyens') +
      cell('20 %') +
      '</table:table-row></table:table>';
    expect(odtContentText(content(body))).toEqual([
      "Valeur technique de l'offre\tMéthodologie :\n- phasage\n- sécurité\t30 %\n\tMoyens\t20 %\n",
    ]);
  });

  it('refuses content that is not XML', () => {
    expect(() => odtContentText('<office:body><text:p>ouvert')).toThrow();
  });
});
