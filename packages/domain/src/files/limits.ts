/** The tender page limit shown on screen ('Nombre total de pages : N / 400'). */
export const TENDER_PAGES_SHOWN = 400;
/** The analysis starts by itself up to this many pages; SPEC.md keeps both figures as they are. */
export const TENDER_AUTO_START_PAGES = 500;
/** Pages allowed per company. */
export const COMPANY_PAGE_LIMIT = 240;

/** Phase 1 starts by itself once there are files, an RC is chosen and the pages fit. */
export function shouldAutoStartTenderAnalysis(s: {
  fileCount: number;
  rcChosen: boolean;
  totalPages: number;
}): boolean {
  return s.fileCount > 0 && s.rcChosen && s.totalPages <= TENDER_AUTO_START_PAGES;
}
