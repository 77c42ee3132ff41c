import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { HomeStatistics } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { Icon, type IconName } from '#app/shared/ui/icon';
import { LinkButton } from '#app/shared/ui/link-button';
import { homeStatisticsQuery } from './home-api';
import { HomeNews } from './home-news';
import { useT } from '#app/shared/i18n/use-t';
import { homeMessages } from './home-messages';

const BUILD_FORM_PATH = '/forms/new';

const statistics: { key: keyof HomeStatistics; icon: IconName }[] = [
  { key: 'totalForms', icon: 'form' },
  { key: 'publishedForms', icon: 'share' },
  { key: 'expiredForms', icon: 'clock' },
  { key: 'totalAnswers', icon: 'chart' },
];

/** SPEC 1 home page: title, description, build-form button, four statistics, four steps. */
export function HomePage() {
  const intl = useIntl();
  const { user } = useSession();
  const stats = useQuery(homeStatisticsQuery);
  const t = useT(homeMessages);
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero-text">{t('home.description')}</p>
          {user ? (
            <LinkButton to="/forms/new" variant="primary" className="btn-hero">
              <Icon name="pen" /> {t('home.build')}
            </LinkButton>
          ) : (
            <LinkButton to="/login" search={{ redirect: BUILD_FORM_PATH }} variant="primary" className="btn-hero">
              <Icon name="pen" /> {t('home.build')}
            </LinkButton>
          )}
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="stats-title" className="home-section">
          <h2 id="stats-title">{t('home.stats.heading')}</h2>
          {stats.isError && <p className="muted">{t('home.stats.unavailable')}</p>}
          <dl className="stat-grid" aria-busy={stats.isPending}>
            {statistics.map(({ key, icon }) => (
              <div key={key} className="stat-card">
                <dt>
                  <Icon name={icon} /> {t(`home.stats.${key}`)}
                </dt>
                <dd>
                  {stats.data ? (
                    intl.formatNumber(stats.data[key])
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">{t(stats.isPending ? 'home.stats.loading' : 'home.stats.unavailable')}</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <HomeNews />
        <section aria-labelledby="steps-title" className="home-section">
          <h2 id="steps-title">{t('home.steps.heading')}</h2>
          <ol className="steps">
            {([1, 2, 3, 4] as const).map((n) => (
              <li key={n} className="step">
                <span className="step-number" aria-hidden="true">{n}</span>
                <div>
                  <h3>{t(`home.steps.${n}.title`)}</h3>
                  <p>{t(`home.steps.${n}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
