// Bill lines per second: readDqe on a generated 10,000-line DQE (target: under one second).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { readDqe } from '../src/dqe';
import { referencePrice, referenceQuantity } from '../src/fixtures/priced-bill';

const LINES = 10_000;
const SECTION = 50;
const RUNS = 3;

async function generate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('DQE');
  sheet.addRow(['Détail quantitatif estimatif — banc de mesure']);
  sheet.addRow(['N°', 'Désignation', 'Unité', 'Quantité', 'P.U. HT', 'Montant HT']);
  let total = 0;
  for (let i = 0; i < LINES; i += 1) {
    if (i % SECTION === 0) sheet.addRow([`${i / SECTION + 1}`, `SECTION ${i / SECTION + 1}`]);
    const r = sheet.rowCount + 1;
    const qty = referenceQuantity(i);
    const pu = referencePrice(i).toNumber();
    const amount = Math.round(qty * pu * 100) / 100;
    total += amount;
    sheet.addRow([
      `${Math.floor(i / SECTION) + 1}.${(i % SECTION) + 1}`,
      `Ouvrage n° ${i + 1}`,
      'u',
      qty,
      pu,
      { formula: `D${r}*E${r}`, result: amount },
    ]);
    if (i % SECTION === SECTION - 1)
      sheet.addRow(['', `Sous-total section ${Math.floor(i / SECTION) + 1}`, '', '', '', null]);
  }
  sheet.addRow(['', 'TOTAL HT', '', '', '', Math.round(total * 100) / 100]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const bytes = await generate();
const times: number[] = [];
const cpu: number[] = [];
let lines = 0;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  const { offer, checks } = await readDqe(bytes, 'Banc');
  times.push(performance.now() - start);
  const used = process.cpuUsage(startCpu);
  cpu.push((used.user + used.system) / 1000);
  lines = offer.items.length;
  if (checks.length > 0) throw new Error(`unexpected checks: ${checks[0]?.message}`);
}
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] ?? 0;
const medianCpu = cpu[Math.floor(RUNS / 2)] ?? 0;
console.log(
  `DQE : ${lines} lignes lues en ${median.toFixed(0)} ms (médiane de ${RUNS} ; temps CPU ${medianCpu.toFixed(0)} ms, charge machine ${os.loadavg()[0]?.toFixed(1)} sur ${os.cpus().length} cœurs) — ${Math.round((lines / median) * 1000)} lignes/s ; objectif < 1000 ms : ${median < 1000 ? 'atteint' : 'NON atteint'}`,
);
