import { useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Tabs, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BusinessConfigRow, MessageChannel } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import Permission from '../../../components/Permission';
import { fetchBusinessConfigs, fetchConfigs, setConfigEnabled, type ChannelConfigRow } from '../../../api/messaging';
import { manageFunc } from './channel-functions';
import ConfigModal from './ConfigModal';
import TemplateModal from './TemplateModal';

/**
 * A channel's configurations (one provider account per row, at most one enabled: enabling one disables the
 * others) and, on the second tab, its business templates. Secrets show masked; a modify without one keeps it.
 */
export default function ChannelConfigPage({ channel }: { channel: MessageChannel }) {
  const { t } = useTranslation('messaging');
  const [messageApi, holder] = message.useMessage();
  const configs = useRef<ListPageHandle>(null);
  const templates = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<ChannelConfigRow | 'new' | undefined>(undefined);
  const [template, setTemplate] = useState<BusinessConfigRow | undefined>(undefined);
  const func = manageFunc[channel];

  const toggle = async (row: ChannelConfigRow, enabled: boolean) => {
    await setConfigEnabled(channel, row.id, enabled);
    void messageApi.success(t(enabled ? 'config.enabled' : 'config.disabled'));
    await configs.current?.refresh();
  };

  const configList: ListPageProps<ChannelConfigRow> = {
    queryKey: `${channel}Configs`,
    load: (params) => fetchConfigs(channel, params),
    rowKey: 'id',
    searchFields: [
      { name: 'name', label: 'messaging:config.fields.name', kind: 'input' },
      { name: 'enabled', label: 'messaging:config.fields.status', kind: 'select', options: ['1', '0'].map((v) => ({ value: v, label: t(`config.status.${v}`) })) },
    ],
    columns: [
      { title: 'messaging:config.fields.name', dataIndex: 'name' },
      { title: 'messaging:config.fields.provider', dataIndex: 'provider', render: (v: string) => t(`provider.${v}`) },
      channel === 'sms'
        ? { title: 'messaging:config.fields.endpoint', key: 'address', render: (_: unknown, r) => ('endpoint' in r && r.endpoint) || '-' }
        : { title: 'messaging:config.fields.smtpServer', key: 'address', render: (_: unknown, r) => ('smtpHost' in r && r.smtpHost ? `${r.smtpHost}:${r.smtpPort ?? ''}` : '-') },
      channel === 'sms'
        ? { title: 'messaging:config.fields.appKey', key: 'user', render: (_: unknown, r) => ('appKey' in r && r.appKey) || '-' }
        : { title: 'messaging:config.fields.sender', key: 'user', render: (_: unknown, r) => ('sender' in r && r.sender) || '-' },
      { title: 'messaging:config.fields.secret', key: 'secret', render: (_: unknown, r) => ('secret' in r ? r.secret : 'password' in r ? r.password : null) ?? '-' },
      {
        title: 'messaging:config.fields.limits',
        key: 'limits',
        render: (_: unknown, r) => `${r.dailyLimit ?? t('config.unlimited')} / ${r.totalLimit ?? t('config.unlimited')}`,
      },
      { title: 'messaging:config.fields.status', dataIndex: 'enabled', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(`config.status.${v ? '1' : '0'}`)}</Tag> },
      { title: 'messaging:config.fields.remark', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
      { title: 'messaging:config.fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'messaging:config.fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    toolbar: [{ key: 'add', label: 'messaging:config.actions.add', func, type: 'primary', icon: <PlusOutlined />, onClick: () => setEditing('new') }],
    rowOperations: [
      { key: 'edit', label: 'messaging:config.actions.edit', func, onClick: (r) => setEditing(r) },
      { key: 'enable', label: 'messaging:config.actions.enable', func, visible: (r) => !r.enabled, confirm: 'messaging:config.confirmEnable', onClick: (r) => toggle(r, true) },
      { key: 'disable', label: 'messaging:config.actions.disable', func, danger: true, visible: (r) => r.enabled, confirm: 'messaging:config.confirmDisable', onClick: (r) => toggle(r, false) },
    ],
  };

  const templateList: ListPageProps<BusinessConfigRow> = {
    queryKey: `${channel}Templates`,
    load: (params) => fetchBusinessConfigs(channel, params),
    rowKey: 'id',
    columns: [
      { title: 'messaging:template.fields.business', dataIndex: 'businessName' },
      ...(channel === 'email' ? [{ title: 'messaging:template.fields.subject', dataIndex: 'subject' as const, render: (v: string | null) => v || '-' }] : []),
      { title: 'messaging:template.fields.template', dataIndex: 'template', ellipsis: true },
      { title: 'messaging:template.fields.templateNo', dataIndex: 'templateNo', render: (v: string | null) => v || '-' },
      { title: 'messaging:template.fields.enabled', dataIndex: 'enabled', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(`template.enabledFlag.${v ? '1' : '0'}`)}</Tag> },
      { title: 'messaging:config.fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
      { title: 'messaging:config.fields.updatedBy', dataIndex: 'updatedBy', render: (v: string | null) => v || '-' },
    ],
    rowOperations: [{ key: 'editTemplate', label: 'messaging:template.actions.edit', func, onClick: (r) => setTemplate(r) }],
  };

  return (
    <>
      {holder}
      <Tabs
        items={[
          { key: 'configs', label: <span data-testid="tab-configs">{t(`config.tab.${channel}`)}</span>, children: <ListPage<ChannelConfigRow> ref={configs} {...configList} /> },
          {
            key: 'templates',
            label: <span data-testid="tab-templates">{t('template.tab')}</span>,
            children: (
              <Permission func={func} fallback={t('template.noPermission')}>
                <ListPage<BusinessConfigRow> ref={templates} {...templateList} />
              </Permission>
            ),
          },
        ]}
      />
      {editing && (
        <ConfigModal
          channel={channel}
          row={editing === 'new' ? undefined : editing}
          messageApi={messageApi}
          onSaved={() => void configs.current?.refresh()}
          onClosed={() => setEditing(undefined)}
        />
      )}
      {template && (
        <TemplateModal channel={channel} row={template} messageApi={messageApi} onSaved={() => void templates.current?.refresh()} onClosed={() => setTemplate(undefined)} />
      )}
    </>
  );
}
