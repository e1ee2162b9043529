// (page.evaluate and addInitScript callbacks run in the browser.)
import { expect, test, type Page, type Route } from '@playwright/test';
import { DIALOG, LOOKS, snap } from './support/looks';
import type { ChatMessage, ChatRequest, HostFact, ListingFactsResponse, Profile } from '../contract/wire';
import { listing } from '../tests/support/browser/listing-fixtures';
import { mockProductApi, type MockState } from './support/mock-product-api';

// Screenshots of the chat and profile screens in light and dark at 375 px and 1280 px. The product API and the
// session are answered inside the page (support/mock-product-api.ts plus the chat and profile routes here), so
// each state can be shown on purpose; e2e/chat-profile.spec.ts drives the real server.

const REPLY = [
  'Your title is **44 characters**, inside the 50-character limit, and it names a selling point. It does not say where the place is, which is what guests filter by first.',
  '',
  'Suggested Title: Alfama loft with rooftop terrace and river views',
  '',
  'Why this works:',
  '- it leads with the neighbourhood guests search for;',
  '- it keeps the terrace, your strongest photo;',
  '- it stays under 50 characters, so nothing is cut on phones.',
  '',
  'See [Airbnb’s title guide](https://www.airbnb.com/resources/hosting-homes) for more.',
].join('\n');

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u-1',
    email: 'alex.morgan@example.com',
    fullName: 'Alex Morgan',
    phoneNumber: '+351 912 345 678',
    address: 'Rua das Flores 12',
    city: 'Lisbon',
    state: 'Lisboa',
    zipCode: '1200-195',
    avatarUrl: null,
    ...overrides,
  };
}

function message(id: string, role: ChatMessage['role'], content: string, minute: number): ChatMessage {
  return { id, userId: 'u-1', listingId: 'l-1', role, content, createdAt: `2026-01-10T10:${String(minute).padStart(2, '0')}:00.000Z` };
}

interface ChatMock {
  threads: Record<string, ChatMessage[]>;
  /** Holds POST /api/chat until released, to show the pending state. */
  hold: Promise<void> | null;
}

function freshState(): MockState {
  return {
    profile: profile(),
    listings: [
      listing(),
      listing({
        id: 'l-2',
        title: 'Beach house in Ericeira with a garden, a hammock and a very long title',
        seoScore: 64,
        location: 'Ericeira, Portugal',
      }),
      listing({ id: 'l-3', title: 'Studio near the castle', seoScore: 41, rating: null, reviewCount: 0, imageUrl: null }),
    ],
    analyses: {},
    recommendations: {},
    listingSequence: {},
    analyzeAnswer: null,
    failList: false,
  };
}

async function mockChat(page: Page, chat: ChatMock) {
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(/\/api\/chat(\?.*)?$/, async (route) => {
    const request = route.request();
    if (request.method() === 'GET') {
      const listingId = new URL(request.url()).searchParams.get('listingId') ?? 'general';
      return json(route, { messages: chat.threads[listingId] ?? [] });
    }
    const body = request.postDataJSON() as ChatRequest;
    if (chat.hold) await chat.hold;
    const key = body.listingId ?? 'general';
    const thread = (chat.threads[key] ??= []);
    const userMessage = message(`m-${thread.length + 1}`, 'user', body.content, thread.length + 1);
    const assistantMessage = message(`m-${thread.length + 2}`, 'assistant', REPLY, thread.length + 2);
    thread.push(userMessage, assistantMessage);
    return json(route, { userMessage, assistantMessage });
  });
}

const COACH_REPLY = [
  '**The space** now has 118 characters (350-750 characters suggested) and scores 45/100.',
  '',
  'Suggested The space (86/100, +41):',
  '> The loft fills the whole top floor, with a balcony over the river.',
  '>',
  '> • Living room: a deep linen sofa and a 55 inch TV.',
  '> • Kitchen: induction hob, oven and dishwasher.',
  '',
  'Tell me these and I can write more:',
  '',
  'Question: Where can guests park if they come by car? (Quick answers: Free parking on the premises | Free street parking | Paid parking nearby | There is no parking)',
  'Question: Who is the place best for? (Quick answers: Couples | Families with children | Business travellers | Groups of friends)',
].join('\n');

function hostFact(id: string, kind: HostFact['kind'], label: string, text: string, verbatim = false): HostFact {
  const at = '2026-01-10T10:00:00.000Z';
  return { id, listingId: 'l-1', kind, label, text, hostWords: text, verbatim, createdAt: at, updatedAt: at };
}

/** The facts panel's endpoints, answered from `facts` (GET, PATCH, DELETE, POST). */
async function mockFacts(page: Page, facts: ListingFactsResponse) {
  await page.route(/\/api\/listing\/[^/]+\/facts(\/[^/?]+)?$/, async (route) => {
    const request = route.request();
    const factId = /facts\/([^/?]+)$/.exec(request.url())?.[1] ?? null;
    const json = (body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (request.method() === 'GET') return json(facts);
    if (request.method() === 'DELETE') {
      facts.hostFacts = facts.hostFacts.filter((f) => f.id !== factId);
      return json({ success: true, id: factId });
    }
    const { text } = request.postDataJSON() as { text: string };
    const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
    if (request.method() === 'PATCH') {
      facts.hostFacts = facts.hostFacts.map((f) => (f.id === factId ? { ...f, text: sentence, hostWords: text } : f));
      return json({ fact: facts.hostFacts.find((f) => f.id === factId) });
    }
    const added = hostFact(`f-${facts.hostFacts.length + 10}`, 'note', 'In your words', sentence, true);
    facts.hostFacts.push(added);
    return json({ fact: added }, 201);
  });
}

const PAGE_FACTS: ListingFactsResponse['pageFacts'] = [
  { label: 'Title', value: 'Sunny loft by the canal with rooftop terrace' },
  { label: 'Property type', value: 'Entire loft' },
  { label: 'Location', value: 'Lisbon, Portugal' },
  { label: 'Guests', value: '4' },
  { label: 'Bedrooms', value: '2' },
  {
    label: 'Amenities',
    value:
      'Wifi; Kitchen; Washer; Air conditioning; Dedicated workspace; Hair dryer; Iron; Smoke alarm; Elevator; Coffee maker; Dishwasher; Balcony',
  },
  { label: 'Check-in', value: 'After 3:00 PM' },
];

/** fullPage shots start from the top (a sticky bar would otherwise sit where the page was scrolled to). */

async function openChatFromHeader(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Chat' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Chat' }).click();
  }
}

// Every test answers its own API inside its own page, so the looks and states run side by side.
test.describe.configure({ mode: 'parallel' });

for (const { theme, ...size } of LOOKS) {
  test.describe(`${theme} ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const tag = (screen: string) => `${screen}-${theme}-${size.width}`;
    const mobile = size.width < 900;

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    test('chat: welcome, a pending reply, suggestions, copy, the picker', async ({ page, context }, testInfo) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      let release = () => undefined as void;
      const chat: ChatMock = { threads: {}, hold: new Promise<void>((resolve) => (release = resolve)) };
      await mockProductApi(page, freshState());
      await mockChat(page, chat);
      await mockFacts(page, { listingId: 'l-1', pageFacts: PAGE_FACTS, hostFacts: [] });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();

      await openChatFromHeader(page, mobile);
      const log = page.getByRole('log', { name: 'Conversation' });
      await expect(log.getByText(/I'm your Listing Optimization AI/)).toBeVisible();
      await snap(page, testInfo, tag('chat-welcome'), { fullPage: false });

      await page.getByRole('textbox', { name: 'Message' }).fill('Improve my title');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(log.getByText('Improve my title')).toBeVisible();
      await expect(page.getByRole('status', { name: 'The Listing Optimization AI is writing a reply' })).toBeVisible();
      await snap(page, testInfo, tag('chat-pending'), { fullPage: false });

      release();
      const card = page.getByRole('figure', { name: 'Suggested Title' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Copy the suggested Title' }).click();
      await expect(card.getByText('Approved')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await snap(page, testInfo, tag('chat-reply'), { fullPage: false });

      await page.getByRole('button', { name: 'Change listing' }).click();
      await expect(page.getByRole('heading', { name: 'Select a Listing to Chat About' })).toBeVisible();
      await snap(page, testInfo, tag('chat-picker'));
    });

    test('chat: what I know about the listing, quick answers and the score on a suggestion', async ({ page }, testInfo) => {
      test.slow(); // several round trips and four pictures per run
      const facts: ListingFactsResponse = {
        listingId: 'l-1',
        pageFacts: PAGE_FACTS,
        hostFacts: [
          hostFact('f-1', 'outdoor', 'Outdoor space', 'It has a balcony with a river view.'),
          hostFact('f-2', 'transport', 'Getting around', 'The metro is a 5-minute walk.'),
          hostFact('f-3', 'internet', 'Internet', 'The wifi is 300 Mbps.'),
          hostFact('f-4', 'note', 'In your words', 'The neighbours are lovely and bake bread on Sundays.', true),
        ],
      };
      const chat: ChatMock = {
        threads: { 'l-1': [message('m-1', 'user', 'Rewrite The space', 1), message('m-2', 'assistant', COACH_REPLY, 2)] },
        hold: null,
      };
      await mockProductApi(page, freshState());
      await mockChat(page, chat);
      await mockFacts(page, facts);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible({ timeout: 30_000 });
      await openChatFromHeader(page, mobile);

      const panel = page.getByRole('region', { name: 'What I know about this listing' });
      await expect(panel.getByText('4 from you · 7 from the listing page')).toBeVisible({ timeout: 30_000 });
      // Folded on a phone, open beside the conversation on a wide screen.
      const toggle = panel.getByRole('button', { name: /What I know about this listing/ });
      await expect(toggle).toHaveAttribute('aria-expanded', mobile ? 'false' : 'true');
      const card = page.getByRole('figure', { name: 'Suggested The space' });
      await expect(card.getByTestId('suggestion-score')).toHaveText('86/100+41Raises this section from 45 to 86 out of 100', {
        timeout: 30_000,
      });
      await expect(page.getByRole('group', { name: 'Quick answers to: Where can guests park if they come by car?' })).toBeVisible({
        timeout: 30_000,
      });
      await snap(page, testInfo, tag('chat-facts-reply'));

      if (mobile) await toggle.click();
      const yours = panel.getByRole('region', { name: 'What you told me' });
      await yours.getByRole('button', { name: 'Edit: The metro is a 5-minute walk.' }).click();
      await yours.getByRole('textbox', { name: 'Fact' }).fill('The metro is a 10-minute walk');
      await panel.getByRole('button', { name: 'From the listing page (7)' }).click();
      await panel.scrollIntoViewIfNeeded();
      await snap(page, testInfo, tag('chat-facts-editing'), { fullPage: false });
      await yours.getByRole('button', { name: 'Save' }).click();
      await expect(yours.getByText('The metro is a 10-minute walk.')).toBeVisible({ timeout: 30_000 });

      await yours.getByRole('button', { name: 'Remove: The wifi is 300 Mbps.' }).click();
      await page.getByRole('dialog', { name: 'Remove this fact?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(yours.getByText('Removed “The wifi is 300 Mbps.”')).toBeVisible({ timeout: 30_000 });
      await snap(page, testInfo, tag('chat-facts-removed'), { fullPage: false });

      // A quick answer goes out as the host's message.
      await page.getByRole('button', { name: 'Answer: Free street parking' }).click();
      await expect(page.getByRole('log', { name: 'Conversation' }).getByText('Free street parking', { exact: true }).last()).toBeVisible({
        timeout: 30_000,
      });
    });

    test('chat: a failed send and a failed load', async ({ page }, testInfo) => {
      await mockProductApi(page, freshState());
      await mockFacts(page, { listingId: 'l-1', pageFacts: PAGE_FACTS, hostFacts: [] });
      await page.route(/\/api\/chat(\?.*)?$/, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ messages: [] }) })
          : route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'unavailable', message: 'The assistant is busy' }),
            }),
      );
      await page.goto('/');
      await openChatFromHeader(page, mobile);
      await page.getByRole('textbox', { name: 'Message' }).fill('Which amenities should I highlight?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Failed to send message: The assistant is busy')).toBeVisible({ timeout: 10_000 });
      await snap(page, testInfo, tag('chat-send-failed'), { fullPage: false });

      await page.unroute(/\/api\/chat(\?.*)?$/);
      await page.route(/\/api\/chat(\?.*)?$/, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal', message: 'Internal server error' }),
        }),
      );
      await page.getByRole('button', { name: 'Change listing' }).click();
      await page.getByRole('button', { name: /Beach house in Ericeira/ }).click();
      await expect(page.getByRole('heading', { name: 'Failed to Load Data' })).toBeVisible({ timeout: 10_000 });
      await snap(page, testInfo, tag('chat-load-failed'));
    });

    test('profile: view, edit, change password', async ({ page }, testInfo) => {
      const state = freshState();
      await mockProductApi(page, state);
      await page.route('**/api/profile', (route) => {
        const patch = route.request().postDataJSON() as Partial<Profile>;
        state.profile = { ...state.profile, ...patch };
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(state.profile) });
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back, Alex' })).toBeVisible();
      if (mobile) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
      } else {
        await page.getByRole('button', { name: 'Open account menu' }).click();
      }
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      await snap(page, testInfo, tag('profile'));

      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Phone Number').fill('+351 (abc)');
      await page.getByLabel('City').click();
      await expect(page.getByText('Use digits, spaces and + ( ) - . only')).toBeVisible();
      await snap(page, testInfo, tag('profile-edit'));
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('New Password', { exact: true }).fill('short');
      await dialog.getByLabel('Confirm New Password', { exact: true }).fill('shorter');
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expect(dialog.getByText('Current password is required')).toBeVisible();
      await snap(page, testInfo, tag('profile-password'), { fullPage: false, within: DIALOG });
    });
  });
}
