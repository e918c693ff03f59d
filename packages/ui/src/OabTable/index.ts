export { OabTable, OAB_HEADING, OAB_INTRO, INVALID_ESTIMATE } from './OabTable';
export type { OabTableProps, OabOffer } from './OabTable';
export { OabOutcomeEditor } from './OabOutcomeEditor';
export type { OabOutcomeEditorProps, OabOutcomeValue } from './OabOutcomeEditor';
