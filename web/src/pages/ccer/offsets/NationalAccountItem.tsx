import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Typography } from 'antd';
import { functionCodes as fc, isKeyEmitter } from '@ccer/contracts';
import { usePermission } from '../../../access';
import { fetchOwnBinding, OWN_BINDING_KEY } from '../../../api/national-binding';
import { useSession } from '../../../session/session-store';
import { NS } from './offset-shared';

/**
 * 全国碳市场抵销: the national carbon market account the offset will serve, which is the company's binding in force
 * (the gateway records it when the offset is applied for). A key emitting entity with none is told where to bind; a
 * company of another type sees nothing, as it binds no account.
 */
export function NationalAccountItem({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(NS);
  const mayBind = usePermission(fc.accountBinding);
  // only a key emitting entity binds an account: another company's form asks nothing (the gateway still decides)
  const keyEmitter = isKeyEmitter(useSession().user?.custType);
  const q = useQuery({ queryKey: OWN_BINDING_KEY, queryFn: fetchOwnBinding, enabled: enabled && mayBind && keyEmitter });
  if (!q.data?.eligible) return null;
  const current = q.data.current;
  return (
    <Form.Item label={t('fields.nationalAccountNo')} extra={current ? t('hints.nationalAccount') : undefined}>
      {current ? (
        <Typography.Text strong data-testid="offset-national-account">
          {current.nationalAccountNo}
        </Typography.Text>
      ) : (
        <Alert type="warning" showIcon message={t('hints.noNationalAccount')} data-testid="offset-no-national-account" />
      )}
    </Form.Item>
  );
}
