import { findCriteria } from './src/criteria/find';
import { normaliseText } from './src/criteria/text';
const t = normaliseText(process.argv[2]!);
const r = findCriteria(t);
for (const g of r.groups) console.log(g.lot, g.tree.complete, g.tree.tops.map((n) => `${n.item.label}=${n.item.weight}[${n.subs.map((s) => s.weight).join(',')}]`).join('; '));
