import { megabytes, MAX_IMPORT_MEGABYTES, type PageImportProblem } from '../page-import';
import { requestErrorText } from '../request-errors';

// Words of 'Import the page instead' on the URL input (issue 16), written for hosts who are not technical.
// README "When a listing cannot be read" says the same at more length.

export const pageImportText = {
  toggle: 'Import the page instead',
  intro:
    "If we can't read your listing from its address, hand us the page your own browser shows. Open your listing, wait until its photos and description show, then:",
  uploadHeading: 'Upload the saved page',
  uploadHow: 'Press Ctrl+S (Cmd+S on a Mac) on your listing and save it as "Webpage, HTML only" or "Single File".',
  choose: 'Choose the saved page',
  dropHint: 'or drop the .html or .mhtml file here',
  dropHere: 'Drop the saved page to import it',
  pasteHeading: 'Or paste the page source',
  pasteHow: 'Press Ctrl+U (Cmd+Option+U on a Mac) on your listing, select everything, copy it and paste it here.',
  pasteLabel: 'Page source',
  pastePlaceholder: '<!DOCTYPE html>…',
  importPasted: 'Import the pasted page',
  addressNote: 'The listing address in the field above, if you typed one, goes with the page.',
  forListing: (url: string) => `Importing the page for ${url}`,
  uploading: (name: string | null, percent: number | null) =>
    `Uploading ${name ? `"${name}"` : 'your page'}${percent === null ? '...' : `... ${percent}%`}`,
  reading: 'Page received. Starting the analysis...',
  progressLabel: 'Upload progress',
  failedTitle: 'The page could not be imported',
} as const;

export const pageImportToasts = {
  imported: { title: 'Page Imported', description: 'Your listing is being analyzed from the page you gave us. This may take some time.' },
} as const;

const SAVE_AGAIN = 'Save the listing page again from your browser and pick the new file.';

/** One sentence a host can act on for every reason an import stops. */
export function pageImportProblemText(problem: PageImportProblem): string {
  switch (problem.code) {
    case 'empty':
      return problem.kind === 'file'
        ? `That file is empty. ${SAVE_AGAIN}`
        : 'Nothing to import yet: paste the page source into the box first.';
    case 'wrong-type':
      return `"${problem.name}" is not a saved web page. Pick the .html, .htm, .mhtml or .mht file your browser saved.`;
    case 'too-large':
      return `That page is ${megabytes(problem.bytes)} MB; the largest page we take is ${MAX_IMPORT_MEGABYTES} MB. Save it as "Webpage, HTML only" (without its images), or paste its page source.`;
    case 'not-a-page':
      return 'That text is not a page source: it has no HTML in it. On your listing press Ctrl+U (Cmd+Option+U on a Mac), select everything, copy it and paste it here.';
    case 'address-pasted':
      return "That is the listing's address, not its page source. Put the address in the URL field above and press Analyze, or paste the page source here.";
    case 'signed-out':
      return 'Please log in to import a listing page.';
    case 'request':
      if (problem.failureCode === 'network' && problem.status === null)
        return 'The page could not be sent: we could not reach the server. Check your connection and try again.';
      return requestErrorText({ status: problem.status, code: problem.failureCode, message: problem.message });
  }
}
