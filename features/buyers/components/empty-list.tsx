import { Notice } from '@/components/ui/notice';

/** part 2 §8: an empty filtered list says so ("There is no data for this filter"). */
export function EmptyList({ text, hint }: { text: string; hint?: string }) {
  return (
    <Notice severity="info" data-testid="empty-list">
      <strong>{text}</strong>
      {hint && <> {hint}</>}
    </Notice>
  );
}
