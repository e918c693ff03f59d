export { readDqe, money, unitMoney } from './read';
export type { DqeResult } from './read';
export { parseFrenchNumber } from './cells';
export { scanWorkbook } from './scan';
export type { SheetScan, BillLine } from './scan';
