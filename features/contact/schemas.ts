import { z } from 'zod';

// part 1 §3 "Office contact".
export const officeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ara: z.string(),
  email: z.string(),
  email_ara: z.string(),
  phone: z.string(),
  phone_ara: z.string(),
  link: z.string(),
  link_ara: z.string(),
  image: z.string(),
});

export type Office = z.infer<typeof officeSchema>;
