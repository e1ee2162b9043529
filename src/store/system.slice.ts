import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Run-time facts (links from the server's configuration) and saga crashes, which are logged and recorded
// here so DevTools shows them instead of the app going quiet.

export interface AppLinks {
  purchaseUrl: string;
  supportUrl: string;
  version: string;
  /** The operator's terms of service and privacy policy (TERMS_URL, PRIVACY_URL); null when not set. */
  termsUrl?: string | null;
  privacyUrl?: string | null;
}

export interface SystemState {
  links: AppLinks;
  /** False: access is purchase-only (ALLOW_SIGNUP=false), and the sign-up screen points to the purchase page. */
  allowSignup: boolean;
  crashedSagas: { name: string; message: string }[];
}

const initialState: SystemState = {
  links: { purchaseUrl: 'https://example.com/purchase', supportUrl: 'mailto:support@example.com', version: '' },
  allowSignup: true,
  crashedSagas: [],
};

const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    /** Intent: open the external purchase site. */
    purchaseRequested() {},
    sagaCrashed(state, action: PayloadAction<{ name: string; message: string }>) {
      state.crashedSagas.push(action.payload);
    },
  },
});

export const { sagaCrashed, purchaseRequested } = systemSlice.actions;
export const selectLinks = (state: { system: SystemState }) => state.system.links;
export const selectAllowSignup = (state: { system: SystemState }) => state.system.allowSignup;
export default systemSlice.reducer;
