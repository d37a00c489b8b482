import { useTranslation } from 'react-i18next';
import { Desk } from './Desk';
import { SearchSection } from './SearchSection';

/** /support: the desk's first page, the search for a person. */
export default function SearchPage() {
  const { t } = useTranslation();
  return <Desk title={t('titles.support')}>{() => <SearchSection />}</Desk>;
}
