import './systems.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '#app/shared/ui/spinner';
import { otherSystemsQuery } from './systems-config';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from '#app/shell/layouts/layout-messages';
import { systemsMessages } from './systems-messages';

/** The landing page where a person with several systems picks one; this product links to its home. */
export function SystemsPage() {
  const t = useT(layoutMessages, systemsMessages);
  const others = useQuery(otherSystemsQuery());
  return (
    <div className="systems-page">
      <h1>{t('systems.title')}</h1>
      <p className="muted">{t('systems.intro')}</p>
      <ul className="systems-grid" aria-label={t('systems.list')}>
        <li className="card systems-card" data-current="true">
          <Link to="/" className="systems-link">
            <span className="systems-name">{t('layout.appName')}</span>
            <span className="systems-badge">{t('systems.this.badge')}</span>
            <span className="systems-description">{t('systems.this.description')}</span>
          </Link>
        </li>
        {others.data?.map((system) => (
          <li key={`${system.name}-${system.url}`} className="card systems-card">
            <a href={system.url} className="systems-link" rel="noopener">
              <span className="systems-name">{system.name}</span>
              <span className="sr-only">({t('systems.external')})</span>
              {system.description && <span className="systems-description">{system.description}</span>}
            </a>
          </li>
        ))}
      </ul>
      {others.isPending && <Spinner label={t('systems.loading')} />}
    </div>
  );
}
