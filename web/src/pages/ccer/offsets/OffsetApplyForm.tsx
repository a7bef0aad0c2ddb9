import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Empty, Form, Input, InputNumber, Radio, Select, Space, Tabs } from 'antd';
import { functionCodes as fc, offsetApplyBody, pilotMarkets, type OffsetApplyBody, type OffsetKind, maxLengthOf } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { usePermission } from '../../../access';
import { messageLang } from '../../../message-lang';
import { useActsForCompany } from '../../../session/acts-for-company';
import { showFieldErrors, zodFieldRules } from '../../../forms/zod-rules';
import { listQueryKey } from '../../../components/list-page/query-keys';
import { applyOffset, fetchOffsetPositions } from './offset-api';
import { NS, confirmDetailPath, offsetKindFields, positionKey } from './offset-shared';
import { OffsetApplications } from './offset-lists';
import { UnitsFormAlert } from '../UnitsFormAlert';
import { NationalAccountItem } from './NationalAccountItem';

interface FormValues {
  kind: OffsetKind;
  position?: string;
  quantity?: number;
  remark?: string;
  // country and pilot
  emitterName?: string;
  emitterCode?: string;
  complianceYear?: number;
  verifiedEmissions?: number;
  market?: keyof typeof pilotMarkets;
  marketAccount?: string;
  // logout
  purpose?: string;
  beneficiary?: string;
  isPublic?: boolean;
  // corsia
  operatorName?: string;
  operatorCode?: string;
  compliancePeriod?: string;
}

/** The contracts' schema of one kind (the discriminated union's option), so that the form checks what the gateway checks. */
const schemaOf = (kind: OffsetKind) => offsetApplyBody.options.find((o) => o.shape.kind.value === kind)!;

/** A 400's field as the form's: the project and the vintage are the picker's. */
const formField = (field: string) => (field === 'projectCode' || field === 'vintage' ? 'position' : field);

/**
 * The application of one kind: the units (project and vintage, from the company's free available units), the
 * quantity, the kind's own fields, a remark. Submitting reserves the quantity and opens the new offset's detail.
 */
function OffsetApplyCard({ kind }: { kind: OffsetKind }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  // the registry's own staff hold no units: the page says so rather than asking the server for a refusal
  const forCompany = useActsForCompany();
  const mayApply = usePermission(fc.offsetApply) && forCompany;
  const lang = messageLang();
  const schema = schemaOf(kind);
  const positions = useQuery({ queryKey: ['ccerOffsetPositions'], queryFn: fetchOffsetPositions, enabled: mayApply });
  const picked = Form.useWatch('position', form);
  const position = positions.data?.find((p) => positionKey(p) === picked);

  const submit = async (v: FormValues) => {
    const p = positions.data?.find((x) => positionKey(x) === v.position);
    if (!p || !v.quantity) return;
    const units = { projectCode: p.projectCode, vintage: p.vintage, quantity: v.quantity, remark: v.remark?.trim() || undefined };
    const own = Object.fromEntries((offsetKindFields[kind] as readonly (keyof FormValues)[]).map((f) => [f, typeof v[f] === 'string' ? (v[f] as string).trim() : v[f]]));
    setSubmitting(true);
    try {
      const done = await applyOffset({ kind, ...units, ...own } as OffsetApplyBody);
      void message.success(t('messages.submitted'));
      void queryClient.invalidateQueries({ queryKey: ['ccerOffsetPositions'] });
      void queryClient.invalidateQueries({ queryKey: listQueryKey(`ccerOffsets-kind-${kind}`) });
      navigate(confirmDetailPath(done.id));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      // a 400 names its fields ([{field, message}]: a rule names the quantity, the vintage or the project); a 409 (the
      // free units taken meanwhile) says why in its msg, and may name the field too
      const placed = e instanceof ApiError ? showFieldErrors(form, e.fieldErrors.map((f) => ({ field: formField(f.field), message: f.message })), { scroll: true }) : 0;
      const conflict = e instanceof ApiError && e.status === 409;
      if ((placed === 0 || conflict) && e instanceof Error) void message.error(e.message);
      if (conflict) void queryClient.invalidateQueries({ queryKey: ['ccerOffsetPositions'] });
    } finally {
      setSubmitting(false);
    }
  };

  const text = (name: keyof FormValues, rows?: number) => {
    const max = maxLengthOf(schema, name);
    return (
      <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={zodFieldRules(schema, name)}>
        {rows ? <Input.TextArea rows={rows} maxLength={max} showCount data-testid={`offset-${name}`} /> : <Input maxLength={max} data-testid={`offset-${name}`} />}
      </Form.Item>
    );
  };
  const number = (name: keyof FormValues, props: { min: number; max: number; unit?: string }) => (
    <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={zodFieldRules(schema, name)}>
      <InputNumber min={props.min} max={props.max} precision={0} style={{ width: 240 }} addonAfter={props.unit} data-testid={`offset-${name}`} />
    </Form.Item>
  );
  const field = (name: keyof FormValues) => {
    switch (name) {
      case 'emitterName':
      case 'operatorName':
      case 'beneficiary':
        return text(name);
      case 'emitterCode':
      case 'operatorCode':
      case 'marketAccount':
        return text(name);
      case 'compliancePeriod':
        return (
          <Form.Item key={name} name={name} label={t('fields.compliancePeriod')} rules={zodFieldRules(schema, name)}>
            <Input maxLength={maxLengthOf(schema, name)} placeholder={t('placeholders.compliancePeriod')} data-testid="offset-compliancePeriod" />
          </Form.Item>
        );
      case 'purpose':
        return text(name, 3);
      case 'complianceYear':
        return number(name, { min: 2000, max: 2100 });
      case 'verifiedEmissions':
        return number(name, { min: 1, max: 10_000_000_000, unit: 'tCO₂e' });
      case 'market':
        return (
          <Form.Item key={name} name={name} label={t('fields.market')} rules={zodFieldRules(schema, name)}>
            <Select data-testid="offset-market" style={{ width: 240 }} options={Object.entries(pilotMarkets).map(([k, m]) => ({ value: k, label: m[lang] }))} />
          </Form.Item>
        );
      case 'isPublic':
        return (
          <Form.Item key={name} name={name} label={t('fields.isPublic')} extra={t('hints.isPublic')} rules={zodFieldRules(schema, name)}>
            <Radio.Group
              data-testid="offset-isPublic"
              options={[
                { value: true, label: t('options.public') },
                { value: false, label: t('options.private') },
              ]}
            />
          </Form.Item>
        );
      default:
        return null;
    }
  };

  return (
    <Card title={t(`kinds.${kind}`)} data-testid={`offset-${kind}-page`}>
      <UnitsFormAlert hint={t(`hints.${kind}`)} noCompany="offsetNoCompany" testId="offset-no-company" />
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '160px' }}
        style={{ maxWidth: 760 }}
        onFinish={submit}
        disabled={!mayApply}
        initialValues={{ kind, ...(kind === 'logout' ? { isPublic: false } : {}) }}
      >
        <Form.Item name="kind" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="position" label={t('fields.position')} rules={[{ required: true, message: t('validation.position') }]}>
          <Select
            data-testid="offset-position"
            loading={positions.isLoading}
            placeholder={t('placeholders.position')}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.positions')} />}
            options={(positions.data ?? []).map((p) => ({
              value: positionKey(p),
              label: `${p.projectCode}${p.projectName ? ` ${p.projectName}` : ''}${p.projectType ? ` [${p.projectType}]` : ''} · ${p.vintage} · ${t('fields.free')} ${p.quantity.toLocaleString()} t`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t(kind === 'logout' ? 'fields.cancelQuantity' : 'fields.quantity')}
          dependencies={['position']}
          extra={position ? t('hints.max', { quantity: position.quantity.toLocaleString() }) : undefined}
          rules={[
            ...zodFieldRules(schema, 'quantity'),
            {
              validator: async (_rule, value?: number) => {
                if (position && typeof value === 'number' && value > position.quantity) throw new Error(t('hints.max', { quantity: position.quantity.toLocaleString() }));
              },
            },
          ]}
        >
          <InputNumber data-testid="offset-quantity" min={1} precision={0} style={{ width: 240 }} addonAfter="t" />
        </Form.Item>
        {kind === 'country' && <NationalAccountItem enabled={mayApply} />}
        {(offsetKindFields[kind] as readonly (keyof FormValues)[]).map(field)}
        <Form.Item name="remark" label={t('fields.remark')} rules={zodFieldRules(schema, 'remark')}>
          <Input.TextArea data-testid="offset-remark" maxLength={maxLengthOf(schema, 'remark')} rows={3} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid="offset-submit">
              {t('actions.submit')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** An application page: 申请 (the form) and 申请记录 (the company's applications of the kind); `?tab=list` opens the second. */
function OffsetApplyPage({ kind }: { kind: OffsetKind }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'list' ? 'list' : 'apply';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'list' ? { tab: k } : {}, { replace: true })}
      data-testid={`offset-${kind}-tabs`}
      items={[
        { key: 'apply', label: t('tabs.apply'), children: <OffsetApplyCard kind={kind} /> },
        { key: 'list', label: t('tabs.applications'), children: <OffsetApplications kind={kind} /> },
      ]}
    />
  );
}

/** 全国碳市场抵销 (201001), 地方试点抵销 (201005), 自愿注销 (201010), CORSIA抵销 (201015); function 087. */
export const OffsetCountryPage = () => <OffsetApplyPage kind="country" />;
export const OffsetPilotPage = () => <OffsetApplyPage kind="pilot" />;
export const OffsetLogoutPage = () => <OffsetApplyPage kind="logout" />;
export const OffsetCorsiaPage = () => <OffsetApplyPage kind="corsia" />;
