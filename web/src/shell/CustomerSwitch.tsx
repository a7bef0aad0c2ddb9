import { lazy, Suspense, useState } from 'react';
import { Button, Dropdown, message, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http.ts';

const BindCustomerModal = lazy(() => import('./BindCustomerModal.tsx'));

interface CustRow {
  custId: string;
  custName: string;
  current: boolean;
}

/**
 * The customer name of the top bar (§2.6) for an enterprise representative: the companies they represent
 * (/api/cust/list), switching to another (/api/cust/switch/{id}; the app reloads, as menus follow the company's
 * account types), and binding one more (bindCust).
 */
export function CustomerSwitch({ custName }: { custName: string }) {
  const { t } = useTranslation();
  const [messageApi, holder] = message.useMessage();
  const [binding, setBinding] = useState(false);
  const custs = useQuery({ queryKey: ['cust-list'], queryFn: () => api.get<CustRow[]>('/api/cust/list').then((r) => r.dataInfo) });

  const switchTo = async (custId: string) => {
    await api.get<null>(`/api/cust/switch/${encodeURIComponent(custId)}`);
    window.location.assign('/');
  };
  const items: MenuProps['items'] = [
    ...(custs.data ?? []).map((c) => ({
      key: c.custId,
      label: c.custName,
      icon: c.current ? <CheckOutlined /> : undefined,
      disabled: c.current,
      onClick: () => void switchTo(c.custId),
    })),
    { type: 'divider' as const },
    { key: 'bind', label: t('shell.bindCustomer'), onClick: () => setBinding(true) },
  ];

  return (
    <>
      {holder}
      <Dropdown menu={{ items }} trigger={['click']}>
        {/* a button, so that the keyboard reaches the switch too */}
        <Button type="text" className="shell-wide-only shell-fact shell-light-button" data-testid="cust-name" title={t('shell.switchCustomer')}>
          {custName} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {binding && (
        <Suspense fallback={null}>
          <BindCustomerModal messageApi={messageApi} onBound={() => void custs.refetch()} onClosed={() => setBinding(false)} />
        </Suspense>
      )}
    </>
  );
}
