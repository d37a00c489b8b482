import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usernameLookupKinds } from '@portal/contract/forgot-username';
import { Icon } from '../../../components/icons/Icon';

/** Card number or national register number: two radio buttons drawn as options (arrow keys switch). */
export function LookupKindChoice({ field }: { field: UseFormRegisterReturn<'kind'> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="lookup-kind">
      <legend className="lookup-kind__legend">{t('forgotUsername.kindLegend')}</legend>
      <div className="lookup-kind__options">
        {usernameLookupKinds.map((kind) => (
          <label key={kind} className="lookup-kind__option">
            <input type="radio" value={kind} className="lookup-kind__input" {...field} />
            <Icon name={kind === 'card_number' ? 'card' : 'user'} />
            <span>{t(`forgotUsername.kind.${kind}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
