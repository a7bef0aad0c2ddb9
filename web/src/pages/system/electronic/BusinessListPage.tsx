import { Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, type BusinessSettingRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import type { ListPageProps } from '../../../components/list-page/types';
import { fetchBusinessSettings } from '../../../api/electronic';
import { messageLang } from '../../../message-lang';
import { typeNameOf } from './type-name';

/**
 * 业务文档设置 (/system/electronic/business, menu 402505, function 068): each business function with the documents it
 * takes (required ones marked, with their number of files); 设置 opens its detail (businessDetail).
 */
export default function BusinessListPage() {
  const { t } = useTranslation('electronic');
  const navigate = useNavigate();
  const lang = messageLang();

  const declaration: ListPageProps<BusinessSettingRow> = {
    queryKey: 'businessSettings',
    load: fetchBusinessSettings,
    rowKey: 'businessCode',
    searchFields: [{ name: 'businessName', label: 'electronic:business.fields.businessName', kind: 'input' }],
    columns: [
      { title: 'electronic:business.fields.businessName', dataIndex: 'businessName', mobile: true, render: (v: string, r) => (lang === 'en' ? r.businessNameEn : v) },
      { title: 'electronic:business.fields.businessCode', dataIndex: 'businessCode' },
      {
        title: 'electronic:business.fields.documents',
        dataIndex: 'documents',
        render: (docs: BusinessSettingRow['documents']) =>
          docs.length === 0 ? (
            t('business.empty')
          ) : (
            <Space size={[4, 4]} wrap>
              {docs.map((d) => (
                <Tag key={d.typeNo} color={d.required ? 'red' : 'default'}>
                  {typeNameOf(d, lang)} ×{d.docNumber}
                </Tag>
              ))}
            </Space>
          ),
      },
      { title: 'electronic:business.fields.count', key: 'count', mobile: true, render: (_: unknown, r) => r.documents.length },
      { title: 'electronic:business.fields.requiredCount', key: 'requiredCount', render: (_: unknown, r) => r.documents.filter((d) => d.required).length },
    ],
    rowOperations: [
      {
        key: 'detail',
        label: 'electronic:business.actions.detail',
        func: functionCodes.electronicManage,
        onClick: (r) => navigate(`/system/electronic/businessDetail?businessCode=${encodeURIComponent(r.businessCode)}`),
      },
    ],
  };

  return <ListPage<BusinessSettingRow> {...declaration} />;
}
