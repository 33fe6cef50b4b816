export function badRequestAnswer(options: {
  api: boolean;
  locale: 'en' | 'ar';
  requestId: string;
  problem?: string;
}): {
  status: number;
  headers: Record<string, string>;
  body: string;
};
