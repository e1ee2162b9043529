export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
