import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import type { FuzzionMatch, FuzzionPlatform } from '@portal/contract/fuzzion';

const order: FuzzionPlatform[] = ['clientarea', 'mymonizze', 'fridom', 'default'];

/** The other account's matching e-mails and phones, masked, grouped by the platform they belong to. */
export function MatchList({ matches }: { matches: FuzzionMatch[] }) {
  const { t } = useTranslation();
  const groups = order.map((platform) => ({ platform, items: matches.filter((m) => m.platform === platform) })).filter((g) => g.items.length > 0);
  return (
    <div className="merge__groups">
      {groups.map(({ platform, items }) => (
        <section key={platform} className="merge__group" aria-labelledby={`merge-platform-${platform}`}>
          <h2 id={`merge-platform-${platform}`} className="merge__platform">
            {t(`merge.platform.${platform}`)}
          </h2>
          <ul className="stack-list">
            {items.map((match, index) => (
              <li key={index} className="icon-row">
                <span className="icon-badge" aria-hidden="true">
                  <Icon name={match.kind === 'email' ? 'mail' : 'sms'} />
                </span>
                <span className="merge__match-text">
                  <span className="merge__match-kind">{t(`merge.kind.${match.kind}`)}</span>
                  <span className="merge__match-value">{match.masked}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
