import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, message } from 'antd';
import { functionCodes as fc, offsetKindName, offsetRuleSaveBody, type OffsetKind, type OffsetRule, maxLengthOf } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListResult } from '../../../components/list-page/types';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';
import { useProjectTypes } from '../../../reference';
import { projectTypeOptions } from '../../project/apply-options';
import { messageLang } from '../../../message-lang';
import { fetchOffsetRules, saveOffsetRule } from './offset-api';
import { NS, kindOptions } from './offset-shared';

/** The rules are few and come whole: the list pages them here. */
async function loadRules(p: Record<string, unknown>): Promise<ListResult<OffsetRule>> {
  const rows = await fetchOffsetRules((p.kind as OffsetKind | undefined) || undefined);
  const size = Number(p.pageSize) || rows.length || 1;
  const start = (Math.max(Number(p.pageNumber) || 1, 1) - 1) * size;
  return { rows: rows.slice(start, start + size), total: rows.length };
}

/** The share (0–1) as a percentage, without float noise (0.3 → 30). */
const percent = (share: number) => Math.round(share * 10000) / 100;

interface RuleValues {
  kind: OffsetKind;
  name: string;
  minVintage?: number | null;
  maxVintage?: number | null;
  projectTypes?: string[];
  /** In per cent on the form; a share (0–1) in the call. */
  capShare?: number | null;
  enabled: boolean;
}

/** 新增 / 编辑抵销规则: kind, name, the accepted vintages, project types (none: any), the cap as a % of verified emissions. */
function RuleModal({ rule, kind, onDone, onClosed }: { rule?: OffsetRule; kind?: OffsetKind; onDone: () => void; onClosed: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<RuleValues>();
  const lang = messageLang();
  const types = useProjectTypes();
  const { open, close, busy, submit } = useModalSubmit<RuleValues>({
    form,
    messageApi,
    call: (v) =>
      saveOffsetRule({
        id: rule?.id,
        kind: v.kind,
        name: v.name.trim(),
        minVintage: v.minVintage ?? undefined,
        maxVintage: v.maxVintage ?? undefined,
        projectTypes: v.projectTypes ?? [],
        capShare: v.capShare == null ? undefined : v.capShare / 100,
        enabled: v.enabled,
      }),
    doneText: t('messages.ruleSaved'),
    onDone,
  });
  const initialValues: Partial<RuleValues> = rule
    ? {
        kind: rule.kind,
        name: rule.name,
        minVintage: rule.minVintage,
        maxVintage: rule.maxVintage,
        projectTypes: rule.projectTypes,
        capShare: rule.capShare == null ? null : percent(rule.capShare),
        enabled: rule.enabled,
      }
    : { enabled: true, projectTypes: [], kind };
  return (
    <Modal
      open={open}
      title={t(rule ? 'title.ruleEdit' : 'title.ruleAdd')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={680}
      data-testid="offset-rule-modal"
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item name="kind" label={t('fields.kind')} rules={zodFieldRules(offsetRuleSaveBody, 'kind')}>
          <Select options={kindOptions(lang)} disabled={Boolean(kind)} data-testid="offset-rule-kind" />
        </Form.Item>
        <Form.Item name="name" label={t('fields.ruleName')} rules={zodFieldRules(offsetRuleSaveBody, 'name')}>
          <Input maxLength={maxLengthOf(offsetRuleSaveBody, 'name')} data-testid="offset-rule-name" />
        </Form.Item>
        <Space size="large" align="start">
          <Form.Item name="minVintage" label={t('fields.minVintage')}>
            <InputNumber min={2000} max={2100} precision={0} style={{ width: 160 }} placeholder={t('options.any')} data-testid="offset-rule-minVintage" />
          </Form.Item>
          <Form.Item
            name="maxVintage"
            label={t('fields.maxVintage')}
            dependencies={['minVintage']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value?: number | null) => {
                  const min = getFieldValue('minVintage') as number | null | undefined;
                  if (value != null && min != null && min > value) throw new Error(t('validation.vintageOrder'));
                },
              }),
            ]}
          >
            <InputNumber min={2000} max={2100} precision={0} style={{ width: 160 }} placeholder={t('options.any')} data-testid="offset-rule-maxVintage" />
          </Form.Item>
        </Space>
        <Form.Item name="projectTypes" label={t('fields.projectTypes')} extra={t('hints.projectTypes')}>
          <Select
            mode="multiple"
            allowClear
            loading={types.isLoading}
            placeholder={t('options.any')}
            options={projectTypeOptions(types.data ?? [], i18n.language)}
            maxCount={50}
            data-testid="offset-rule-projectTypes"
          />
        </Form.Item>
        <Form.Item
          name="capShare"
          label={t('fields.capShare')}
          extra={t('hints.capShare')}
          rules={[
            {
              validator: async (_rule, value?: number | null) => {
                if (value != null && (value <= 0 || value > 100)) throw new Error(t('validation.capShare'));
              },
            },
          ]}
        >
          <InputNumber min={0} max={100} precision={2} style={{ width: 160 }} addonAfter="%" placeholder={t('options.none')} data-testid="offset-rule-capShare" />
        </Form.Item>
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch data-testid="offset-rule-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 抵销规则 (on the audit page; 088 maintains, 089 reads): the eligibility rules of each kind; or one kind's, kept by
 * another function (履约配置 of the national registry link: the national market's, 102).
 */
export default function OffsetRulesTab({ kind, editFunc = fc.offsetAudit }: { kind?: OffsetKind; editFunc?: string | readonly string[] }) {
  const { t } = useTranslation(NS);
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<{ rule?: OffsetRule }>();
  const lang = messageLang();
  const vintages = (r: OffsetRule) =>
    r.minVintage == null && r.maxVintage == null ? t('options.any') : `${r.minVintage ?? '…'} – ${r.maxVintage ?? '…'}`;
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('hints.rules')} />
      <ListPage<OffsetRule>
        ref={list}
        queryKey={kind ? `ccerOffsetRules-${kind}` : 'ccerOffsetRules'}
        load={kind ? (p) => loadRules({ ...p, kind }) : loadRules}
        rowKey="id"
        searchFields={kind ? [] : [{ name: 'kind', label: `${NS}:fields.kind`, kind: 'select', options: kindOptions(lang) }]}
        columns={[
          { title: `${NS}:fields.kind`, dataIndex: 'kind', width: 160, mobile: true, render: (v: string) => offsetKindName(v, lang) },
          { title: `${NS}:fields.ruleName`, dataIndex: 'name', ellipsis: true, width: 200, mobile: true },
          { title: `${NS}:fields.vintages`, dataIndex: 'minVintage', width: 140, render: (_: unknown, r) => vintages(r) },
          { title: `${NS}:fields.projectTypes`, dataIndex: 'projectTypes', width: 220, render: (v: string[]) => (v.length ? v.join('、') : t('options.any')) },
          { title: `${NS}:fields.capShare`, dataIndex: 'capShare', width: 110, render: (v: number | null) => (v == null ? t('options.none') : `${percent(v)}%`) },
          {
            title: `${NS}:fields.enabled`,
            dataIndex: 'enabled',
            width: 90,
            mobile: true,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'options.enabled' : 'options.disabled')}</Tag>,
          },
          { title: `${NS}:fields.updatedAt`, dataIndex: 'updatedAt', width: 170, render: formatDateTime },
        ]}
        toolbar={[{ key: 'add', label: `${NS}:actions.add`, func: editFunc, type: 'primary', onClick: () => setEditing({}) }]}
        rowOperations={[{ key: 'edit', label: `${NS}:actions.edit`, func: editFunc, onClick: (r) => setEditing({ rule: r }) }]}
      />
      {editing && <RuleModal key={editing.rule?.id ?? 'new'} rule={editing.rule} kind={kind} onDone={() => void list.current?.refresh()} onClosed={() => setEditing(undefined)} />}
    </>
  );
}
