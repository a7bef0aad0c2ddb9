import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { App, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, methodologyFields, methodologyLibraryStatuses, type MethodologyRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import { formatDate } from '../../components/list-page/format';
import type { ListPageHandle } from '../../components/list-page/types';
import { messageLang } from '../../message-lang';
import { fetchMethodologies, withdrawMethodology } from './information-api';
import { NS, infoPaths, methodologyStatusColor } from './information-shared';

/**
 * /information/methodology (5015, 019): the methodology library (number CCER-{field}-{seq}-V{version}, name, field,
 * applicable project types, status, effective date), searched by number, name, field and status; 新增, 修改, 废止.
 */
export default function MethodologyListPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const list = useRef<ListPageHandle>(null);
  const lang = messageLang();
  return (
    <ListPage<MethodologyRow>
      ref={list}
      queryKey="infoMethodologies"
      load={fetchMethodologies}
      rowKey="id"
      searchFields={[
        { name: 'code', label: `${NS}:fields.methodologyCode`, kind: 'input' },
        { name: 'name', label: `${NS}:fields.methodologyName`, kind: 'input' },
        { name: 'fieldCode', label: `${NS}:fields.field`, kind: 'select', options: methodologyFields.map((f) => ({ value: f.code, label: `${f.code} ${f[lang]}` })) },
        { name: 'status', label: `${NS}:fields.status`, kind: 'select', options: Object.entries(methodologyLibraryStatuses).map(([k, v]) => ({ value: k, label: v[lang] })) },
      ]}
      columns={[
        { title: `${NS}:fields.methodologyCode`, dataIndex: 'code', width: 170, mobile: true },
        { title: `${NS}:fields.methodologyName`, dataIndex: 'nameZh', ellipsis: true, mobile: true, render: (v: string, r) => (lang === 'en' && r.nameEn ? r.nameEn : v) },
        { title: `${NS}:fields.field`, dataIndex: 'fieldName', ellipsis: true, width: 200, render: (v: string, r) => `${r.fieldCode} ${v}` },
        { title: `${NS}:fields.projectTypes`, dataIndex: 'projectTypeNames', ellipsis: true, width: 200, render: (v: string[]) => v.join('、') },
        { title: `${NS}:fields.effectiveDate`, dataIndex: 'effectiveDate', width: 120, render: formatDate },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 90, render: (v: string, r) => <Tag color={methodologyStatusColor[v]}>{r.statusName}</Tag> },
      ]}
      toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: fc.methodology, type: 'primary', onClick: () => navigate(infoPaths.methodologyAdd) }]}
      rowOperations={[
        { key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(infoPaths.methodologyDetail(r.id)) },
        { key: 'edit', label: `${NS}:actions.edit`, func: fc.methodology, onClick: (r) => navigate(infoPaths.methodologyEdit(r.id)) },
        {
          key: 'withdraw',
          label: `${NS}:actions.repeal`,
          func: fc.methodology,
          danger: true,
          visible: (r) => r.status === 'inForce',
          confirm: `${NS}:methodology.withdrawConfirm`,
          onClick: async (r) => {
            try {
              await withdrawMethodology({ id: r.id, version: r.version });
              void message.success(t('messages.repealed'));
            } finally {
              await list.current?.refresh();
            }
          },
        },
      ]}
    />
  );
}
