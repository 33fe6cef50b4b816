import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The few rules of slick-carousel's stylesheet that react-slick needs, written without physical
 * left/right (the Arabic emotion cache would flip them while the slider itself runs in an LTR box):
 * the track is a flex row instead of floated slides.
 *
 * Slides that react-slick marks aria-hidden are hidden from everyone once the move has ended,
 * so their links and buttons cannot take keyboard focus while out of view.
 */
export function slickSx(speedMs: number): SystemStyleObject<Theme> {
  return {
    '& .slick-slider': {
      position: 'relative',
      display: 'block',
      boxSizing: 'border-box',
      touchAction: 'pan-y',
      WebkitTapHighlightColor: 'transparent',
    },
    '& .slick-list': {
      position: 'relative',
      display: 'block',
      overflow: 'hidden',
      m: 0,
      p: 0,
      transform: 'translate3d(0, 0, 0)',
    },
    '& .slick-track': {
      position: 'relative',
      top: 0,
      display: 'flex',
      marginInline: 'auto',
      transform: 'translate3d(0, 0, 0)',
    },
    '& .slick-slide': {
      height: 'auto',
      minHeight: 1,
      visibility: 'visible',
      '& > div': { height: '100%' },
    },
    '& .slick-slide[aria-hidden="true"]': {
      visibility: 'hidden',
      transition: `visibility 0s linear ${speedMs}ms`,
    },
  };
}
