import { getHttp } from './request/supabase-client';
import { send } from './request/request-layer';
import type { ChatHistoryResponse, ChatMessage, ChatRequest, ChatResponse } from '../../contract/wire';

// The chat endpoints of spec section 7. Their retries (2 for the history, 1 for a send, 1 s apart) are the
// sagas' (src/sagas/retry.ts); a retried send reuses its clientMessageId and is stored once.

export async function fetchChatHistory(listingId: string | null): Promise<ChatMessage[]> {
  const body = await send<ChatHistoryResponse>(await getHttp(), 'GET', '/api/chat', undefined, { params: listingId ? { listingId } : {} });
  return body.messages;
}

export async function sendChatMessage(request: ChatRequest): Promise<ChatResponse> {
  return send<ChatResponse>(await getHttp(), 'POST', '/api/chat', request);
}
