import { ammanDay } from '@/lib/time/amman-day';

/** Today's date as YYYY-MM-DD in the agency's time zone. */
export const todayInAmman = (now: Date = new Date()): string => ammanDay(now);

// part 1 §2.3: a sponsor shows only with status 1 and a date_end later than today (year, month, day).
export function isSponsorVisible(
  sponsor: { status: number; date_end: string },
  today: string,
): boolean {
  return sponsor.status === 1 && sponsor.date_end.slice(0, 10) > today;
}

// part 1 §2.3: the sponsors slider and its responsive steps.
export const SPONSOR_SLIDER = {
  slidesToShow: 3,
  slidesToScroll: 1,
  speed: 700,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 4, slidesToScroll: 2 } },
    { breakpoint: 800, settings: { slidesToShow: 3, slidesToScroll: 2, speed: 500 } },
    { breakpoint: 600, settings: { slidesToShow: 2, slidesToScroll: 1, speed: 300 } },
    { breakpoint: 447, settings: { slidesToShow: 1, slidesToScroll: 1, speed: 300 } },
  ],
} as const;
