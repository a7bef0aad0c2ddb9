import type { Key, ReactNode } from 'react';
import { Button, Flex, Space, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ToolbarOperation } from './types';

interface Props {
  operations: ToolbarOperation[];
  selectedKeys: Key[];
  extra?: ReactNode;
  loading: boolean;
  onRefresh: () => void;
}

/** Operation buttons (only the permitted ones are passed in) and, at the right, the refresh icon. */
export default function ListToolbar({ operations, selectedKeys, extra, loading, onRefresh }: Props) {
  const { t } = useTranslation('listPage');
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
      <Space wrap>
        {operations.map((op) => (
          <Button key={op.key} type={op.type ?? 'primary'} icon={op.icon} onClick={() => op.onClick(selectedKeys)} data-testid={`toolbar-${op.key}`}>
            {t(op.label)}
          </Button>
        ))}
      </Space>
      <Space style={{ marginLeft: 'auto' }}>
        {extra}
        <Tooltip title={t('refresh')}>
          <Button shape="circle" icon={<ReloadOutlined spin={loading} />} onClick={onRefresh} aria-label={t('refresh')} data-testid="list-refresh" />
        </Tooltip>
      </Space>
    </Flex>
  );
}
