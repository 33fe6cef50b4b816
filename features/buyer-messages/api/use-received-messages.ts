'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import { RECEIVED_PAGE_SIZE } from '../constants';
import {
  messageListSchema,
  messageSchema,
  type BuyerMessage,
  type BuyerMessageList,
} from '../schemas';

const RECEIVED = ['buyer-messages', 'received'] as const;
const receivedKey = (page: number) => [...RECEIVED, page] as const;

/** GET /api/buyer-messages/received, one page. */
export function useReceivedMessages(page: number) {
  return useQuery({
    queryKey: receivedKey(page),
    queryFn: async () => {
      const response = await http.get('/buyer-messages/received', {
        params: { page, page_size: RECEIVED_PAGE_SIZE },
      });
      return messageListSchema.parse(response.data);
    },
  });
}

/**
 * POST …/{id}/read and …/{id}/reply. Each answers the message as now stored: it replaces the
 * message in the pages already read, and the list is read again in the background. An action is
 * done (and its confirmation shown) when its own answer is in, never when a reading of the list is:
 * a later action's reading replaces an earlier one's, so "Mark as read" waiting for its reading
 * finished after an answer sent meanwhile, and its "Marked as read." took the answer's place
 * (issue 36).
 */
export function useMessageActions() {
  const client = useQueryClient();
  const settle = (message: BuyerMessage) => {
    client.setQueriesData<BuyerMessageList>({ queryKey: RECEIVED }, (list) =>
      list
        ? { ...list, data: list.data.map((row) => (row.id === message.id ? message : row)) }
        : list,
    );
    void client.invalidateQueries({ queryKey: RECEIVED });
  };
  const markRead = useMutation({
    mutationFn: async (id: number): Promise<BuyerMessage> =>
      messageSchema.parse((await http.post(`/buyer-messages/${id}/read`)).data),
    onSuccess: settle,
  });
  const reply = useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }): Promise<BuyerMessage> =>
      messageSchema.parse((await http.post(`/buyer-messages/${id}/reply`, { reply })).data),
    onSuccess: settle,
  });
  return { markRead, reply };
}
