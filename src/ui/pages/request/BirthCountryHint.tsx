import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { birthCountryFor } from '../../../runtime/requestForm/requestFormFor';
import type { RequestFormStore } from '../../../runtime/requestForm/RequestFormStore';
import { useStores } from '../../app/StoresContext';

/** Russian words of the birth-country hint. */
export const birthCountryHintTexts = {
  required: 'Индивидуальный предприниматель родился за пределами России или не является её гражданином: страна рождения обязательна.',
  recognised: 'Страна рождения по месту рождения: {name} (код ОКСМ {code}).',
  checking: 'Определяем страну рождения по месту рождения…',
} as const;

/**
 * Under a sole entrepreneur's head: runs the birth-country call as the birth place, date and
 * citizenship are typed (BirthCountryStore) and says what it found and whether the country is required.
 */
export const BirthCountryHint = observer(function BirthCountryHint({ form }: { form: RequestFormStore }) {
  const root = useStores();
  const store = useMemo(() => birthCountryFor(root, form), [root, form]);
  useEffect(() => store.start(), [store]);
  if (!form.isIp) return null;
  if (store.error) return <Alert type="warning" showIcon message={store.error} />;
  const answer = store.answer;
  if (!answer) return store.pending ? <Alert type="info" showIcon message={birthCountryHintTexts.checking} /> : null;
  const found = answer.name !== '' && answer.country_code !== null
    ? birthCountryHintTexts.recognised.replace('{name}', answer.name).replace('{code}', answer.country_code)
    : null;
  if (!answer.required && found === null) return null;
  return (
    <Alert
      type={answer.required ? 'warning' : 'info'}
      showIcon
      aria-live="polite"
      message={answer.required ? birthCountryHintTexts.required : found}
      description={answer.required ? found : undefined}
    />
  );
});
