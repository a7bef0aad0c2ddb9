import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOperation } from './types';
import { testIdProps } from '../test-id-props';

/**
 * Runs a row operation, asking first when it declares a confirmation. The page (or the HTTP
 * client) reports failures; a rejected click must not break the list or leave the dialog stuck.
 */
export function useOperationRunner<Row>(): [(op: RowOperation<Row>, row: Row) => void, ReactNode] {
  const { t } = useTranslation('listPage');
  const [modal, holder] = Modal.useModal();
  const run = (op: RowOperation<Row>, row: Row) => {
    const act = () => Promise.resolve(op.onClick(row)).catch(() => undefined);
    if (!op.confirm) return void act();
    modal.confirm({
      title: t('confirmTitle'),
      content: t(op.confirm),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: testIdProps('confirm-ok'),
      cancelButtonProps: testIdProps('confirm-cancel'),
      onOk: act,
    });
  };
  return [run, holder];
}
