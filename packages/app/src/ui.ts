// Temporary bridge while packages/ui lands: components that exist in packages/ui/src but are not yet
// exported from its index are re-exported from their folders. Each line goes once the index exports it.
export * from '@mieux-disant/ui';
export * from '../../ui/src/Results';
export * from '../../ui/src/DetailedAnalysis';
