// Inside Airbnb market files: reading them into the app's ListingContent with each listing's place, price and
// outcomes. The reader streams; see reader.ts for its options and listing-row.ts for the mapping.

export {
  readMarketFile,
  MarketFileError,
  type MalformedRow,
  type MarketReading,
  type ReadOptions,
  type ReadProgress,
  type ReadStats,
} from './reader';
export type { MarketOutcomes, MarketPlace, MarketRow } from './listing-row';
export type { MarketSchema } from './columns';
