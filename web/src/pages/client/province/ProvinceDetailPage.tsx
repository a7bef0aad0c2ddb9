import { Link } from 'react-router';
import { Alert, App, Button, Descriptions, Empty, Popconfirm, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { operatorFamilies, type ProvinceApplyStatus } from '@ccer/contracts';
import { dictItemName, projectTypeLabel, provinceLabel, useDictionary, useProjectTypes, useProvinces } from '../../../reference';
import { provincePages } from '../../account/operators/declarations/province.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { provinceApplyApi } from './province-api.ts';

const statusColor: Record<ProvinceApplyStatus, string> = { auditing: 'processing', rejected: 'error', opened: 'success', cancelled: 'default' };

/** /client/province/detail (accounts spec §2.3): the visitor's latest application, 审核中 / 审核不通过 / 开户成功. */
export default function ProvinceDetailPage() {
  const { t, i18n } = useTranslation(['unionProvince', 'operators']);
  const { message } = App.useApp();
  const mine = useQuery({ queryKey: ['my-province-application'], queryFn: provinceApplyApi.mine });
  const certificateTypes = useDictionary(operatorFamilies.province.certificateDictionary);
  const provinces = useProvinces();
  const projectTypes = useProjectTypes();

  /** A form value as the visitor reads it: names for codes. */
  const shown = (field: string, v: unknown): string => {
    const lang = i18n.language;
    if (v === undefined || v === null || v === '') return '-';
    if (field === 'certificateType') return dictItemName(certificateTypes.data, String(v), lang);
    if (field === 'provinceId') {
      const p = provinces.data?.find((r) => r.provinceId === v);
      return p ? provinceLabel(p, lang) : String(v);
    }
    if (field === 'isLeader') return t(`operators:isLeader.${String(v)}`);
    if (field === 'operatorField' && Array.isArray(v)) {
      return v.map((c) => {
        const type = projectTypes.data?.find((p) => p.typeId === c);
        return type ? projectTypeLabel(type, lang) : String(c);
      }).join('、');
    }
    return Array.isArray(v) ? v.join(', ') : String(v);
  };

  if (mine.isLoading) return <Spin />;
  const apply = mine.data;
  const cancel = async () => {
    await provinceApplyApi.cancel(apply!.id);
    void message.success(t('province.cancelled'));
    await mine.refetch();
  };

  return (
    <ClientFrame title="unionProvince:province.detailTitle" width={820}>
      {!apply ? (
        <Empty description={t('province.none')}>
          <Link to="/client/province/open">{t('province.applyNow')}</Link>
        </Empty>
      ) : (
        <>
          <Space style={{ marginBottom: 16 }}>
            <Tag color={statusColor[apply.status]} data-testid="province-status">
              {apply.statusName}
            </Tag>
            <span>{t('province.applyNo', { applyNo: apply.applyNo })}</span>
          </Space>
          {apply.status === 'opened' && <Alert type="success" showIcon title={t('province.openedHint')} style={{ marginBottom: 16 }} />}
          {apply.opinion && <Alert type={apply.status === 'rejected' ? 'error' : 'info'} showIcon title={t('province.opinion', { opinion: apply.opinion })} style={{ marginBottom: 16 }} />}
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('operators:fields.manageProvinceId')}>{apply.manageProvinceCn ?? apply.manageProvinceId}</Descriptions.Item>
            {provincePages.formFields
              .filter((f) => f.name !== 'manageProvinceId')
              .map((f) => (
                <Descriptions.Item key={f.name} label={t(`operators:fields.${f.name}`)}>
                  {shown(f.name, apply.form[f.name])}
                </Descriptions.Item>
              ))}
          </Descriptions>
          <Space style={{ marginTop: 16 }}>
            {apply.status === 'auditing' && (
              <Popconfirm title={t('province.cancelConfirm')} onConfirm={cancel}>
                <Button danger data-testid="province-cancel">
                  {t('province.cancel')}
                </Button>
              </Popconfirm>
            )}
            {(apply.status === 'rejected' || apply.status === 'cancelled') && (
              <Link to="/client/province/open">
                <Button type="primary">{t('province.applyAgain')}</Button>
              </Link>
            )}
          </Space>
        </>
      )}
    </ClientFrame>
  );
}
