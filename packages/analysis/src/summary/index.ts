export { summariseExtractive } from './extractive';
