import { Button, Col, Form, Input, Result, Row, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedEditableFields, certifiedFieldLabels, certifiedInfoEditBody, maxLengthOf, type CertifiedEditableField, type CertifiedInfoEditBody } from '@ccer/contracts';
import { editCertifiedInfo, fetchCertifiedInfo, fetchCertifiedInfoOfApply } from '../../../api/certified-registered';
import { messageLang } from '../../../message-lang';
import InsideEditForm, { type InsideEditArea } from '../../lifecycle/registered/InsideEditForm';
import ChangeLogTable from '../../project/registered/ChangeLogTable';

const area: InsideEditArea = { ns: 'certifiedRegistered', body: certifiedInfoEditBody, testIdPrefix: 'certified-' };

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The changed fields only ('' clears one); empty when nothing changed. */
export function changedCertifiedValues(initial: Partial<Record<CertifiedEditableField, unknown>>, current: Partial<Record<CertifiedEditableField, unknown>>) {
  const out: Partial<Record<CertifiedEditableField, string>> = {};
  for (const f of certifiedEditableFields) if (trimmed(initial[f]) !== trimmed(current[f])) out[f] = trimmed(current[f]);
  return out;
}

const maxLength = (f: CertifiedEditableField) => maxLengthOf(certifiedInfoEditBody, `changes.${f}`);

/** The descriptive fields of a registered reduction (the remark below the others). */
function CertifiedEditFields() {
  const lang = messageLang();
  return (
    <>
      <Row gutter={16}>
        {certifiedEditableFields
          .filter((f) => f !== 'remarkDesc')
          .map((f) => (
            <Col xs={24} md={12} xl={8} key={f}>
              <Form.Item name={f} label={certifiedFieldLabels[f][lang]}>
                <Input maxLength={maxLength(f)} allowClear data-testid={`certified-edit-${f}`} />
              </Form.Item>
            </Col>
          ))}
      </Row>
      <Form.Item name="remarkDesc" label={certifiedFieldLabels.remarkDesc[lang]}>
        <Input.TextArea rows={3} maxLength={maxLength('remarkDesc')} showCount data-testid="certified-edit-remarkDesc" />
      </Form.Item>
    </>
  );
}

/**
 * 修改登记减排量 (/certified/insideEdit and /certified/manage/edit; `?id=` the registered reduction or `?applyId=` the
 * application it was registered from; 080): the registry edits its descriptive fields with an explanation; the
 * quantities, vintages and period never change. Only the changed fields are sent; each lands in the change log.
 */
export default function InsideEditPage() {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const uuid = /^[0-9a-f-]{36}$/i;
  const applyId = params.get('applyId') ?? '';
  const byApply = useQuery({ queryKey: ['certifiedInfoOfApply', applyId], queryFn: () => fetchCertifiedInfoOfApply(applyId), enabled: uuid.test(applyId) });
  const id = params.get('id') ?? byApply.data?.id ?? '';
  const valid = uuid.test(id);
  const info = useQuery({ queryKey: ['certifiedInfo', id], queryFn: () => fetchCertifiedInfo(id), enabled: valid });
  const back = <Button onClick={() => navigate('/certified/query')}>{t('actions.back')}</Button>;
  const unresolved = !params.get('id') && (!uuid.test(applyId) || byApply.data === null);
  if (unresolved || (params.get('id') && !valid) || info.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!info.data) return <Skeleton active />;
  const { apply } = info.data;

  return (
    <InsideEditForm
      area={area}
      name={info.data.info.registrationNo}
      back={back}
      initial={Object.fromEntries(certifiedEditableFields.map((f) => [f, apply[f] ?? '']))}
      fields={<CertifiedEditFields />}
      changed={changedCertifiedValues}
      save={(changes, modifyExplanation) => editCertifiedInfo({ id, changes: changes as CertifiedInfoEditBody['changes'], modifyExplanation })}
      saved={async () => {
        await client.invalidateQueries({ queryKey: ['certifiedInfo', id] });
        navigate(`/certified/query/detail?id=${encodeURIComponent(id)}`);
      }}
      changeLog={{ title: 'changeLog', table: <ChangeLogTable rows={info.data.changeLog} labels={certifiedFieldLabels} /> }}
    />
  );
}
