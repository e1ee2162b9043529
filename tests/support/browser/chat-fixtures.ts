import type { ChatMessage } from '../../../contract/wire';

/** A message of the test listing's conversation ('l-1', user 'u-1'). */
export function chatMessage(id: string, role: ChatMessage['role'], content: string, createdAt = '2026-01-10T09:00:00.000Z'): ChatMessage {
  return { id, userId: 'u-1', listingId: 'l-1', role, content, createdAt };
}
