import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon, PersonOutlinedIcon } from '@/components/ui/icon-shapes';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { loginPathFor } from '@/lib/session/member-routes';

import { E_SERVICES_PATH, eServicePath, type EServiceGroup } from './e-services';
import styles from './e-services.module.css';

type Props = {
  groups: readonly EServiceGroup[];
  /** The content pages' paths by application id, in the page's language (no locale prefix). */
  pageLinks: Record<number, string>;
  locale: Locale;
};

// The services by group: each a card whose title is its link, with what it does and whether it
// needs a signed-in member. Plain links: the page ships no script of its own.
export async function EServicesList({ groups, pageLinks, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'EServices' });
  return (
    <div className={styles.groups} data-testid="e-services">
      <p className={styles.account}>
        {t.rich('accountNote', {
          register: (chunks) => (
            <a className="link" href={localePath('/auth/register', locale)}>
              {chunks}
            </a>
          ),
          login: (chunks) => (
            <a className="link" href={loginPathFor(E_SERVICES_PATH, locale)}>
              {chunks}
            </a>
          ),
        })}
      </p>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`e-services-${group.key}`}>
          <h2 id={`e-services-${group.key}`} className={styles.groupTitle}>
            {t(`groups.${group.key}`)}
          </h2>
          <ul className={styles.list}>
            {group.services.map((service) => (
              <li key={service.key} className={styles.card} data-testid="e-service">
                <h3 className={styles.title}>
                  <a
                    className={styles.link}
                    href={localePath(eServicePath(service.target, pageLinks), locale)}
                  >
                    {t(`services.${service.key}.title`)}
                    <Icon shape={ArrowForwardIcon} size={20} className={styles.arrow} mirror />
                  </a>
                </h3>
                <p className={styles.description}>{t(`services.${service.key}.description`)}</p>
                {service.signIn && (
                  <p className={styles.signIn}>
                    <Icon shape={PersonOutlinedIcon} size={18} />
                    {t('signIn')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
