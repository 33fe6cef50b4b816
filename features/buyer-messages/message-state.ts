import type { StaffState } from './schemas';

/** Where a relayed message stands: answered, read without an answer, or not read yet. */
export const messageState = (message: {
  read_at: string | null;
  replied_at: string | null;
}): StaffState => (message.replied_at ? 'replied' : message.read_at ? 'read' : 'unread');
