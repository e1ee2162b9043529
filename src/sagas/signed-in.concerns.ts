import type { Concern } from './guarded';
import { listingsSaga } from './listings.saga';
import { listingDetailSaga } from './listing-detail.saga';
import { photosSaga } from './photos.saga';
import { historySaga } from './history.saga';
import { marketSaga } from './market.saga';
import { progressSaga } from './progress.saga';
import { pageImportSaga } from './page-import.saga';
import { chatSaga } from './chat.saga';
import { listingFactsSaga } from './listing-facts.saga';
import { profileEditSaga } from './profile-edit.saga';
import { avatarSaga } from './avatar.saga';
import { changePasswordSaga } from './change-password.saga';

// The concerns of the signed-in screens (dashboard, analysis, listing, chat, profile). They load as one chunk
// with the first of those screens (./signed-in.ts), so a signed-out first visit does not download them.

export const signedInConcerns: Concern[] = [
  ['listings', listingsSaga],
  ['progress', progressSaga],
  ['pageImport', pageImportSaga],
  ['listingDetail', listingDetailSaga],
  ['photos', photosSaga],
  ['history', historySaga],
  ['market', marketSaga],
  ['chat', chatSaga],
  ['listingFacts', listingFactsSaga],
  ['profileEdit', profileEditSaga],
  ['avatar', avatarSaga],
  ['changePassword', changePasswordSaga],
];
