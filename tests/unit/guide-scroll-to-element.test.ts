import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { scrollToElement } from '@/features/guide/scroll-to-element';

// A window with frames the test runs by hand, so the animation's steps are counted, not timed.
class FakeWindow extends EventTarget {
  scrollY = 0;
  scrolls: number[] = [];
  private frames = new Map<number, FrameRequestCallback>();
  private nextFrame = 1;
  matchMedia = () => ({ matches: false });
  scrollTo = ({ top }: { top: number }) => {
    this.scrollY = top;
    this.scrolls.push(top);
  };
  requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = this.nextFrame++;
    this.frames.set(id, callback);
    return id;
  };
  cancelAnimationFrame = (id: number) => {
    this.frames.delete(id);
  };
  /** Runs the frames waiting at `now`; returns how many ran. */
  runFrames(now: number) {
    const waiting = [...this.frames.entries()];
    this.frames.clear();
    for (const [, callback] of waiting) callback(now);
    return waiting.length;
  }
}

const elementAt = (top: number) => ({ getBoundingClientRect: () => ({ top }) }) as HTMLElement;

describe('the guide scrolls to an opened step', () => {
  let fake: FakeWindow;
  beforeEach(() => {
    fake = new FakeWindow();
    vi.stubGlobal('window', fake);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the step, just below the header, at the end of its time', () => {
    scrollToElement(elementAt(1096), 1000);
    fake.runFrames(0);
    fake.runFrames(500);
    fake.runFrames(1000);
    expect(fake.scrollY).toBe(1000);
    expect(fake.runFrames(1016)).toBe(0);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'stops where it is when the visitor takes the page back (%s)',
    (type) => {
      scrollToElement(elementAt(1096), 1000);
      fake.runFrames(0);
      fake.runFrames(400);
      const reached = fake.scrollY;
      expect(reached).toBeGreaterThan(0);
      fake.dispatchEvent(new Event(type));
      expect(fake.runFrames(800)).toBe(0);
      expect(fake.scrollY).toBe(reached);
    },
  );

  it('lets go of the visitor once done: later input stops nothing and scrolls nothing', () => {
    scrollToElement(elementAt(596), 1000);
    fake.runFrames(0);
    fake.runFrames(1000);
    const count = fake.scrolls.length;
    fake.dispatchEvent(new Event('wheel'));
    expect(fake.runFrames(1016)).toBe(0);
    expect(fake.scrolls).toHaveLength(count);
    expect(fake.scrollY).toBe(500);
  });
});
