// A progress bar for long commands (issue 38's import): redrawn in place on a terminal at most ten
// times a second; elsewhere (a log, CI) one line each tenth of the way and when the label changes.

type Stream = NodeJS.WriteStream;

const WIDTH = 30;

export function progressBar(out: Stream) {
  const started = Date.now();
  let drawnAt = 0;
  let lastTenth = -1;
  let lastLabel = '';
  let drawn = false;
  const line = (fraction: number, label: string) => {
    const filled = Math.round(fraction * WIDTH);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${label} · ${seconds} s`;
  };
  return {
    update(fraction: number, label: string) {
      const bounded = Math.min(1, Math.max(0, fraction));
      if (out.isTTY) {
        if (Date.now() - drawnAt < 100 && bounded < 1) return;
        drawnAt = Date.now();
        out.write(`\r${line(bounded, label).slice(0, (out.columns ?? 120) - 1)}\u001b[K`);
        drawn = true;
        return;
      }
      const tenth = Math.floor(bounded * 10);
      const labelKey = label.split(' · ')[0] + (label.includes('writing') ? ' writing' : '');
      if (tenth === lastTenth && labelKey === lastLabel) return;
      lastTenth = tenth;
      lastLabel = labelKey;
      out.write(`${line(bounded, label)}\n`);
    },
    /** Ends the bar's line on a terminal. */
    done() {
      if (out.isTTY && drawn) out.write('\n');
      drawn = false;
    },
  };
}
