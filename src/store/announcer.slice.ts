import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// What the two live regions say (issue 23): a polite one for the progress steps and completion (toasts appear
// inside it too, so they are heard without being written twice), an assertive one for errors. Both are mounted
// at start-up, so screen readers hear every change. The count lets the same words be said twice in a row.

export interface Announcement {
  text: string;
  count: number;
}

export interface AnnouncerState {
  polite: Announcement;
  assertive: Announcement;
}

const initialState: AnnouncerState = { polite: { text: '', count: 0 }, assertive: { text: '', count: 0 } };

const announcerSlice = createSlice({
  name: 'announcer',
  initialState,
  reducers: {
    announced(state, action: PayloadAction<{ text: string; urgent?: boolean }>) {
      const region = action.payload.urgent ? state.assertive : state.polite;
      region.text = action.payload.text;
      region.count += 1;
    },
    /** A new screen starts silent, so old words never linger next to that screen's own text. */
    announcementsCleared(state) {
      state.polite.text = '';
      state.assertive.text = '';
    },
  },
});

export const { announced, announcementsCleared } = announcerSlice.actions;
export const selectAnnouncements = (state: { announcer: AnnouncerState }) => state.announcer;
export default announcerSlice.reducer;
