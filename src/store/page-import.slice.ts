import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageImportProblem, PickedPage } from '../domain/page-import';
import { signedOut } from './auth.slice';

// Handing a listing page over (issue 16): the URL input's 'Import the page instead'. Opened from the URL input,
// or from a listing that could not be read (then for that listing's address); the page goes up with its
// progress; a refusal is kept here for the screen to word.

export type PageImportStatus = 'idle' | 'uploading' | 'failed';

export interface PageImportState {
  /** The import panel is open on the URL input. */
  open: boolean;
  /** The address of the listing the import was opened for (a failed listing), prefilled in the URL field. */
  forUrl: string | null;
  status: PageImportStatus;
  /** Share of the page sent, 0-100; null until the browser knows the size sent. */
  percent: number | null;
  /** What is being sent: the file's name, or null for a pasted source. */
  fileName: string | null;
  problem: PageImportProblem | null;
  /** Where the page came from (the file picker or drop, or the paste box): its progress and refusal show there. */
  source?: PickedPage['kind'] | null;
}

const initialState: PageImportState = {
  open: false,
  forUrl: null,
  status: 'idle',
  percent: null,
  fileName: null,
  problem: null,
  source: null,
};

const pageImportSlice = createSlice({
  name: 'pageImport',
  initialState,
  reducers: {
    /** Intent: 'Import the page instead' on a listing that could not be read, or on the URL input itself. */
    pageImportOpened(state, action: PayloadAction<{ forUrl: string | null }>) {
      if (state.status === 'uploading') return;
      return { ...initialState, open: true, forUrl: action.payload.forUrl };
    },
    pageImportToggled(state) {
      if (state.status === 'uploading') return;
      state.open = !state.open;
      state.problem = null;
    },
    /** The URL input was left: the next visit starts clean (an upload under way finishes on its own). */
    pageImportLeft(state) {
      if (state.status === 'uploading') return;
      return initialState;
    },
    /** Intent: a file was picked or dropped, or a source pasted. */
    pagePicked(state, action: PayloadAction<{ page: PickedPage; url: string }>) {
      if (state.status === 'uploading') return;
      // A page dropped on the closed panel opens it, so what happens to the page shows.
      state.open = true;
      state.problem = null;
      state.source = action.payload.page.kind;
    },
    pageImportRefused(state, action: PayloadAction<PageImportProblem>) {
      state.status = 'failed';
      state.problem = action.payload;
      state.percent = null;
    },
    pageUploadStarted(state, action: PayloadAction<{ fileName: string | null }>) {
      state.status = 'uploading';
      state.percent = 0;
      state.fileName = action.payload.fileName;
      state.problem = null;
    },
    pageUploadProgressed(state, action: PayloadAction<{ percent: number }>) {
      if (state.status === 'uploading') state.percent = action.payload.percent;
    },
    pageImported() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
});

export const selectPageImport = (state: { pageImport: PageImportState }) => state.pageImport;

export const {
  pageImportOpened,
  pageImportToggled,
  pageImportLeft,
  pagePicked,
  pageImportRefused,
  pageUploadStarted,
  pageUploadProgressed,
  pageImported,
} = pageImportSlice.actions;
export default pageImportSlice.reducer;
