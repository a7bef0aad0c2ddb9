import { useState } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AvailableHolding } from '@ccer/contracts';
import { fetchAvailableHoldings, searchHolders } from '../../../api/ccer-freezes';

export const positionKey = (p: Pick<AvailableHolding, 'projectCode' | 'vintage'>) => `${p.projectCode}|${p.vintage}`;
/** A holder's free units of one project and vintage as a picker's option (freezes, bad-behaviour records' forced cancellations). */
export const positionOption = (p: Pick<AvailableHolding, 'projectCode' | 'projectName' | 'vintage' | 'available'>, availableLabel: string) => ({
  value: positionKey(p),
  label: `${p.projectCode}${p.projectName ? ` ${p.projectName}` : ''} · ${p.vintage} · ${availableLabel} ${p.available.toLocaleString()} t`,
});

/**
 * The registry's pick of a holder and one of its positions (a freeze, an account transfer): a company searched by name
 * among those holding available units, then a project and vintage of its available, unclaimed units with the quantity.
 * Fields: `custName` → the form's `custField` (a cust id), `position` (projectCode|vintage).
 */
export function useHolderPosition(custId: string | undefined) {
  const holdings = useQuery({ queryKey: ['ccerAvailableHoldings', custId], queryFn: () => fetchAvailableHoldings(custId!), enabled: Boolean(custId) });
  return holdings;
}

export default function HolderPositionFields({ custField, custLabel, testIdPrefix }: { custField: string; custLabel: string; testIdPrefix: string }) {
  const { t } = useTranslation('ccerFreezes');
  const form = Form.useFormInstance();
  const [keyword, setKeyword] = useState('');
  const holders = useQuery({ queryKey: ['ccerHolders', keyword], queryFn: () => searchHolders(keyword) });
  const custId = Form.useWatch(custField, form) as string | undefined;
  const holdings = useHolderPosition(custId);
  return (
    <>
      <Form.Item name={custField} label={custLabel} rules={[{ required: true, message: t('validation.holder') }]}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={holders.isFetching}
          placeholder={t('placeholders.holder')}
          onChange={() => form.setFieldValue('position', undefined)}
          options={(holders.data ?? []).map((h) => ({ value: h.custId, label: `${h.custName} · ${t('fields.available')} ${h.available.toLocaleString()} t` }))}
          data-testid={`${testIdPrefix}-holder`}
        />
      </Form.Item>
      <Form.Item name="position" label={t('fields.position')} rules={[{ required: true, message: t('validation.position') }]}>
        <Select
          disabled={!custId}
          loading={holdings.isFetching}
          placeholder={t('placeholders.position')}
          options={(holdings.data ?? []).map((p) => positionOption(p, t('fields.available')))}
          data-testid={`${testIdPrefix}-position`}
        />
      </Form.Item>
    </>
  );
}
