import { combineReducers } from '@reduxjs/toolkit';
import announcer from './announcer.slice';
import auth from './auth.slice';
import authForms from './auth-forms.slice';
import celebrations from './celebrations.slice';
import chat from './chat.slice';
import history from './history.slice';
import listingFacts from './listing-facts.slice';
import listings from './listings.slice';
import market from './market.slice';
import pageImport from './page-import.slice';
import photos from './photos.slice';
import profile from './profile.slice';
import profileEdit from './profile-edit.slice';
import screen from './screen.slice';
import system from './system.slice';
import theme from './theme.slice';
import toasts from './toasts.slice';

// The state's shape comes from the reducers alone, so selectors can name it without reaching the module that
// builds the store (which imports the sagas, which import the selectors).
export const rootReducer = combineReducers({
  auth,
  authForms,
  screen,
  listings,
  pageImport,
  chat,
  listingFacts,
  celebrations,
  photos,
  history,
  market,
  toasts,
  theme,
  profile,
  profileEdit,
  system,
  announcer,
});

export type RootState = ReturnType<typeof rootReducer>;
