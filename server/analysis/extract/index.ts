export { extractListing, VERDICT_MESSAGES, type ExtractionContext, type ExtractionResult, type ExtractionVerdict } from './extract-listing';
export { parseDocument, type PageDocument } from './page-document';
