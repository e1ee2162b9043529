import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ChatResponse } from '../src/api/wire';
import { createBuiltInCoach, coachReply } from '../server/assistant/providers/built-in-coach';
import type { ListingLookup } from '../server/assistant/types';
import { allListings, weakListing } from '../tests/support/server/assistantFixtures';
import { persistListings } from '../tests/support/server/chatListings';
import { buildTestApp } from '../tests/support/server/testApp';

// How long the built-in coach takes to answer, over the sample listings and the questions hosts ask, and
// three example exchanges through POST /api/chat on an in-memory database.
// Run: node --import tsx bench/assistant-coach.bench.ts [replies]

const QUESTIONS = [
  'improve my title',
  'rewrite the listing description',
  'rewrite The space',
  'rewrite guest access',
  'rewrite other things to note',
  'rewrite house rules',
  'what should I fix first?',
  'how are my photos',
  'hi',
  'explain my score',
];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { count: sorted.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1)!), meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length) };
}

async function main() {
  const replies = Number(process.argv[2] ?? 200);
  // Warm-up: the first calls pay for module and Intl initialisation.
  for (const listing of allListings) coachReply({ listing, question: 'hi', topic: null, approvedTexts: {}, history: [] });

  const coachTimes: number[] = [];
  for (let i = 0; i < replies; i += 1) {
    const listing = allListings[i % allListings.length]!;
    const question = QUESTIONS[Math.floor(i / allListings.length) % QUESTIONS.length]!;
    const started = performance.now();
    coachReply({ listing, question, topic: null, approvedTexts: {}, history: [] });
    coachTimes.push(performance.now() - started);
  }

  const owner = randomUUID();
  const lookup: ListingLookup = async (userId, listingId) => (userId === owner ? (allListings.find((l) => l.id === listingId) ?? null) : null);
  const t = await buildTestApp({ deps: { listingLookup: lookup, assistant: createBuiltInCoach() } });
  const routeTimes: number[] = [];
  const exchanges: { question: string; reply: string }[] = [];
  try {
    await persistListings(t.database, allListings.map((l) => ({ id: l.id, userId: owner })));
    const token = await t.tokenFor({ id: owner });
    const post = async (listingId: string, content: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { authorization: `Bearer ${token}` },
        payload: { listingId, content, section: null, approvedTexts: {} },
      });
      routeTimes.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`POST /api/chat answered ${res.statusCode}: ${res.body}`);
      return res.json() as ChatResponse;
    };
    for (const question of ['improve my title', 'rewrite The space', 'what should I fix first?']) {
      const { userMessage, assistantMessage } = await post(weakListing.id, question);
      exchanges.push({ question: userMessage.content, reply: assistantMessage.content });
    }
    for (let i = 0; i < 50; i += 1) await post(allListings[i % allListings.length]!.id, `${QUESTIONS[i % QUESTIONS.length]} (${i})`);
  } finally {
    await t.close();
  }

  console.log(JSON.stringify({ builtInCoach: stats(coachTimes), postApiChat: { database: t.database.kind, ...stats(routeTimes) } }, null, 2));
  for (const { question, reply } of exchanges) {
    console.log(`\n---- Host (listing "${weakListing.title}"): ${question}\n---- Assistant:\n${reply}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
