/** The detailed analysis pages of SPEC.md section 2, each at /analysis/detailed/{kind}/{tender_id}. */
export const DETAIL_KINDS = [
  'technical',
  'financial',
  'administrative',
  'methodology',
  'experience',
  'planning',
  'environment',
  'security',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];
