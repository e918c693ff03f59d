// Temporary bridge while packages/ui lands: components that exist in packages/ui/src but are not yet
// exported from its index are re-exported from their folders. Each line goes once the index exports it.
export * from '@mieux-disant/ui';
export * from '../../ui/src/TenderDocuments';
export * from '../../ui/src/CompanyResponses';
export * from '../../ui/src/CriteriaEditor';
export * from '../../ui/src/SummaryDialog';
export * from '../../ui/src/FileTree';
export * from '../../ui/src/FolderDrop';
export * from '../../ui/src/AdminUsers';
export * from '../../ui/src/Subscription';
export * from '../../ui/src/CheckoutStatus';
export * from '../../ui/src/Results';
export * from '../../ui/src/DetailedAnalysis';
export * from '../../ui/src/Settings';
