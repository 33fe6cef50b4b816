'use client';

import { useState, type ReactNode } from 'react';

import fieldStyles from '@/components/forms/field.module.css';

import styles from './cumulation-choices.module.css';

// Issue 57: the self-assessment's cumulation countries grouped by bloc (EU, EFTA, Agadir…), each
// group a fieldset with a whole-bloc choice (checked, mixed or clear) and its countries in columns,
// a long group's countries behind a disclosure. The platform's checkboxes in the portal's form
// style (MUI's added 36 KB to the assessment's first load, over its budget): the countries are
// sent as the GET form's `from` values.

export type CumulationGroupView = {
  bloc: string;
  /** The bloc's name («الاتحاد الأوروبي»). */
  title: string;
  /** The whole-bloc choice's label ("All 27 countries of the European Union"). */
  whole: string;
  /** The disclosure's label of a long group ("Choose countries one by one"). */
  oneByOne: string;
  countries: { code: string; name: string }[];
};

/** A group this long shows its countries behind a disclosure, its whole-bloc choice in view. */
const LONG = 8;

type BoxProps = {
  label: ReactNode;
  className?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Some of the bloc's countries chosen: the box shows neither checked nor clear. */
  mixed?: boolean;
  name?: string;
  value?: string;
  testId?: string;
};

function Box({
  label,
  className,
  checked,
  onChange,
  mixed = false,
  name,
  value,
  testId,
}: BoxProps) {
  return (
    <label className={`${fieldStyles.check} ${className ?? ''}`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        // A box's mixed state is a property only (screen readers read it as "mixed").
        ref={(input) => {
          if (input) input.indeterminate = mixed;
        }}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}

export function CumulationChoices({
  groups,
  chosen,
}: {
  groups: CumulationGroupView[];
  chosen: string[];
}) {
  const [picked, setPicked] = useState(() => new Set(chosen));
  // A long group opens where the form came back with some of its countries chosen, not all.
  const [opened] = useState(
    () =>
      new Set(
        groups
          .filter((group) => {
            const some = group.countries.filter((country) => chosen.includes(country.code));
            return some.length > 0 && some.length < group.countries.length;
          })
          .map((group) => group.bloc),
      ),
  );
  const set = (codes: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const code of codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });
  // One group alone (a single partner, the US) needs neither a bloc's frame nor a whole choice.
  const alone = groups.length === 1;
  return (
    <div className={styles.groups} data-testid="cumulation-groups">
      {groups.map((group) => {
        const codes = group.countries.map((country) => country.code);
        const count = codes.filter((code) => picked.has(code)).length;
        const boxes = (
          <div className={styles.countries}>
            {group.countries.map((country) => (
              <Box
                key={country.code}
                className={styles.country}
                label={country.name}
                name="from"
                value={country.code}
                checked={picked.has(country.code)}
                onChange={(on) => set([country.code], on)}
              />
            ))}
          </div>
        );
        if (alone) return <div key={group.bloc}>{boxes}</div>;
        return (
          <fieldset key={group.bloc} className={styles.group} data-bloc={group.bloc}>
            <legend className={styles.legend}>{group.title}</legend>
            {group.countries.length > 1 && (
              <Box
                className={styles.whole}
                label={group.whole}
                checked={count === codes.length}
                mixed={count > 0 && count < codes.length}
                onChange={(on) => set(codes, on)}
                testId={`bloc-${group.bloc}`}
              />
            )}
            {group.countries.length >= LONG ? (
              <details className={styles.more} open={opened.has(group.bloc)}>
                <summary>{group.oneByOne}</summary>
                {boxes}
              </details>
            ) : (
              boxes
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
