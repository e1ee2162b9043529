import { call, select, takeEvery } from 'redux-saga/effects';
import { openExternal } from '../api/platform/address';
import { purchaseRequested, selectLinks, type AppLinks } from '../store/system.slice';

export function* openPurchaseSite() {
  const links: AppLinks = yield select(selectLinks);
  yield call(openExternal, links.purchaseUrl);
}

export function* linksSaga() {
  yield takeEvery(purchaseRequested.type, openPurchaseSite);
}
