'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

import { RECEIVED_PAGE_SIZE } from '../constants';
import { messageListSchema, messageSchema, type BuyerMessage } from '../schemas';

const receivedKey = (page: number) => ['buyer-messages', 'received', page] as const;

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

/** POST …/{id}/read and …/{id}/reply; the list is fetched again after either. */
export function useMessageActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['buyer-messages', 'received'] });
  const markRead = useMutation({
    mutationFn: async (id: number): Promise<BuyerMessage> =>
      messageSchema.parse((await http.post(`/buyer-messages/${id}/read`)).data),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: async ({ id, reply }: { id: number; reply: string }): Promise<BuyerMessage> =>
      messageSchema.parse((await http.post(`/buyer-messages/${id}/reply`, { reply })).data),
    onSuccess: refresh,
  });
  return { markRead, reply };
}
