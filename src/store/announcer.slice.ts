import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// What the two live regions say (issue 23): a polite one for toasts, progress steps and completion, an assertive
// one for errors. Both are mounted at start-up, so screen readers hear every change. The count lets the same
// words be said twice in a row.

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
  },
});

export const { announced } = announcerSlice.actions;
export const selectAnnouncements = (state: { announcer: AnnouncerState }) => state.announcer;
export default announcerSlice.reducer;
