import 'server-only';

import type { ListViewRequest } from '@/components/list-views/list-view-head';
import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';
import { HsOlderFinderNote } from '@/features/hs-codes/components/hs-older-finder-note';
import { getCachedHsResolution } from '@/features/hs-codes/server/older-codes';
import { hsCodeOfText } from '@/lib/hs/hs-code';

import { readFinder } from './list-views/list-readers';

// The HS finder's page with a note when the query is a code of HS 2017 or 2012 (issue 45): what it
// became in HS 2022, which the finder lists first.

export async function readFinderWithOlder(request: ListViewRequest) {
  const read = await readFinder(request);
  const code = read.request.state === 'search' ? hsCodeOfText(read.request.q) : null;
  const resolution = code?.length === 6 ? await getCachedHsResolution(code) : null;
  return { ...read, older: resolution?.kind === 'older' ? resolution : null };
}

export async function HsFinderWithOlder({
  older,
  ...props
}: Awaited<ReturnType<typeof readFinderWithOlder>>) {
  return (
    <>
      {older && <HsOlderFinderNote older={older} locale={props.locale} />}
      <HsFinderView {...props} />
    </>
  );
}
